import { describe, expect, it } from 'vitest';
import { hashTarget, idFromHash, openForTarget } from './hash-target';

const CATEGORIES = ['education', 'health-services', 'social-affairs'] as const;

describe('idFromHash', () => {
  it('reads the id after the #, decoded', () => {
    expect(idFromHash('#health-services')).toBe('health-services');
    expect(idFromHash('#health%2Dservices')).toBe('health-services');
    expect(idFromHash('#sites_2')).toBe('sites_2');
  });

  it('refuses what cannot be an id', () => {
    for (const hash of ['', '#', 'health-services', '#%E0%A4%A', '#a b', '#"]', '#1abc', '#-x', `#${'a'.repeat(65)}`, '#a#b']) {
      expect(idFromHash(hash), hash).toBeUndefined();
    }
  });
});

describe('hashTarget', () => {
  it('names one of the given ids, or none', () => {
    expect(hashTarget('#social-affairs', CATEGORIES)).toBe('social-affairs');
    expect(hashTarget('#Social-Affairs', CATEGORIES)).toBeUndefined();
    expect(hashTarget('#security', CATEGORIES)).toBeUndefined();
    expect(hashTarget('', CATEGORIES)).toBeUndefined();
    expect(hashTarget('#education', [])).toBeUndefined();
  });
});

describe('openForTarget', () => {
  it('opens only the target where one item is open at a time', () => {
    expect(openForTarget(new Set(['education']), 'health-services', false)).toEqual(new Set(['health-services']));
  });

  it('adds the target to the open items where several may be open, without touching the input', () => {
    const open = new Set(['hotels']);
    expect(openForTarget(open, 'events', true)).toEqual(new Set(['hotels', 'events']));
    expect(openForTarget(open, 'hotels', true)).toEqual(new Set(['hotels']));
    expect(open).toEqual(new Set(['hotels']));
  });
});
