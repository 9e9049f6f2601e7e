import * as v from 'valibot';
import { message } from './schema/message';
import { versionField } from './schema/fields';

/*
 * The staff's lists that grow (a collection's items, the activity log): a page of a list cut on
 * the server, `?page=1&pageSize=25&q=…&sort=-updatedAt&status=all`, answered as
 * `{"items":[…],"total":N,"page":1,"pageSize":25}`. The server (SQL) and the admin's mock API
 * (in memory) read the same query schema and fold texts the same way, so a search finds the
 * same items in both.
 */

/** Rows per page: when the request does not say, and the bounds. */
export const STAFF_PAGE_SIZE = { default: 25, min: 1, max: 100 } as const;

/** A page of a staff list, as the API sends it. */
export interface StaffPage<T> {
  items: T[];
  /** How many items the whole list (status and search applied) holds. */
  total: number;
  page: number;
  pageSize: number;
}

/** The fields every content item can be sorted by, besides its collection's own. */
export const META_SORT_FIELDS = ['status', 'updatedAt', 'createdAt', 'id'] as const;

/*
 * Accent and case folding, letter for letter: every letter of Latin-1 and Latin Extended-A that
 * folds to one letter (`É` → `e`, `ç` → `c`), and A–Z to a–z. The server does not fold in SQL
 * (`lower()` leaves `É` alone under the C locale, `unaccent` is an extension PGlite lacks):
 * it matches each folded word of a search with `wordPattern`, built from the same table.
 */
function foldingPairs(): [string, string] {
  let from = '';
  let to = '';
  for (let code = 0x41; code <= 0x5a; code++) {
    from += String.fromCharCode(code);
    to += String.fromCharCode(code + 0x20);
  }
  for (let code = 0xc0; code <= 0x17f; code++) {
    const letter = String.fromCharCode(code);
    const folded = letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (folded.length === 1 && folded !== letter && /[a-z]/.test(folded)) {
      from += letter;
      to += folded;
    }
  }
  return [from, to];
}

const [FOLD_FROM, FOLD_TO] = foldingPairs();
const FOLDS = new Map([...FOLD_FROM].map((letter, index) => [letter, FOLD_TO[index]!]));

/** A text folded for a staff list's search (`Été` → `ete`): what `wordPattern` of a folded word finds. */
export function foldForList(text: string): string {
  let folded = '';
  for (const letter of text) folded += FOLDS.get(letter) ?? letter;
  return folded;
}

/** Each folded letter with every letter that folds to it (`e` → `eEéÉèÈ…`). */
const VARIANTS = new Map<string, string>();
for (const [letter, folded] of FOLDS) VARIANTS.set(folded, (VARIANTS.get(folded) ?? folded) + letter);

/**
 * A folded word as a POSIX regular expression that finds it in unfolded text: each letter a
 * class of its variants (`ete` → `[eE…é…][tT][eE…é…]`). One compiled pattern scans 5,000 titles
 * in milliseconds, where folding every title with `translate()` took a second (its cost grows
 * with the length of its list of letters, for every character of every row).
 */
export function wordPattern(word: string): string {
  let pattern = '';
  for (const letter of word) {
    const variants = VARIANTS.get(letter);
    pattern += variants ? `[${variants}]` : letter.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&');
  }
  return pattern;
}

/** The words of a search, folded; an item matches when its title holds every one. */
export function searchWords(query: string | undefined): string[] {
  return foldForList(query ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
}

/** `-updatedAt` → `{ field: 'updatedAt', descending: true }`. */
export function parseSort(sort: string): { field: string; descending: boolean } {
  return sort.startsWith('-') ? { field: sort.slice(1), descending: true } : { field: sort, descending: false };
}

const whole = (name: { fr: string; en: string }, max: number, fr: string, en: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, message(`${name.fr} doit être un nombre entier.`, `${name.en} must be a whole number.`)),
      v.transform(Number),
      v.minValue(1, message(fr, en)),
      v.maxValue(max, message(fr, en)),
    ),
  );

/** `?page` and `?pageSize` of any staff list. */
export const pageEntries = {
  page: whole({ fr: 'La page', en: 'The page' }, 100_000, 'La page doit être un nombre entier d’au moins 1.', 'The page must be a whole number of at least 1.'),
  pageSize: whole(
    { fr: 'La taille de page', en: 'The page size' },
    STAFF_PAGE_SIZE.max,
    `La taille de page doit être comprise entre ${STAFF_PAGE_SIZE.min} et ${STAFF_PAGE_SIZE.max}.`,
    `The page size must be from ${STAFF_PAGE_SIZE.min} to ${STAFF_PAGE_SIZE.max}.`,
  ),
};

/** `?q` and `?sort` of a collection's staff list, its sort one of `fields` (with `-` for descending). */
export function listSearchEntries(fields: readonly string[]) {
  const names = fields.join(', ');
  return {
    q: v.optional(v.pipe(v.string(), v.maxLength(200, message('La recherche ne peut pas dépasser 200 caractères.', 'The search cannot exceed 200 characters.')))),
    sort: v.optional(
      v.pipe(
        v.string(),
        v.check(
          (sort) => fields.includes(parseSort(sort).field),
          message(`Le tri doit être l’un de : ${names} (précédé de « - » pour l’ordre décroissant).`, `The sort must be one of: ${names} (preceded by "-" for descending order).`),
        ),
      ),
    ),
  };
}

/** Whether a query asks for a staff page (any of its keys given) rather than the whole list. */
export function asksForPage(query: { page?: unknown; pageSize?: unknown; q?: unknown; sort?: unknown }): boolean {
  return query.page !== undefined || query.pageSize !== undefined || query.q !== undefined || query.sort !== undefined;
}

/** The bulk actions on a collection's items. */
export const bulkActions = ['publish', 'unpublish', 'trash'] as const;
export type BulkAction = (typeof bulkActions)[number];

/** `POST /api/v1/<collection>/bulk`: an action on up to 100 items, each named with the version it was seen at. */
export const bulkSchema = v.object({
  action: v.picklist(bulkActions, message('L’action doit être « publish », « unpublish » ou « trash ».', 'The action must be "publish", "unpublish" or "trash".')),
  items: v.pipe(
    v.array(
      v.object({
        id: v.pipe(
          v.number(message('L’identifiant doit être un nombre.', 'The id must be a number.')),
          v.integer(message('L’identifiant doit être un nombre entier.', 'The id must be a whole number.')),
          v.minValue(1, message('L’identifiant doit être positif.', 'The id must be positive.')),
          v.maxValue(2_147_483_647, message('Cet identifiant est trop grand.', 'This id is too large.')),
        ),
        version: versionField,
      }),
      message('Les éléments doivent être une liste.', 'The items must be a list.'),
    ),
    v.minLength(1, message('Choisissez au moins un élément.', 'Choose at least one item.')),
    v.maxLength(STAFF_PAGE_SIZE.max, message(`Au plus ${STAFF_PAGE_SIZE.max} éléments à la fois.`, `At most ${STAFF_PAGE_SIZE.max} items at a time.`)),
  ),
});

/** One item's outcome in a bulk action: its new state, or why it was left as it was. */
export type BulkResult<T> = { id: number; ok: true; item?: T } | { id: number; ok: false; error: { code: string; message: string } };
