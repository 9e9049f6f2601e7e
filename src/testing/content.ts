import { expect } from 'vitest';
import type { Localized } from '../shared/i18n/catalog';
import { LANGUAGES } from '../runtime/store';

/*
 * The test kit for content in unit tests: find every bilingual text of a value and check that
 * each is written out in both languages, with the typography of each.
 */

/** Whether a value is meant as one bilingual text: an object with `fr` or `en` (a missing one is then reported). */
function isLocalized(value: unknown): value is Localized {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && ('fr' in value || 'en' in value);
}

/** Every bilingual text in a value (objects and arrays, at any depth), with where it sits, e.g. `marriage.steps.2`. */
export function localizedTexts(value: unknown, where: string): [string, Localized][] {
  if (isLocalized(value)) return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => localizedTexts(item, `${where}.${index}`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => localizedTexts(item, `${where}.${key}`));
  return [];
}

/** French typography in each text (or `[where, text]`): ’ not ', and a no-break space before « : ; ? ! », after « and before ». */
export function expectFrenchTypography(texts: Iterable<string | readonly [string, string]>): void {
  for (const entry of texts) {
    const [where, text] = typeof entry === 'string' ? [entry, entry] : entry;
    expect(text, `${where}: typographic apostrophes`).not.toContain("'");
    expect(text, `${where}: a no-break space before “: ; ? !” in French`).not.toMatch(/[^\u00a0\u202f][:;?!]/);
    expect(text, `${where}: no-break spaces inside « »`).not.toMatch(/«[^\u00a0\u202f]|[^\u00a0\u202f]»/);
  }
}

export interface BothLanguagesOptions {
  /** The fewest characters each text has once trimmed (default 1: not empty). */
  minLength?: number;
  /** Whether French is checked for its no-break spaces too (default true); ’ is always checked. */
  frenchSpacing?: boolean;
}

/**
 * Checks that a value (or each item of an array) holds bilingual texts and that every one is
 * written out in French and in English, each with ’ not ', French with its no-break spaces and
 * English with none before « : ; ? ! ».
 */
export function expectBothLanguages(value: unknown, where: string, { minLength = 1, frenchSpacing = true }: BothLanguagesOptions = {}): void {
  const texts = localizedTexts(value, where);
  expect(texts.length, `${where}: bilingual texts`).toBeGreaterThan(0);
  if (Array.isArray(value)) value.forEach((item, index) => expect(localizedTexts(item, '').length, `${where}.${index}: bilingual texts`).toBeGreaterThan(0));
  for (const [path, text] of texts) {
    for (const lang of LANGUAGES) {
      expect(typeof text[lang], `${path} (${lang})`).toBe('string');
      expect(text[lang].trim().length, `${path} (${lang})`).toBeGreaterThanOrEqual(minLength);
      expect(text[lang], `${path} (${lang}): typographic apostrophes`).not.toContain("'");
    }
    expect(text.en, `${path} (en): no space before “: ; ? !”`).not.toMatch(/\s[:;?!]/);
  }
  if (frenchSpacing) expectFrenchTypography(texts.map(([path, text]) => [`${path} (fr)`, text.fr] as const));
}
