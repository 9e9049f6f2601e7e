import { describe, expect, it } from 'vitest';
import { expectBothLanguages } from '../../testing/content';
import type { NewsItem } from '../../collections/content';
import { articleDescription, articleInput, articleValues, emptyArticle, type ArticleValues } from './article';
import { formErrors } from './check';
import { asksToCreate, createHref } from './create-param';
import type { CollectionDescription } from './description';
import { firstRefused, withoutError } from '../../kit/ui/form-state';
import { collectionMessages } from './messages';
import {
  bilingual,
  collectionTexts,
  fieldOrder,
  getAt,
  imageFromUpload,
  requestBody,
  setAt,
  textAt,
  textIn,
  visibleItems,
  wholeNumber,
} from './values';

const market: NewsItem = {
  id: 2,
  status: 'published',
  version: 3,
  createdAt: '2025-05-02T08:00:00.000Z',
  updatedAt: '2025-05-12T09:30:00.000Z',
  title: { fr: 'Le nouveau marché moderne ouvre ses portes', en: 'The new modern market opens its doors' },
  content: { fr: 'Cent vingt boutiques et deux cents comptoirs couverts.', en: '' },
  date: '2023-07-06',
  image: { src: '/images/flash-news/modern-market.svg', width: 640, height: 400, alt: { fr: 'Le marché', en: 'The market' } },
  amount: null,
};

const news: CollectionDescription<'news', ArticleValues> = {
  collection: 'news',
  ...articleDescription<'news'>(),
  texts: collectionTexts({
    fr: Object.fromEntries(['intro', 'create', 'createTitle', 'editTitle', 'empty', 'loadFailed', 'created', 'createFailed', 'updated', 'updateFailed', 'deleted', 'deleteFailed', 'deleteTitle', 'deleteBody', 'conflict', 'deleteConflict', 'reload'].map((key) => [key, `${key} fr`])),
    en: Object.fromEntries(['intro', 'create', 'createTitle', 'editTitle', 'empty', 'loadFailed', 'created', 'createFailed', 'updated', 'updateFailed', 'deleted', 'deleteFailed', 'deleteTitle', 'deleteBody', 'conflict', 'deleteConflict', 'reload'].map((key) => [key, `${key} en`])),
  } as never),
};

describe('form values by path', () => {
  it('reads and writes nested values without touching the original', () => {
    const values = articleValues(market);
    const changed = setAt(values, 'title.en', 'The market is open');
    expect(getAt(changed, 'title.en')).toBe('The market is open');
    expect(values.title.en).toBe('The new modern market opens its doors');
    expect(changed.content).toBe(values.content);
    expect(getAt(values, 'image.width')).toBe(640);
    expect(getAt(values, 'nothing.here')).toBeUndefined();
    expect(setAt({}, 'link.label.fr', 'Voir')).toEqual({ link: { label: { fr: 'Voir' } } });
  });

  it('shows text and numbers in boxes, nothing else', () => {
    expect(textAt({ title: { fr: 'Titre' } }, 'title.fr')).toBe('Titre');
    expect(textAt({ position: 3 }, 'position')).toBe('3');
    expect(textAt({ image: null }, 'image')).toBe('');
  });

  it('reads a whole number typed in a box', () => {
    expect(wholeNumber(' 12 ', 0)).toBe(12);
    expect(wholeNumber('', 5)).toBe(5);
    expect(wholeNumber('1,5', 0)).toBeNaN();
    expect(wholeNumber('douze', 0)).toBeNaN();
  });
});

describe('an article ↔ its form', () => {
  it('fills the form from an item, as copies', () => {
    const values = articleValues(market);
    expect(values).toEqual({ title: market.title, content: market.content, image: market.image, imageFile: null });
    expect(values.title).not.toBe(market.title);
    expect(values.image).not.toBe(market.image);
  });

  it('sends the texts and the image, never the date or amount it does not show', () => {
    expect(articleInput(articleValues(market))).toEqual({ title: market.title, content: market.content, image: market.image });
    expect(articleInput(emptyArticle())).toEqual({ title: { fr: '', en: '' }, content: { fr: '', en: '' }, image: null });
  });

  it('adds the status, and the version of an edit', () => {
    const values = articleValues(market);
    expect(requestBody(news, values, 'draft')).toEqual({ title: market.title, content: market.content, image: market.image, status: 'draft' });
    expect(requestBody(news, values, 'published', 3)).toMatchObject({ status: 'published', version: 3 });
  });

  it('turns an upload into the image an item carries, decorative until described', () => {
    expect(imageFromUpload({ src: '/media/abc.png', width: 8, height: 5, type: 'image/png', size: 120 })).toEqual({
      src: '/media/abc.png',
      width: 8,
      height: 5,
      alt: { fr: '', en: '' },
    });
  });
});

