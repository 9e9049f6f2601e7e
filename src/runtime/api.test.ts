import { describe, expect, it } from 'vitest';
import { minutesToWait } from './api';

describe('minutesToWait', () => {
  it('rounds the wait up to whole minutes, at least one', () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60)).toBe(1);
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(900)).toBe(15);
    expect(minutesToWait(0)).toBeUndefined();
    expect(minutesToWait(undefined)).toBeUndefined();
  });
});
