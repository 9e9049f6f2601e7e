import { describe, expect, it } from 'vitest';
import { compareStates } from './compare';
import type { CommonFieldSpec, LocalizedFieldSpec } from './description';

const description: { localizedFields: LocalizedFieldSpec[]; commonFields: CommonFieldSpec[] } = {
  localizedFields: [
    { path: 'title', label: { fr: 'Titre', en: 'Title' }, required: true },
    { path: 'content', label: { fr: 'Contenu', en: 'Content' }, multiline: true },
  ],
  commonFields: [
    { kind: 'text', path: 'date', type: 'date', label: { fr: 'Date', en: 'Date' } },
    { kind: 'select', path: 'category', label: { fr: 'Catégorie', en: 'Category' }, options: [{ id: 'sport', label: { fr: 'Sport', en: 'Sport' } }, { id: 'culture', label: { fr: 'Culture', en: 'Culture' } }] },
    { kind: 'row', label: { fr: 'Horaire', en: 'Time' }, fields: [{ kind: 'text', path: 'start', type: 'time', label: { fr: 'Début', en: 'Start' } }] },
    { kind: 'text', path: 'publishAt', type: 'datetime-local', label: { fr: 'Publier le', en: 'Publish on' } },
    { kind: 'image', path: 'image', filePath: 'imageFile', label: { fr: 'Image', en: 'Image' } },
  ],
};

const image = { src: '/media/marche.webp', width: 640, height: 400 };
const before = {
  values: { title: { fr: 'Le marché ouvre', en: '' }, content: { fr: 'Texte\r\n', en: 'Text' }, date: '2025-05-20', category: 'sport', start: '08:30', publishAt: '', image },
  status: 'published' as const,
};

describe('what the side-by-side view compares (compareStates)', () => {
  it('goes through every field, French then English, then the shared ones and the status, in words', () => {
    const after = {
      values: { ...before.values, title: { fr: 'Le marché ouvre enfin', en: 'The market opens' }, category: 'culture', publishAt: '2025-06-01T07:00' },
      status: 'draft' as const,
    };
    const rows = compareStates(description, before, after, 'fr');
    expect(rows.map((row) => row.label)).toEqual(['Titre', 'Contenu', 'Titre en anglais', 'Contenu en anglais', 'Date', 'Catégorie', 'Horaire — Début', 'Publier le', 'Image', 'Statut']);
    expect(rows.filter((row) => row.changed).map((row) => row.key)).toEqual(['title.fr', 'title.en', 'category', 'publishAt', 'status']);
    const by = (key: string) => rows.find((row) => row.key === key)!;
    expect(by('date').left.text).toBe('20 mai 2025');
    expect(by('publishAt').right.text).toBe('01 juin 2025 à 07:00');
    expect(by('category').right.text).toBe('Culture');
    expect(by('status').left.text).toBe('Publié');
    expect(by('status').right.text).toBe('Brouillon');
    expect(by('title.en')).toMatchObject({ textLang: 'en', left: { text: '' } });
    // Line endings and trailing spaces are no change.
    expect(by('content.fr').changed).toBe(false);
    expect(by('image').left).toMatchObject({ text: 'marche.webp', image });
  });

  it('counts a picked file as a changed image, named by the file', () => {
    const mine = { values: { ...before.values, imageFile: new File([new Uint8Array(4)], 'nouveau-marche.png', { type: 'image/png' }) } };
    const row = compareStates(description, before, mine, 'en').find((candidate) => candidate.key === 'image')!;
    expect(row).toMatchObject({ changed: true, right: { text: 'nouveau-marche.png', fileName: 'nouveau-marche.png' } });
  });

  it('leaves the status out when neither state has one', () => {
    const rows = compareStates(description, { values: before.values }, { values: before.values }, 'en');
    expect(rows.some((row) => row.key === 'status')).toBe(false);
    expect(rows.every((row) => !row.changed)).toBe(true);
  });
});