describe('the form’s messages (the schema the server checks with)', () => {
  it('says SPEC’s messages for a short title and a short content, in both languages', () => {
    expect(formErrors(news, emptyArticle(), 'published', 'en')).toEqual({
      'title.fr': 'Title must be at least 3 characters.',
      'content.fr': 'Content must be at least 10 characters.',
    });
    expect(formErrors(news, emptyArticle(), 'published', 'fr')).toEqual({
      'title.fr': 'Le titre doit contenir au moins 3\u00a0caractères.',
      'content.fr': 'Le contenu doit contenir au moins 10\u00a0caractères.',
    });
  });

  it('accepts 3 and 10 characters once trimmed, and an empty English', () => {
    const values = setAt(setAt(emptyArticle(), 'title.fr', ' Mil '), 'content.fr', 'Récolte ok');
    expect(formErrors(news, values, 'draft', 'fr')).toEqual({});
    expect(formErrors(news, setAt(values, 'title.fr', 'Mi '), 'draft', 'fr')).toEqual({ 'title.fr': 'Le titre doit contenir au moins 3\u00a0caractères.' });
    expect(formErrors(news, setAt(values, 'title.en', 'Mi'), 'draft', 'en')).toEqual({ 'title.en': 'Title in English must be empty or at least 3 characters.' });
  });

  it('drops a field’s server message once the field changes, and finds the first refused field in the form’s order', () => {
    const errors = { 'content.fr': 'Trop court', 'title.en': 'Trop court' };
    expect(withoutError(errors, 'content.fr')).toEqual({ 'title.en': 'Trop court' });
    expect(withoutError(errors, 'title.fr')).toBe(errors);
    expect(fieldOrder(news)).toEqual(['title.fr', 'content.fr', 'title.en', 'content.en', 'image']);
    expect(firstRefused(fieldOrder(news), errors)).toBe('content.fr');
    expect(firstRefused(fieldOrder(news), { 'image.src': 'Invalide' })).toBe('image.src');
    expect(firstRefused(fieldOrder(news), {})).toBeUndefined();
  });
});

describe('the list', () => {
  it('shows an item’s English, or its French while the English is empty', () => {
    expect(textIn(market.title, 'en')).toBe('The new modern market opens its doors');
    expect(textIn(market.content, 'en')).toBe(market.content.fr);
    expect(textIn(null, 'fr')).toBe('');
  });

  it('keeps the items whose texts hold every word of the search, in either language, accents aside', () => {
    const budget = { ...market, id: 1, title: { fr: 'Le budget 2023 est adopté', en: 'The 2023 budget is adopted' } };
    const search = news.searchTexts;
    expect(visibleItems([market, budget], '', search)).toHaveLength(2);
    expect(visibleItems([market, budget], 'MARCHE', search)).toEqual([market]);
    expect(visibleItems([market, budget], 'budget adopted', search)).toEqual([budget]);
    expect(visibleItems([market, budget], 'forage', search)).toEqual([]);
  });
});

describe('a screen’s texts', () => {
  it('come from its catalogue in both languages', () => {
    const text = bilingual(collectionMessages);
    expect(text('action.saveDraft')).toEqual({ fr: 'Enregistrer le brouillon', en: 'Save Draft' });
    expect(news.texts.created).toEqual({ fr: 'created fr', en: 'created en' });
    expect(news.texts.publishNew).toBeUndefined();
  });

  it('shared by every screen, are written in both languages, French the French way', () => {
    expectBothLanguages(
      Object.fromEntries(Object.keys(collectionMessages.fr).map((key) => [key, { fr: collectionMessages.fr[key as never], en: collectionMessages.en[key as never] }])),
      'collectionMessages',
    );
    expect(collectionMessages.en['action.saveDraft']).toBe('Save Draft');
    expect(collectionMessages.en['action.publish']).toBe('Publish');
    expect(collectionMessages.fr['action.saveDraft']).toBe('Enregistrer le brouillon');
    expect(collectionMessages.fr['action.publish']).toBe('Publier');
    expect([collectionMessages.fr['status.published'], collectionMessages.fr['status.draft']]).toEqual(['Publié', 'Brouillon']);
    expect([collectionMessages.en['status.published'], collectionMessages.en['status.draft']]).toEqual(['Published', 'Draft']);
  });
});

describe('?create', () => {
  it('asks a screen for its blank form', () => {
    expect(asksToCreate('?create')).toBe(true);
    expect(asksToCreate('?lang=en&create=1')).toBe(true);
    expect(asksToCreate('?created')).toBe(false);
    expect(asksToCreate('')).toBe(false);
    expect(asksToCreate(undefined)).toBe(false);
    expect(createHref('/admin-dtima/content/news')).toBe('/admin-dtima/content/news?create');
  });
});
