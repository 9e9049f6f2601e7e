import * as v from 'valibot';
import type { BaseIssue, ErrorMessage } from 'valibot';
import type { Lang } from '../lang';

/**
 * A validation message in both languages. Valibot passes the `lang` given to `safeParse` on
 * every issue, so one schema answers in French or English: the server with the request's
 * language, the admin forms with the page's.
 */
export function message<TIssue extends BaseIssue<unknown>>(fr: string, en: string): ErrorMessage<TIssue> {
  return (issue: TIssue) => (issue.lang === 'en' ? en : fr);
}

/** Messages keyed by the dotted path of the field (`title.fr`), the first one per field. */
export type FieldErrors = Record<string, string>;

/** Reduces valibot's issues to one message per field; issues about the whole object go to `''`. */
export function fieldErrors(issues: readonly BaseIssue<unknown>[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = (issue.path ?? [])
      .map((item) => String(item.key))
      .join('.');
    if (!(path in fields)) fields[path] = issue.message;
  }
  return fields;
}

/** A whole number with its thousands grouped as each language writes them: 2\u202f147\u202f483\u202f647, 2,147,483,647. */
export function groupDigits(value: number, lang: string | undefined): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'en' ? ',' : '\u202f');
  return fraction === undefined ? grouped : `${grouped}${lang === 'en' ? '.' : ','}${fraction}`;
}

const numberIn = (lang: string | undefined, value: unknown) => (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e21 ? groupDigits(value, lang) : String(value));

/** `"draft" | "published"` (valibot's `expected`) as « « draft » ou « published » » or `"draft" or "published"`. */
function choices(expected: string | null, lang: string | undefined): string {
  const options = [...(expected ?? '').matchAll(/"([^"]*)"/g)].map((match) => match[1]!);
  const quoted = options.map((option) => (lang === 'en' ? `"${option}"` : `« ${option} »`));
  const last = quoted.pop() ?? '';
  return quoted.length === 0 ? last : `${quoted.join(', ')} ${lang === 'en' ? 'or' : 'ou'} ${last}`;
}

/**
 * The message of a rule that brought none of its own: valibot's default is English whatever the
 * language ("Invalid key: Expected "version" but received undefined"). Given to every parse as
 * `config.message`, which valibot uses only when the schema and the rule have no message.
 */
export function fallbackMessage(issue: BaseIssue<unknown>): string {
  const lang = issue.lang;
  const say = (fr: string, en: string) => (lang === 'en' ? en : fr);
  const requirement = (issue as { requirement?: unknown }).requirement;
  const last = issue.path?.at(-1);
  // A key an object needs is missing: valibot reports it with the object's message, which has none.
  if (last && 'origin' in last && last.origin === 'key' && issue.input === undefined) {
    return say(`Le champ « ${String(last.key)} » est obligatoire.`, `The field "${String(last.key)}" is required.`);
  }
  if (issue.kind === 'schema') {
    switch (issue.type) {
      case 'string':
        return say('Ce champ doit être un texte.', 'This field must be text.');
      case 'number':
        return say('Ce champ doit être un nombre.', 'This field must be a number.');
      case 'boolean':
        return say('Ce champ doit être vrai ou faux.', 'This field must be true or false.');
      case 'object':
      case 'loose_object':
      case 'strict_object':
      case 'object_with_rest':
        return say('Ce champ doit être un objet JSON.', 'This field must be a JSON object.');
      case 'array':
        return say('Ce champ doit être une liste.', 'This field must be a list.');
      case 'picklist':
      case 'literal':
      case 'enum':
        return say(`Ce champ doit valoir ${choices(issue.expected, lang)}.`, `This field must be ${choices(issue.expected, lang)}.`);
      default:
        return say('Ce champ n’a pas le type attendu.', 'This field does not have the expected type.');
    }
  }
  switch (issue.type) {
    case 'integer':
      return say('Ce champ doit être un nombre entier.', 'This field must be a whole number.');
    case 'min_value':
      return say(`Ce nombre doit être au moins ${numberIn(lang, requirement)}.`, `This number must be at least ${numberIn(lang, requirement)}.`);
    case 'max_value':
      return say(`Ce nombre doit être au plus ${numberIn(lang, requirement)}.`, `This number must be at most ${numberIn(lang, requirement)}.`);
    case 'min_length':
      return say(`Ce champ doit contenir au moins ${numberIn(lang, requirement)}\u00a0caractères.`, `This field must be at least ${numberIn(lang, requirement)} characters.`);
    case 'max_length':
      return say(`Ce champ doit contenir au plus ${numberIn(lang, requirement)}\u00a0caractères.`, `This field must be at most ${numberIn(lang, requirement)} characters.`);
    case 'non_empty':
      return say('Ce champ est obligatoire.', 'This field is required.');
    case 'regex':
      return say('Ce champ n’a pas la forme attendue.', 'This field does not have the expected form.');
    default:
      return say('Ce champ est invalide.', 'This field is invalid.');
  }
}

