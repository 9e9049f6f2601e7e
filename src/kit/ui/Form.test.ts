import { describe, expect, it } from 'vitest';
import { contentSchemas } from '../../collections/content';
import { validateForm } from './Form';

describe('validateForm', () => {
  it('gives the server schema’s messages, per field, in the page language', () => {
    const values = { title: { fr: 'Ab', en: '' }, content: { fr: 'La campagne de vaccination du bétail reprend lundi.', en: '' } };
    const fr = validateForm(contentSchemas.news.create, values, 'fr');
    const en = validateForm(contentSchemas.news.create, values, 'en');
    expect(fr).toEqual({ success: false, errors: { 'title.fr': 'Le titre doit contenir au moins 3 caractères.' } });
    expect(en).toEqual({ success: false, errors: { 'title.fr': 'Title must be at least 3 characters.' } });
  });

  it('gives the parsed output when the values pass', () => {
    const result = validateForm(contentSchemas.news.create, { title: { fr: '  Marché de Dtima  ' }, content: { fr: 'Le marché à bétail ouvre dimanche.' } }, 'fr');
    expect(result).toMatchObject({ success: true, output: { title: { fr: 'Marché de Dtima' } } });
  });
});
