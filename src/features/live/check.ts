import type { Localized } from '../../shared/i18n/catalog';

/*
 * Hand-written shape checks for the items of the content server's public answers. The public
 * elements must stay light, so no schema library here: each reader (news.ts, events.ts…) checks
 * the fields it shows and throws `Malformed` with what is wrong; `readItems` skips that item
 * with one warning naming it.
 */

/** What is wrong with one item of an answer (`date must be an ISO day…`). */
export class Malformed extends Error {}

export function fail(problem: string): never {
  throw new Malformed(problem);
}

export type Fields = Record<string, unknown>;

/** The item as an object of fields, or `Malformed`. */
export function fieldsOf(value: unknown, name = 'item'): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`${name} must be an object`);
  return value as Fields;
}

/** The item's numeric id. */
export function idOf(item: Fields): number {
  const { id } = item;
  if (typeof id !== 'number' || !Number.isInteger(id)) fail('id must be a whole number');
  return id;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * `{ fr, en }` texts, or undefined when both are empty or missing. The server fills an empty
 * English with the French; should it not, the French stands for both (and the English for an
 * empty French).
 */
export function optionalText(item: Fields, name: string): Localized | undefined {
  const value = item[name];
  if (value === undefined || value === null) return undefined;
  const { fr, en } = (typeof value === 'object' ? value : {}) as Fields;
  if (typeof value !== 'object' || (fr !== undefined && typeof fr !== 'string') || (en !== undefined && typeof en !== 'string')) fail(`${name} must be { fr, en } texts`);
  if (isText(fr)) return { fr, en: isText(en) ? en : fr };
  return isText(en) ? { fr: en, en } : undefined;
}

/** `{ fr, en }` texts, one of them at least not empty. */
export function text(item: Fields, name: string): Localized {
  return optionalText(item, name) ?? fail(`${name} must be { fr, en } texts`);
}

/** An ISO day that exists (`2025-05-20`; not `2025-02-30`). */
export function day(item: Fields, name: string): string {
  const value = item[name];
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (match) {
    const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
    const parsed = new Date(Date.UTC(year, month, date));
    if (parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month && parsed.getUTCDate() === date) return value as string;
  }
  return fail(`${name} must be an ISO day such as "2025-05-20"`);
}

/** A 24-hour time, `HH:mm`. */
export function time(item: Fields, name: string): string {
  const value = item[name];
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : fail(`${name} must be a time such as "08:00"`);
}

/** A page of the site (`/events`, never `//…`) or an https address, as the server accepts them (src/collections/define.ts). */
const LINK = /^(\/(?![/\\])[\w\-./#?=&%]*|https:\/\/[^\s/?#\\]+[^\s]*)$/;
/** The same, or an e-mail or phone number: what a quick link may open. */
const CONTACT = /^(mailto:[^\s@/]+@[^\s@/]+|tel:\+?\d[\d.\-()]*\d)$/;

/** A page of the site (`/events`, never `//…`) or an https address; with `contact`, `mailto:` and `tel:` too. */
export function href(value: unknown, name: string, { contact = false } = {}): string {
  if (typeof value === 'string' && (LINK.test(value) || (contact && CONTACT.test(value)))) return value;
  return fail(`${name} must be a path of the site ("/…", not "//…")${contact ? ', an https:// address, mailto: or tel:' : ' or an https:// address'}`);
}

/** One of `values`. */
export function oneOf<const V extends string>(item: Fields, name: string, values: readonly V[]): V {
  const value = item[name];
  return values.includes(value as V) ? (value as V) : fail(`${name} must be ${values.map((v) => `"${v}"`).join(', ')}`);
}

export interface LiveImage {
  src: string;
  width: number;
  height: number;
  alt: Localized;
}

const isSize = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** An image of the site (`/images/…`, `/media/…`) with its size and alt texts; undefined for `null`. */
export function image(item: Fields): LiveImage | undefined {
  if (item.image === null || item.image === undefined) return undefined;
  const fields = fieldsOf(item.image, 'image');
  const { src, width, height } = fields;
  if (typeof src !== 'string' || !/^\/[\w./-]+$/.test(src) || src.includes('..')) fail('image.src must be a path of the site such as "/media/…"');
  if (!isSize(width) || !isSize(height)) fail('image.width and image.height must be whole numbers of pixels');
  return { src, width: width as number, height: height as number, alt: optionalText(fields, 'alt') ?? { fr: '', en: '' } };
}
