import type { Lang } from '../lang';

/** A value in both languages: content strings, alt texts, anything a person reads. */
export type Localized<T = string> = Record<Lang, T>;

/** Placeholders in a message are written `{name}`. */
export type MessageVars = Record<string, string | number>;

/**
 * A typed message catalogue. French is the source; English must have every French key, so a
 * missing translation is a type error rather than a surprise on the page.
 */
export interface Catalog<K extends string> {
  readonly fr: Readonly<Record<K, string>>;
  readonly en: Readonly<Record<K, string>>;
}

export function defineCatalog<const F extends Record<string, string>>(
  fr: F,
  en: Readonly<Record<keyof F & string, string>>,
): Catalog<keyof F & string> {
  return { fr, en };
}

export type CatalogKey<C> = C extends Catalog<infer K> ? K : never;

export function interpolate(message: string, vars?: MessageVars): string {
  if (!vars) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * The message for `key` in `lang`. A key missing at run time (a catalogue built outside the
 * type checker, a key computed from data) renders as the key itself, so the gap is visible
 * and nothing crashes.
 */
export function translate<K extends string>(catalog: Catalog<K>, lang: Lang, key: K, vars?: MessageVars): string {
  const message = (catalog[lang] as Partial<Record<string, string>>)[key];
  return message === undefined ? key : interpolate(message, vars);
}

export function pick<T>(value: Localized<T>, lang: Lang): T {
  return value[lang];
}
