import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { paths } from '../content/site-map';
import { LANGUAGES } from '../runtime/store';
import { expectBothLanguages } from '../testing/content';
import { activitySentence } from '../widgets/admin-dashboard/activity';
import { screenOf } from '../widgets/admin-notifications/inbox';
import { bundledContent, seedItems } from './bundled';
import { isNullable } from './define';
import { collectionOf, collections, contentCollections, publishedSummary } from './index';

const CONTENT_ACTIONS = ['create', 'update', 'publish', 'unpublish', 'delete'] as const;

describe.each(contentCollections)('the collection %s', (slug) => {
  const collection = collectionOf(slug)!;

  it('is registered under its own slug', () => {
    expect(collection.slug).toBe(slug);
    expect(collectionOf(`${slug}-x`)).toBeUndefined();
  });

  it('has every label, written out in French and in English', () => {
    for (const label of ['singular', 'plural', 'definite', 'published', 'indefinite'] as const) expect(collection.labels[label], label).toBeDefined();
    expectBothLanguages(collection.labels, `${slug}.labels`);
  });

  it('names each field, its hint and its choices in French and in English', () => {
    const texts = Object.entries(collection.columns).flatMap(([field, column]) => [
      [`${field}.label`, column.label] as const,
      ...(column.hint ? [[`${field}.hint`, column.hint] as const] : []),
      ...Object.entries(column.options ?? {}).map(([value, label]) => [`${field}.options.${value}`, label] as const),
    ]);
    for (const [where, text] of texts) expectBothLanguages(text, `${slug}.columns.${where}`);
  });

  it('gives a column to each of its fields, in their order (its table is generated from them)', () => {
    expect(Object.keys(collection.columns)).toEqual(Object.keys(collection.entries));
    const misfits = Object.entries(collection.columns).filter(
      ([, column]) =>
        (column.default !== undefined && typeof column.default === 'object' && column.type !== 'localized') ||
        ((column.options !== undefined || column.input !== undefined) && column.type !== 'text'),
    );
    expect(misfits.map(([field]) => field), 'an object default is for a localized column; options and inputs for a text').toEqual([]);
    const title = collection.columns.title ?? collection.columns.label;
    expect(title?.type, 'its items are named by a localized `title` or `label` (the activity, the inbox, the screens)').toBe('localized');
    expect(title && isNullable(title)).toBe(false);
  });

  it('gives the dashboard its own wording for every change to an item', () => {
    for (const lang of LANGUAGES) {
      for (const action of CONTENT_ACTIONS) {
        const sentence = activitySentence({ action, subject: slug, label: 'Foire aux oignons' }, lang);
        expect(sentence, `${action} (${lang})`).toContain(collection.labels.definite[lang]);
        expect(sentence, `${action} (${lang})`).not.toBe(activitySentence({ action, subject: 'something-else', label: 'Foire aux oignons' }, lang));
      }
    }
  });

  it('gives the inbox a line for a published item and the screen that manages it', () => {
    const summary = publishedSummary(slug, { fr: 'Foire aux oignons', en: 'Onion fair' });
    expect(summary.fr).toBe(`${collection.labels.published.fr}\u00a0: Foire aux oignons`);
    expect(summary.en).toBe(`${collection.labels.published.en}: Onion fair`);
    expect(screenOf(slug)).toBe(collection.adminPaths[0]);
    for (const path of collection.adminPaths) expect(path.startsWith(`${paths.admin}/`), path).toBe(true);
  });

  it('orders its lists by its own fields, ending with the id', () => {
    for (const { field } of collection.order) expect(field === 'id' || field in collection.entries, field).toBe(true);
    expect(collection.order.at(-1)?.field).toBe('id');
  });

  it('seeds items its own schema accepts, each field given, each key once (or starts empty, without a seed)', () => {
    const items = seedItems()[slug];
    expect(bundledContent[slug] !== undefined, 'bundled.ts has items for it exactly when it has a seed').toBe(collection.seed !== undefined);
    expect(items.length > 0, 'items exactly when it has a seed').toBe(collection.seed !== undefined);
    expect(new Set(items.map((item) => item.seedKey)).size).toBe(items.length);
    for (const { seedKey, fields } of items) {
      expect(Object.keys(fields).sort(), seedKey).toEqual(Object.keys(collection.entries).sort());
      const result = v.safeParse(collection.schemas.create, { ...fields, status: 'published' });
      expect(result.issues, seedKey).toBeUndefined();
    }
  });
});

it('lists each collection once, under the API path segment its descriptor names', () => {
  expect(contentCollections).toEqual(Object.keys(collections));
  expect(new Set(contentCollections.map((slug) => collections[slug].table)).size).toBe(contentCollections.length);
});
