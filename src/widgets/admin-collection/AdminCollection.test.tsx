import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../../admin/collection/check';
import { collectionAt, collectionPages, collectionPagesOf } from '../../admin/collection/pages';
import { collections, contentCollections } from '../../collections';
import type { CollectionDescriptor } from '../../collections/define';
import { expectBothLanguages } from '../../testing/content';
import { seededAnswers } from '../../testing/live-fixtures';
import { collectionScreen, screenTexts } from './collection-screen';
import { adminCollectionMessages } from './messages';

const answers = seededAnswers();

describe('the generic collection screen’s texts', () => {
  it('are all written in French and English, French the French way', () => {
    expectBothLanguages(
      Object.fromEntries(Object.keys(adminCollectionMessages.fr).map((key) => [key, { fr: adminCollectionMessages.fr[key as never], en: adminCollectionMessages.en[key as never] }])),
      'adminCollectionMessages',
    );
  });

  it.each(contentCollections)('name the items of %s with its labels, leaving only the item’s {label} to fill', (slug) => {
    const texts = screenTexts(collections[slug].labels);
    expectBothLanguages(texts, `${slug} texts`);
    for (const [key, text] of Object.entries(texts)) {
      for (const lang of ['fr', 'en'] as const) expect(text[lang].match(/\{\w+\}/g) ?? [], `${key} (${lang})`).toEqual(key === 'deleteTitle' ? ['{label}'] : []);
    }
    expect(texts.create.fr).toBe(`Créer ${collections[slug].labels.indefinite.fr}`);
  });

  it('say « élément », whatever the gender of the collection’s items', () => {
    const texts = screenTexts(collections.news.labels);
    expect(texts.create).toEqual({ fr: 'Créer une actualité', en: 'Create a news article' });
    expect(texts.editTitle).toEqual({ fr: 'Modifier l’actualité', en: 'Edit the news article' });
    expect(texts.deleteTitle).toEqual({ fr: 'Mettre l’actualité «\u00a0{label}\u00a0» à la corbeille\u00a0?', en: 'Move the news article “{label}” to the trash?' });
    expect(texts.created.fr).toBe('L’élément a été créé avec succès.');
  });
});

describe('the generic screen’s description, read from a collection’s descriptor', () => {
  it.each(contentCollections)('%s: every seeded item passes its schema as the form sends it back, and keeps its fields', (slug) => {
    const screen = collectionScreen(slug);
    const schema = collections[slug].schemas.create as v.GenericSchema;
    for (const item of answers[slug]) {
      const values = screen.toValues(item as never);
      expect(formErrors(screen, values, 'published', 'fr'), `${slug} ${item.id}`).toEqual({});
      const input = screen.toInput(values) as Record<string, unknown>;
      for (const [field, value] of Object.entries(input)) expect(value, `${slug} ${item.id} ${field}`).toEqual((item as unknown as Record<string, unknown>)[field]);
      expect(v.safeParse(schema, { ...input, status: 'draft' }).success).toBe(true);
    }
  });

  it('asks for the French of each required text, then the other fields in their order', () => {
    const events = collectionScreen('events');
    expect(events.localizedFields.map((field) => [field.path, field.label.fr, field.required ?? false])).toEqual([
      ['title', 'Titre', true],
      ['description', 'Description', true],
      ['location', 'Lieu', false],
    ]);
    expect(events.commonFields.map((field) => field.kind === 'text' && [field.path, field.type, field.required])).toEqual([
      ['date', 'date', true],
      ['start', 'time', true],
      ['end', 'time', true],
      // The category: a choice, not a text.
      false,
    ]);
    expect(events.columns('fr').map((column) => column.label)).toEqual(['Titre', 'Lieu', 'Date', 'Statut', 'Dernière modification']);
    expect(events.columns('en').map((column) => column.label)).toEqual(['Title', 'Location', 'Date', 'Status', 'Last modified']);
  });

  it('offers a choice for a field with options, a number box for a whole number, nothing for a json field', () => {
    const programs = collectionScreen('programs');
    expect(programs.commonFields.map((field) => [field.kind, 'path' in field ? field.path : ''])).toEqual([
      ['select', 'type'],
      ['select', 'phase'],
      ['image', 'image'],
      ['text', 'position'],
    ]);
    const type = programs.commonFields[0]!;
    expect(type.kind === 'select' && type.options.map((option) => option.label.en)).toEqual(['Agenda', 'Project']);
    expect(programs.emptyValues()).toMatchObject({ type: '', phase: 'planning', position: '0', image: null, imageFile: null });
    expect(programs.toInput({ ...programs.emptyValues(), position: '' })).toMatchObject({ position: 0 });
    expect(programs.toInput(programs.emptyValues())).not.toHaveProperty('link');
  });

  it('sends an empty whole number of a nullable column as null, and says what the form refuses in the schema’s words', () => {
    const news = collectionScreen('news');
    expect(news.toInput({ ...news.emptyValues(), amount: '' })).toMatchObject({ amount: null });
    expect(news.toInput({ ...news.emptyValues(), amount: '1500' })).toMatchObject({ amount: 1500 });
    expect(formErrors(news, news.emptyValues(), 'published', 'fr')).toMatchObject({ 'title.fr': 'Le titre doit contenir au moins 3\u00a0caractères.' });
  });

  it('names and finds an item by its title (or label), in the page language', () => {
    const links = collectionScreen('quick-links');
    const first = answers['quick-links'][0]!;
    expect(links.labelOf(first as never, 'en')).toBe(first.label.en);
    expect(links.searchTexts(first as never)).toEqual(expect.arrayContaining([first.label.fr, first.label.en, first.href]));
  });
});

describe('the staff pages of the collections without a screen of their own', () => {
  const documents = {
    ...collections.news,
    slug: 'documents',
    table: 'documents',
    screen: undefined,
    labels: { ...collections.news.labels, plural: { fr: 'Documents', en: 'Documents' } },
    adminPaths: ['/admin-dtima/content/documents'],
  } as unknown as CollectionDescriptor;

  it('are those of the registered collections without `screen: \'own\'` (none of the five that have their own)', () => {
    const generic = contentCollections.filter((slug) => (collections[slug] as CollectionDescriptor).screen !== 'own');
    expect(collectionPages.map((page) => page.collection)).toEqual(generic);
    expect(generic.filter((slug) => ['news', 'mayor-updates', 'events', 'programs', 'quick-links'].includes(slug))).toEqual([]);
  });

  it('put a new collection at its first admin path, titled with its plural in both languages', () => {
    const pages = collectionPagesOf([collections.news as unknown as CollectionDescriptor, documents]);
    expect(pages).toEqual([
      {
        collection: 'documents',
        path: '/admin-dtima/content/documents',
        title: { fr: 'Documents', en: 'Documents' },
        description: expect.objectContaining({ fr: expect.stringContaining('«\u00a0Documents\u00a0»') }),
        summary: expect.objectContaining({ en: expect.stringContaining('“Documents”') }),
      },
    ]);
    expectBothLanguages(pages[0], 'documents page');
    expect(collectionAt('/admin-dtima/content/documents', pages)).toBe('documents');
    expect(collectionAt('/admin-dtima/content/news', pages)).toBeUndefined();
  });
});
