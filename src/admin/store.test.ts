import { afterEach, describe, expect, it } from 'vitest';
import { adminStore, foldText, matchesQuery, resetAdminStore, signInHref } from './store';

afterEach(resetAdminStore);

describe('the admin search', () => {
  it('matches every word, whatever the case and accents', () => {
    expect(matchesQuery('', ['anything'])).toBe(true);
    expect(matchesQuery('  ', ['anything'])).toBe(true);
    expect(matchesQuery('evenement', ['Événement culturel'])).toBe(true);
    expect(matchesQuery('MARCHÉ nouveau', ['Un nouveau marché moderne'])).toBe(true);
    expect(matchesQuery('marché budget', ['Un nouveau marché moderne'])).toBe(false);
    expect(matchesQuery('budget', [null, undefined, 'Adoption du budget'])).toBe(true);
  });

  it('folds accents and case', () => {
    expect(foldText('Ça Évolue')).toBe('ca evolue');
  });
});

describe('the admin store', () => {
  it('keeps a string query and a non-negative unread count', () => {
    adminStore.getState().setQuery(42 as unknown as string);
    expect(adminStore.getState().query).toBe('');
    adminStore.getState().setUnread(-3);
    expect(adminStore.getState().unread).toBe(0);
  });

  it('sends a signed-out member to the sign-in page and back', () => {
    expect(signInHref('/admin-dtima/content/news?x=1')).toBe('/admin-dtima/login?next=%2Fadmin-dtima%2Fcontent%2Fnews%3Fx%3D1');
  });
});
