import { describe, expect, it } from 'vitest';
import { sortRows } from './table-sort';

const rows = [
  { title: 'Étape 10', views: 3, date: '2025-05-02' },
  { title: 'atelier', views: 12, date: '' },
  { title: 'Étape 2', views: 1, date: '2025-04-28' },
  { title: 'Zébu', views: 12, date: '2025-05-20' },
];

describe('sortRows', () => {
  it('sorts text as the language does, numbers inside words by value, and reverses', () => {
    expect(sortRows(rows, (row) => row.title, 'ascending', 'fr').map((row) => row.title)).toEqual(['atelier', 'Étape 2', 'Étape 10', 'Zébu']);
    expect(sortRows(rows, (row) => row.title, 'descending', 'en').map((row) => row.title)).toEqual(['Zébu', 'Étape 10', 'Étape 2', 'atelier']);
  });

  it('sorts numbers as numbers, keeping equal rows in their order', () => {
    expect(sortRows(rows, (row) => row.views, 'descending', 'fr').map((row) => row.title)).toEqual(['atelier', 'Zébu', 'Étape 10', 'Étape 2']);
  });

  it('puts empty values last in both directions and leaves the input alone', () => {
    const copy = [...rows];
    expect(sortRows(rows, (row) => row.date, 'ascending', 'fr').at(-1)!.title).toBe('atelier');
    expect(sortRows(rows, (row) => row.date, 'descending', 'fr').at(-1)!.title).toBe('atelier');
    expect(rows).toEqual(copy);
  });
});
