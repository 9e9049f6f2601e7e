import { describe, expect, it } from 'vitest';
import { canMove, nearestSlide, nextPosition, pageCount, perViewSettings, positionOf, positions, scrollPosition } from './carousel-logic';

describe('perViewSettings', () => {
  it('gives base, md and lg, lg falling back to md and md to base', () => {
    expect(perViewSettings({ base: 1, md: 2, lg: 3 })).toEqual({ base: 1, md: 2, lg: 3 });
    expect(perViewSettings({ base: 1, md: 2 })).toEqual({ base: 1, md: 2, lg: 2 });
    expect(perViewSettings({ base: 2 })).toEqual({ base: 2, md: 2, lg: 2 });
    expect(perViewSettings(3)).toEqual({ base: 3, md: 3, lg: 3 });
  });

  it('always shows at least one whole slide', () => {
    expect(perViewSettings(0).base).toBe(1);
    expect(perViewSettings(2.7).base).toBe(2);
    expect(perViewSettings(Number.NaN).base).toBe(1);
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

describe('scrollPosition', () => {
  // Ten slides 100 px wide with a 20 px gap, three per view in a 340 px scroller.
  const offsets = [...Array(10).keys()].map((slide) => slide * 120);
  const maxScroll = 9 * 120 + 100 - 340;

  it('finds the stop whose first slide is nearest the scroll', () => {
    const starts = positions(10, 3, 'page');
    expect(scrollPosition(starts, offsets, 0, maxScroll)).toBe(0);
    expect(scrollPosition(starts, offsets, 360, maxScroll)).toBe(1);
    expect(scrollPosition(starts, offsets, 370, maxScroll)).toBe(1);
    expect(scrollPosition(positions(10, 3, 'item'), offsets, 250, maxScroll)).toBe(2);
  });

  it('is the last stop at the end of the scroll, even when the last page cannot reach its first slide', () => {
    const starts = positions(10, 3, 'page');
    expect(scrollPosition(starts, offsets, maxScroll, maxScroll)).toBe(3);
    expect(scrollPosition(starts, offsets, maxScroll - 0.5, maxScroll)).toBe(3);
  });

  it('knows the slide a view begins with', () => {
    expect(nearestSlide(offsets, 0)).toBe(0);
    expect(nearestSlide(offsets, 130)).toBe(1);
    expect(nearestSlide(offsets, 2000)).toBe(9);
  });

  it('is the only stop when everything fits', () => {
    expect(scrollPosition([0], offsets.slice(0, 3), 0, 0)).toBe(0);
  });
});
