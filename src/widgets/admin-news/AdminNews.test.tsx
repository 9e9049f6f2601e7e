import { describe, expect, it } from 'vitest';
import { flashNews } from '../../content/flash-news';
import { formErrors } from '../../admin/collection/check';
import type { NewsItem } from '../../collections/content';
import { expectBothLanguages } from '../../testing/content';
import { adminNewsMessages } from './messages';
import { newsScreen } from './news-screen';

const asItem = (index: number): NewsItem => {
  const source = flashNews[index]!;
  return {
    id: source.id,
    status: 'published',
    version: 1,
    createdAt: '2025-05-01T08:00:00.000Z',
    updatedAt: '2025-05-01T08:00:00.000Z',
    title: source.title,
    content: source.description,
    date: source.date,
    image: source.image,
    amount: source.amount ?? null,
  };
};

describe('the News screen’s texts', () => {
  it('are all written in French and English, French the French way', () => {
    expectBothLanguages(
      Object.fromEntries(Object.keys(adminNewsMessages.fr).map((key) => [key, { fr: adminNewsMessages.fr[key as never], en: adminNewsMessages.en[key as never] }])),
      'adminNewsMessages',
    );
  });

  it('say what SPEC says, word for word', () => {
    expect(newsScreen.texts.publishNew).toEqual({ fr: 'Créer l’article', en: 'Create Article' });
    expect(newsScreen.texts.publishingNew).toEqual({ fr: 'Création…', en: 'Creating...' });
    expect(newsScreen.texts.created).toEqual({ fr: 'L’article a été créé avec succès.', en: 'News article has been created successfully.' });
    expect(newsScreen.texts.createFailed).toEqual({ fr: 'La création de l’article a échoué. Veuillez réessayer.', en: 'Failed to create news article. Please try again.' });
  });
});

describe('the News screen’s description', () => {
  it('edits what the API stores: every article of the site passes the schema as its form sends it', () => {
    for (const index of flashNews.keys()) {
      const values = newsScreen.toValues(asItem(index));
      expect(formErrors(newsScreen, values, 'published', 'fr'), flashNews[index]!.title.fr).toEqual({});
      expect(newsScreen.toInput(values)).toEqual({ title: flashNews[index]!.title, content: flashNews[index]!.description, image: flashNews[index]!.image });
    }
  });

  it('lists title, status and last change, newest change first, and asks for a title and a text in French', () => {
    expect(newsScreen.columns('fr').map((column) => column.label)).toEqual(['Titre', 'Statut', 'Dernière modification']);
    expect(newsScreen.columns('en').map((column) => column.label)).toEqual(['Title', 'Status', 'Last modified']);
    expect(newsScreen.defaultSort).toEqual({ column: 'updated', direction: 'descending' });
    expect(newsScreen.localizedFields.map((field) => [field.path, field.required])).toEqual([
      ['title', true],
      ['content', true],
    ]);
    expect(newsScreen.commonFields.map((field) => field.kind)).toEqual(['image']);
    expect(newsScreen.labelOf(asItem(1), 'en')).toBe('The new modern market opens its doors');
  });
});
