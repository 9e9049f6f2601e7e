import { describe, expect, it } from 'vitest';
import { expectBothLanguages } from '../../testing/content';
import { mayorScreen } from './mayor-screen';
import { adminMayorMessages } from './messages';

describe('the Mayor Updates screen', () => {
  it('has every text in French and English, French the French way', () => {
    expectBothLanguages(
      Object.fromEntries(Object.keys(adminMayorMessages.fr).map((key) => [key, { fr: adminMayorMessages.fr[key as never], en: adminMayorMessages.en[key as never] }])),
      'adminMayorMessages',
    );
  });

  it('edits the mayor’s updates as articles: title, text and an optional image', () => {
    expect(mayorScreen.collection).toBe('mayor-updates');
    expect(mayorScreen.localizedFields.map((field) => field.path)).toEqual(['title', 'content']);
    expect(mayorScreen.commonFields.map((field) => field.kind)).toEqual(['image']);
    expect(mayorScreen.texts.publishNew).toBeUndefined();
    expect(mayorScreen.texts.created).toEqual({ fr: 'Le message a été créé avec succès.', en: 'Mayor update has been created successfully.' });
  });
});
