import type { Catalog, Localized } from '../../shared/i18n/catalog';
import type { ApiImage } from '../../collections/content';
import type { UploadedImage } from '../../shared/schema/journal';
import type { PublicationStatus } from '../../shared/schema/fields';
import type { Lang } from '../../runtime/store';
import type { CollectionName } from '../client';
import { getAt, setAt, textAt } from '../../kit/ui/form-state';
import { matchesQuery } from '../store';
import { formatDateTime, inCommuneTime } from '../../runtime/i18n/dates';
import type { CollectionDescription, CollectionTexts, CommonFieldSpec, FormValues, ImageFieldSpec, TextFieldSpec } from './description';

/*
 * The collection screens' decisions, apart from React (unit-tested): what the form sends, its
 * fields' order, the rows the search leaves. Values are read and written by path with the kit's
 * helpers, which screens find here too.
 */

export { getAt, setAt, textAt };

/** A catalogue's text in both languages, for descriptions and toasts that follow the page's language. */
export function bilingual<K extends string>(catalog: Catalog<K>): (key: K) => Localized {
  return (key) => ({ fr: catalog.fr[key], en: catalog.en[key] });
}

const TEXT_KEYS = [
  'intro',
  'create',
  'createTitle',
  'editTitle',
  'publishNew',
  'publishingNew',
  'empty',
  'loadFailed',
  'created',
  'createFailed',
  'updated',
  'updateFailed',
  'deleted',
  'deleteFailed',
  'deleteTitle',
  'deleteBody',
  'conflict',
  'deleteConflict',
  'reload',
] as const satisfies readonly (keyof CollectionTexts)[];

type RequiredTextKey = Exclude<keyof CollectionTexts, 'publishNew' | 'publishingNew'>;

/** A screen's texts from its element's catalogue, whose keys are `CollectionTexts`' (a missing one is a type error). */
export function collectionTexts<K extends string>(catalog: Catalog<K | RequiredTextKey>): CollectionTexts {
  const texts: Partial<Record<keyof CollectionTexts, Localized>> = {};
  const fr = catalog.fr as Readonly<Record<string, string>>;
  const en = catalog.en as Readonly<Record<string, string>>;
  for (const key of TEXT_KEYS) if (fr[key] !== undefined) texts[key] = { fr: fr[key], en: en[key] ?? fr[key] };
  return texts as CollectionTexts;
}

/** An item's text in the page language; the French when the English is still empty (as the public site). */
export function textIn(text: Localized | null | undefined, lang: Lang): string {
  if (!text) return '';
  return lang === 'en' && text.en.trim() ? text.en : text.fr;
}

/** Both languages of a text, for the search. */
export function bothTexts(text: Localized | null | undefined): string[] {
  return text ? [text.fr, text.en] : [];
}

/** A copy of a text in both languages (never the item's own object: the form changes it). */
export function copyText(text: Localized | null | undefined): Localized {
  return { fr: text?.fr ?? '', en: text?.en ?? '' };
}

/** The image fields of a description, wherever they are. */
export function imageFields(fields: readonly CommonFieldSpec[]): ImageFieldSpec[] {
  return fields.filter((field): field is ImageFieldSpec => field.kind === 'image');
}

/** The text fields of a description's common fields, rows opened up, in order. */
export function textFields(fields: readonly CommonFieldSpec[]): TextFieldSpec[] {
  return fields.flatMap((field) => (field.kind === 'row' ? [...field.fields] : field.kind === 'text' ? [field] : []));
}

/** An image the server has just stored, as an item carries it (decorative until described). */
export function imageFromUpload(upload: UploadedImage, alt: Localized = { fr: '', en: '' }): ApiImage {
  return { src: upload.src, width: upload.width, height: upload.height, alt: copyText(alt) };
}

/** A whole number typed in a box, or NaN (the schema then says « doit être un nombre »); '' is `fallback`. */
export function wholeNumber(text: string, fallback: number): number {
  const trimmed = text.trim();
  if (trimmed === '') return fallback;
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** What the form sends to create an item, or to change it (then with the `version` it was read at). */
export function requestBody<C extends CollectionName, V extends FormValues>(
  description: CollectionDescription<C, V>,
  values: V,
  status: PublicationStatus,
  version?: number,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...description.toInput(values), status };
  if (version !== undefined) body.version = version;
  return body;
}

/** The items whose texts contain every word of the header's search (accents and case aside). */
export function visibleItems<T>(items: readonly T[], query: string, searchTexts: (item: T) => readonly (string | null | undefined)[]): T[] {
  return items.filter((item) => matchesQuery(query, searchTexts(item)));
}

/** The field paths in the order the form shows them: where focus goes first after a refusal. */
export function fieldOrder(description: Pick<CollectionDescription<CollectionName>, 'localizedFields' | 'commonFields'>): string[] {
  const localized = (lang: Lang) => description.localizedFields.map((field) => `${field.path}.${lang}`);
  const common = description.commonFields.flatMap((field) => (field.kind === 'row' ? field.fields.map((inner) => inner.path) : [field.path]));
  return [...localized('fr'), ...localized('en'), ...common];
}


/** Dtima's offset from UTC: West Africa Time, without summer time. */
const COMMUNE_OFFSET = '+01:00';

/** An instant as a `datetime-local` box shows it, on Dtima's clock: `2026-05-20T08:30` (empty if it is not one). */
export function communeLocal(instant: string): string {
  const moment = new Date(instant);
  if (instant === '' || Number.isNaN(moment.getTime())) return '';
  const local = inCommuneTime(moment);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}T${two(local.getHours())}:${two(local.getMinutes())}`;
}

/** What a `datetime-local` box typed on Dtima's clock means: `2026-05-20T08:30:00+01:00` (as typed when it is not a date-time, for the server to say so). */
export function fromCommuneLocal(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00${COMMUNE_OFFSET}` : local;
}

/** An instant in the table, in the page language on Dtima's clock (as typed when it is not one). */
export function formatInstant(instant: string, lang: Lang): string {
  return Number.isNaN(Date.parse(instant)) ? instant : formatDateTime(instant, lang);
}
