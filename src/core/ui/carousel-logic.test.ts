import { describe, expect, it } from 'vitest';
import { canMove, isVisible, nextPosition, pageCount, perViewAt, positionOf, positions, visibleRange } from './carousel-logic';

describe('perViewAt', () => {
  const flash = { base: 1, md: 2, lg: 3 };

  it('picks base, md (≥ 40rem) or lg (≥ 64rem) by the carousel’s own width', () => {
    expect(perViewAt(flash, 374)).toBe(1);
    expect(perViewAt(flash, 639.9)).toBe(1);
    expect(perViewAt(flash, 640)).toBe(2);
    expect(perViewAt(flash, 1023)).toBe(2);
    expect(perViewAt(flash, 1024)).toBe(3);
    expect(perViewAt(flash, 1264)).toBe(3);
  });

  it('follows the root font size for rem', () => {
    expect(perViewAt(flash, 700, 20)).toBe(1);
    expect(perViewAt(flash, 800, 20)).toBe(2);
  });

  it('falls back from lg to md to base, and keeps a plain number at every width', () => {
    expect(perViewAt({ base: 1, md: 2 }, 2000)).toBe(2);
    expect(perViewAt({ base: 2 }, 2000)).toBe(2);
    expect(perViewAt(3, 200)).toBe(3);
  });

  it('always shows at least one whole slide', () => {
    expect(perViewAt(0, 500)).toBe(1);
    expect(perViewAt(2.7, 500)).toBe(2);
    expect(perViewAt(Number.NaN, 500)).toBe(1);
  });
});

describe('positions', () => {
  it('moves ten partners three at a time: 0, 3, 6, then the last one alone', () => {
    expect(positions(10, 3, 'page')).toEqual([0, 3, 6, 9]);
    expect(pageCount(10, 3, 'page')).toBe(4);
    expect(positions(9, 3, 'page')).toEqual([0, 3, 6]);
  });

  it('moves by one slide and never past the last full view', () => {
    expect(positions(3, 1, 'item')).toEqual([0, 1, 2]);
    expect(positions(3, 2, 'item')).toEqual([0, 1]);
    expect(positions(10, 3, 'item')).toHaveLength(8);
  });

  it('has a single position when every slide fits', () => {
    expect(positions(3, 3, 'item')).toEqual([0]);
    expect(positions(2, 3, 'page')).toEqual([0]);
    expect(positions(0, 1, 'item')).toEqual([0]);
  });
});

describe('nextPosition', () => {
  it('wraps both ways with loop', () => {
    expect(nextPosition(3, 4, 1, true)).toBe(0);
    expect(nextPosition(0, 4, -1, true)).toBe(3);
    expect(nextPosition(1, 4, 1, true)).toBe(2);
  });

  it('stops at either end without loop', () => {
    expect(nextPosition(3, 4, 1, false)).toBe(3);
    expect(nextPosition(0, 4, -1, false)).toBe(0);
    expect(canMove(3, 4, 1, false)).toBe(false);
    expect(canMove(0, 4, -1, false)).toBe(false);
    expect(canMove(0, 4, 1, false)).toBe(true);
    expect(canMove(0, 4, -1, true)).toBe(true);
  });

  it('stays put when there is one position', () => {
    expect(nextPosition(0, 1, 1, true)).toBe(0);
    expect(canMove(0, 1, 1, true)).toBe(false);
  });
});

describe('positionOf', () => {
  it('finds the position showing a slide first, or the one before it', () => {
    expect(positionOf([0, 3, 6, 9], 6)).toBe(2);
    expect(positionOf([0, 3, 6, 9], 7)).toBe(2);
    expect(positionOf([0, 2, 4], 3)).toBe(1);
    expect(positionOf([0], 5)).toBe(0);
  });

  it('keeps the place when the view narrows or widens', () => {
    // Slide 2 first at one per view; at two per view (item step) the last position is 1.
    expect(positionOf(positions(3, 2, 'item'), 2)).toBe(1);
    expect(positionOf(positions(3, 3, 'item'), 2)).toBe(0);
  });
});

describe('visibleRange', () => {
  it('covers perView slides from the start, cut at the end', () => {
    expect(visibleRange(3, 3, 10)).toEqual({ first: 3, last: 5 });
    expect(visibleRange(9, 3, 10)).toEqual({ first: 9, last: 9 });
    expect(visibleRange(0, 3, 2)).toEqual({ first: 0, last: 1 });
  });

  it('says which slides are in view', () => {
    expect([...Array(10).keys()].filter((slide) => isVisible(slide, 6, 3, 10))).toEqual([6, 7, 8]);
    expect(isVisible(0, 0, 1, 0)).toBe(false);
  });
});
