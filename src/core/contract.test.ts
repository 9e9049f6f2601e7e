import { describe, expect, it } from 'vitest';
import { attributeName, describeExpected, parseProp, type PropSpec } from './contract';

const limit: PropSpec = { type: 'number', integer: true, min: 0, default: 0, doc: '' };
const open: PropSpec = { type: 'boolean', default: false, doc: '' };
const variant: PropSpec = { type: 'enum', values: ['full', 'compact'], default: 'full', doc: '' };
const tags: PropSpec = {
  type: 'json',
  default: [],
  expected: 'an array of strings',
  validate: (value): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string'),
  doc: '',
};

describe('parseProp', () => {
  it('treats absent values as not given', () => {
    expect(parseProp(limit, undefined)).toBeUndefined();
    expect(parseProp(limit, null)).toBeUndefined();
  });

  it('reads numbers within their bounds', () => {
    expect(parseProp(limit, '5')).toEqual({ ok: true, value: 5 });
    expect(parseProp(limit, 3)).toEqual({ ok: true, value: 3 });
    for (const bad of ['abc', '', '2.5', '-1', 'Infinity', Number.NaN]) expect(parseProp(limit, bad)).toEqual({ ok: false });
  });

  it('reads a bare boolean attribute as true', () => {
    expect(parseProp(open, '')).toEqual({ ok: true, value: true });
    expect(parseProp(open, 'true')).toEqual({ ok: true, value: true });
    expect(parseProp(open, 'false')).toEqual({ ok: true, value: false });
    expect(parseProp(open, 'maybe')).toEqual({ ok: false });
  });

  it('accepts only the listed enum values', () => {
    expect(parseProp(variant, 'compact')).toEqual({ ok: true, value: 'compact' });
    expect(parseProp(variant, 'tiny')).toEqual({ ok: false });
  });

  it('rejects malformed or misshapen JSON', () => {
    expect(parseProp(tags, '["a","b"]')).toEqual({ ok: true, value: ['a', 'b'] });
    expect(parseProp(tags, ['a'])).toEqual({ ok: true, value: ['a'] });
    expect(parseProp(tags, '{oops')).toEqual({ ok: false });
    expect(parseProp(tags, '[1,2]')).toEqual({ ok: false });
  });
});

describe('names and messages', () => {
  it('maps camelCase props to kebab-case attributes', () => {
    expect(attributeName('headingLevel', limit)).toBe('heading-level');
  });

  it('says what was expected', () => {
    expect(describeExpected(limit)).toBe('a whole number ≥ 0');
    expect(describeExpected(variant)).toBe('"full" or "compact"');
  });
});
