import * as v from 'valibot';
import { groupDigits, isStorableText, message } from './message';

/** A field's name in both languages, as the messages say it (« Le titre », "Title"). */
export interface FieldName {
  /** With its article, capitalised: « Le titre », « La description ». */
  fr: string;
  /** Capitalised: "Title". */
  en: string;
}

/** The largest value of a PostgreSQL `integer` column (ids, versions, positions). */
export const MAX_INTEGER = 2_147_483_647;

/** A text without a NUL or a lone surrogate, which the database cannot store (see `isStorableText`). */
function storable(name: FieldName) {
  return v.check(isStorableText, message(`${name.fr} contient un caractère non autorisé.`, `${name.en} contains a character that is not allowed.`));
}

/** What every piece of text must be: a string, trimmed, not longer than `max`, storable. */
function trimmedText(name: FieldName, max: number) {
  return v.pipe(
    v.string(message(`${name.fr} doit être un texte.`, `${name.en} must be text.`)),
    v.trim(),
    v.maxLength(max, message(`${name.fr} doit contenir au plus ${max}\u00a0caractères.`, `${name.en} must be at most ${max} characters.`)),
    storable(name),
  );
}

/**
 * A required text of at least `min` characters, after trimming. An empty field gets the same
 * message as a short one (SPEC: "Title must be at least 3 characters."), or "is required" when
 * one character is enough.
 */
export function requiredText(name: FieldName, min: number, max: number) {
  const tooShort =
    min <= 1
      ? message<v.MinLengthIssue<string, number>>(`${name.fr} est obligatoire.`, `${name.en} is required.`)
      : message<v.MinLengthIssue<string, number>>(`${name.fr} doit contenir au moins ${min}\u00a0caractères.`, `${name.en} must be at least ${min} characters.`);
  return v.pipe(
    v.optional(v.string(message(`${name.fr} doit être un texte.`, `${name.en} must be text.`)), ''),
    v.trim(),
    v.minLength(Math.max(min, 1), tooShort),
    v.maxLength(max, message(`${name.fr} doit contenir au plus ${max}\u00a0caractères.`, `${name.en} must be at most ${max} characters.`)),
    storable(name),
  );
}

/** An optional text: empty, or at least `min` characters. */
export function optionalText(name: FieldName, min: number, max: number) {
  return v.pipe(
    v.optional(trimmedText(name, max), ''),
    v.check(
      (value) => value === '' || value.length >= min,
      message(
        `${name.fr} doit être vide ou contenir au moins ${min}\u00a0caractère${min > 1 ? 's' : ''}.`,
        `${name.en} must be empty or at least ${min} character${min > 1 ? 's' : ''}.`,
      ),
    ),
  );
}

/**
 * A text in French and English. French is required; English is optional and, when empty, the
 * public site shows the French.
 */
export function localizedText(name: FieldName, min: number, max: number) {
  return v.object(
    {
      fr: requiredText(name, min, max),
      en: optionalText({ fr: `${name.fr} en anglais`, en: `${name.en} in English` }, min, max),
    },
    message(`${name.fr} doit avoir un texte en français et en anglais.`, `${name.en} must have a French and an English text.`),
  );
}

/** An optional text in both languages (an image's alternative text, a location). */
export function optionalLocalizedText(name: FieldName, max: number) {
  return v.optional(
    v.object(
      {
        fr: v.optional(trimmedText(name, max), ''),
        en: v.optional(trimmedText({ fr: `${name.fr} en anglais`, en: `${name.en} in English` }, max), ''),
      },
      message(`${name.fr} doit avoir un texte en français et en anglais.`, `${name.en} must have a French and an English text.`),
    ),
    { fr: '', en: '' },
  );
}

function isRealDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day, ISO (`2025-05-20`). */
export function isoDay(name: FieldName) {
  return v.pipe(
    v.string(message(`${name.fr} est obligatoire.`, `${name.en} is required.`)),
    v.trim(),
    v.nonEmpty(message(`${name.fr} est obligatoire.`, `${name.en} is required.`)),
    v.check(isRealDay, message(`${name.fr} doit être une date valide (AAAA-MM-JJ).`, `${name.en} must be a valid date (YYYY-MM-DD).`)),
  );
}

/** A time of day, 24-hour `HH:mm`. */
export function timeOfDay(name: FieldName) {
  return v.pipe(
    v.string(message(`${name.fr} est obligatoire.`, `${name.en} is required.`)),
    v.trim(),
    v.nonEmpty(message(`${name.fr} est obligatoire.`, `${name.en} is required.`)),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, message(`${name.fr} doit être une heure valide (HH:MM).`, `${name.en} must be a valid time (HH:MM).`)),
  );
}

export const publicationStatuses = ['draft', 'published'] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];

export const statusField = v.optional(
  v.picklist(publicationStatuses, message('Le statut doit être « draft » ou « published ».', 'Status must be "draft" or "published".')),
  'draft',
);

const widthRange = message('La largeur de l’image doit être un nombre entier de 1 à 20\u202f000.', 'The image width must be a whole number from 1 to 20,000.');
const heightRange = message('La hauteur de l’image doit être un nombre entier de 1 à 20\u202f000.', 'The image height must be a whole number from 1 to 20,000.');

/**
 * An image of the site (`/images/…`) or uploaded by staff (`/media/…`), with its size (so the
 * page reserves its space) and its alternative text, empty for a decorative image.
 */
export const imageField = v.optional(
  v.nullable(
    v.object(
      {
        src: v.pipe(
          v.string(message('L’adresse de l’image est obligatoire.', 'The image address is required.')),
          v.regex(/^\/(media|images)\/[\w./-]+$/, message('L’image doit être envoyée sur le site (/media/…).', 'The image must be uploaded to the site (/media/…).')),
          v.check((src) => !src.includes('..'), message('L’adresse de l’image est invalide.', 'The image address is invalid.')),
        ),
        width: v.pipe(v.number(message('La largeur de l’image est obligatoire.', 'The image width is required.')), v.integer(widthRange), v.minValue(1, widthRange), v.maxValue(20_000, widthRange)),
        height: v.pipe(v.number(message('La hauteur de l’image est obligatoire.', 'The image height is required.')), v.integer(heightRange), v.minValue(1, heightRange), v.maxValue(20_000, heightRange)),
        alt: optionalLocalizedText({ fr: 'Le texte de remplacement', en: 'The alternative text' }, 300),
      },
      message('L’image est invalide.', 'The image is invalid.'),
    ),
  ),
  null,
);

const versionRange = (issue: v.BaseIssue<unknown>) =>
  issue.lang === 'en'
    ? `The version must be a whole number from 1 to ${groupDigits(MAX_INTEGER, 'en')}.`
    : `La version doit être un nombre entier de 1 à ${groupDigits(MAX_INTEGER, 'fr')}.`;

/** The version an update or a deletion was made from (an `integer` column); an older one gets 409. */
export const versionField = v.pipe(
  v.number((issue) =>
    issue.input === undefined ? (issue.lang === 'en' ? 'The item’s version is required.' : 'La version de l’élément est obligatoire.') : versionRange(issue),
  ),
  v.integer(versionRange),
  v.minValue(1, versionRange),
  v.maxValue(MAX_INTEGER, versionRange),
);