/** valibot's parse options: the messages' language, and a message in it for rules without one. */
export function inLanguage(lang: Lang): v.Config<BaseIssue<unknown>> {
  return { lang, message: fallbackMessage };
}

/*
 * What no text may hold, whatever its field: PostgreSQL refuses the NUL character in `text` and
 * `jsonb`, and a lone UTF-16 surrogate (half of a character outside the BMP) in `jsonb`; neither
 * is something a person types. A password ending in NULs would even equal the one without them
 * (HMAC pads keys with zeros).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A text with neither a NUL nor a lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** Deeper than any request the API takes (`image.alt.fr` is 3): a deeper one is refused, not walked. */
const MAX_DEPTH = 16;
/** The unstorable values reported at most, so a hostile body cannot grow the answer. */
const MAX_REPORTED = 20;

type Unstorable = 'text' | 'key' | 'number' | 'depth';

const UNSTORABLE: Record<Unstorable, { fr: string; en: string }> = {
  text: { fr: 'Ce texte contient un caractère non autorisé.', en: 'This text contains a character that is not allowed.' },
  key: { fr: 'Un nom de champ contient un caractère non autorisé.', en: 'A field name contains a character that is not allowed.' },
  number: { fr: 'Ce nombre est hors des limites acceptées.', en: 'This number is out of the accepted range.' },
  depth: { fr: 'Les données sont imbriquées trop profondément.', en: 'The data is nested too deeply.' },
};

/**
 * Where a request holds what cannot be stored, wherever it is (a field no schema knows included):
 * texts and keys with a NUL or a lone surrogate, numbers that are not exact integers or decimals
 * (beyond ±2⁵³, or infinite: `1e400`), nesting past 16 levels. Walked without recursion.
 */
export function unstorableValues(input: unknown): { path: string; kind: Unstorable }[] {
  const found: { path: string; kind: Unstorable }[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) found.push({ path, kind: 'text' });
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) found.push({ path, kind: 'number' });
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_DEPTH) {
        found.push({ path, kind: 'depth' });
        continue;
      }
      for (const [key, inner] of Object.entries(value)) {
        if (!isStorableText(key)) found.push({ path, kind: 'key' });
        else stack.push({ value: inner, path: path === '' ? key : `${path}.${key}`, depth: depth + 1 });
      }
    }
  }
  return found;
}

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/**
 * A request's body or query checked as the server checks it (the admin's mock API too): not an
 * object where the schema wants one, the schema's own rules, then what cannot be stored. Every
 * message is in `lang`. The output is valibot's (defaults, trimmed texts).
 */
export function checkInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  lang: Lang = 'fr',
): { success: true; output: v.InferOutput<TSchema> } | { success: false; fields: FieldErrors } {
  if (OBJECT_TYPES.has(schema.type) && (input === null || typeof input !== 'object' || Array.isArray(input))) {
    return { success: false, fields: { '': lang === 'en' ? 'The request body must be a JSON object.' : 'Le corps de la requête doit être un objet JSON.' } };
  }
  const result = v.safeParse(schema, input, inLanguage(lang));
  const fields = result.success ? {} : fieldErrors(result.issues);
  for (const { path, kind } of unstorableValues(input)) if (!(path in fields)) fields[path] = UNSTORABLE[kind][lang];
  if (result.success && Object.keys(fields).length === 0) return { success: true, output: result.output };
  return { success: false, fields };
}
