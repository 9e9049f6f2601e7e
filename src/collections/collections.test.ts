import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { paths } from '../content/site-map';
import { readProgram } from '../features/live/programs';
import { readQuickLink } from '../features/live/quick-links';
import { LANGUAGES } from '../runtime/store';
import { expectBothLanguages } from '../testing/content';
import { activitySentence } from '../widgets/admin-dashboard/activity';
import { screenOf } from '../widgets/admin-notifications/inbox';
import { bundledContent, seedItems } from './bundled';
import { isNullable } from './define';
import { collectionOf, collections, contentCollections, publishedSummary } from './index';
import { quickLinksCollection } from './quick-links';
import { programsCollection } from './programs';

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

describe('link targets', () => {
  const tile = { label: { fr: 'Impôts', en: 'Taxes' }, description: { fr: 'Payer la taxe communale', en: 'Pay the council tax' }, icon: 'tax', position: 1, status: 'published' };
  const apiTile = (href: string) => ({ ...tile, id: 7, href, version: 1, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' });
  const accepts = (href: string) => v.safeParse(quickLinksCollection.schemas.create, { ...tile, href }).success;
  const reads = (href: string) => {
    try {
      readQuickLink(apiTile(href));
      return true;
    } catch {
      return false;
    }
  };

  it.each([
    ['/services/tax', true],
    ['/', true],
    ['/guide-pratique#hotels', true],
    ['https://www.impots.cm', true],
    ['mailto:etat-civil@commune-dtima.cm', true],
    ['tel:+237222291452', true],
    ['tel:+237-222-29-14-52', true],
    ['//evil.example/phish', false],
    ['/\\evil.example/phish', false],
    ['https://', false],
    ['https:///evil.example', false],
    ['http://www.impots.cm', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['mailto:nobody', false],
    ['tel:ask the town hall', false],
    ['services/tax', false],
  ])('a quick link to %s: %s, for the server’s schema and the page’s reader alike', (href, ok) => {
    expect(accepts(href)).toBe(ok);
    expect(reads(href)).toBe(ok);
  });

  it('says what a quick link may open, in both languages', () => {
    const issue = (lang: 'fr' | 'en') => v.safeParse(quickLinksCollection.schemas.create, { ...tile, href: '//evil.example/phish' }, { lang }).issues?.[0]?.message;
    expect(issue('fr')).toBe('La cible doit être une page du site (commençant par un seul /), une adresse https://, un courriel (mailto:…) ou un numéro de téléphone (tel:…).');
    expect(issue('en')).toBe('Target must be a page of the site (starting with a single /), an https:// address, an e-mail (mailto:…) or a phone number (tel:…).');
  });

  it('keeps a programme’s link to a page of the site or an https address, never //…', () => {
    const programme = { title: { fr: 'Forages', en: 'Boreholes' }, description: { fr: 'Trois forages dans les quartiers.', en: 'Three boreholes in the districts.' }, type: 'project', status: 'published' };
    const link = (href: string) => ({ ...programme, link: { href, label: { fr: 'Le projet en détail', en: 'The project in detail' } } });
    expect(v.safeParse(programsCollection.schemas.create, link('/business/projects')).success).toBe(true);
    expect(v.safeParse(programsCollection.schemas.create, link('//evil.example/phish')).success).toBe(false);
    expect(v.safeParse(programsCollection.schemas.create, link('mailto:maire@commune-dtima.cm')).success).toBe(false);
    expect(() => readProgram({ ...link('//evil.example/phish'), id: 3, version: 1, phase: 'planning', image: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' })).toThrow(
      'link.href must be a path of the site ("/…", not "//…") or an https:// address',
    );
  });
});
