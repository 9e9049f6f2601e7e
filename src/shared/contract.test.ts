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

  it('reads a boolean attribute whose value is its own name as true, as HTML does', () => {
    expect(parseProp(open, 'open', 'open')).toEqual({ ok: true, value: true });
    expect(parseProp(open, 'OPEN', 'open')).toEqual({ ok: true, value: true });
    expect(parseProp(open, 'opened', 'open')).toEqual({ ok: false });
  });

  it('refuses property values that are not booleans for a boolean', () => {
    for (const bad of [0, 1, -1, {}, [], Object.create(null)]) expect(parseProp(open, bad, 'open')).toEqual({ ok: false });
  });

  it('takes text for a string prop, and refuses objects rather than showing [object Object]', () => {
    const path: PropSpec = { type: 'string', default: '', doc: '' };
    expect(parseProp(path, '/events')).toEqual({ ok: true, value: '/events' });
    expect(parseProp(path, 5)).toEqual({ ok: true, value: '5' });
    for (const bad of [{}, [], Object.create(null), Symbol('x'), () => 1]) expect(parseProp(path, bad)).toEqual({ ok: false });
  });

  it('reads only decimal numbers from attributes', () => {
    for (const bad of ['0x3', '1e1', '0b1', ' ', '3px']) expect(parseProp(limit, bad), bad).toEqual({ ok: false });
    expect(parseProp(limit, ' 7 ')).toEqual({ ok: true, value: 7 });
    expect(parseProp(limit, '+4')).toEqual({ ok: true, value: 4 });
  });

  it('never throws, whatever it is given', () => {
    const hostile = new Proxy({}, { get: () => { throw new Error('trap'); }, getPrototypeOf: () => { throw new Error('trap'); } });
    for (const spec of [limit, open, variant, tags, { type: 'string', default: '', doc: '' } as PropSpec]) {
      for (const raw of [Object.create(null), hostile, Symbol('s'), 10n]) expect(() => parseProp(spec, raw)).not.toThrow();
    }
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
