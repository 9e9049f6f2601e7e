/*
 * The arithmetic of the kit's Carousel, kept free of React and the DOM so it is tested alone.
 * A "position" is one stop of the carousel; each position starts at a slide index and shows
 * `perView` slides from there (fewer on a last, partial page).
 */

/** How many slides show at once: a number, or one per width of the carousel itself. */
export type PerView = number | { base: number; md?: number; lg?: number };

/** `page`: a press moves by a whole view; `item`: by one slide. */
export type CarouselStep = 'page' | 'item';

/** Widths of the carousel (not the viewport) where `md` and `lg` apply, in rem. */
export const CAROUSEL_BREAKPOINTS_REM = { md: 40, lg: 64 } as const;

const atLeastOne = (count: number) => Math.max(1, Math.trunc(Number.isFinite(count) ? count : 1));

/**
 * The number of slides per view for a carousel `widthPx` wide; `remPx` is the root font size.
 * `lg` falls back to `md`, and `md` to `base`.
 */
export function perViewAt(perView: PerView, widthPx: number, remPx = 16): number {
  if (typeof perView === 'number') return atLeastOne(perView);
  const md = perView.md ?? perView.base;
  const lg = perView.lg ?? md;
  if (widthPx >= CAROUSEL_BREAKPOINTS_REM.lg * remPx) return atLeastOne(lg);
  if (widthPx >= CAROUSEL_BREAKPOINTS_REM.md * remPx) return atLeastOne(md);
  return atLeastOne(perView.base);
}

/**
 * The slide index each position starts at. `page`: 0, perView, 2·perView… (the last page may
 * be partial: with 10 slides three at a time, 0, 3, 6, 9). `item`: every slide from 0 to the
 * last that still fills a view, so the view never ends on a blank. One position when every
 * slide fits.
 */
export function positions(count: number, perView: number, step: CarouselStep): number[] {
  const view = atLeastOne(perView);
  if (count <= view) return [0];
  if (step === 'item') return Array.from({ length: count - view + 1 }, (_, index) => index);
  return Array.from({ length: Math.ceil(count / view) }, (_, page) => page * view);
}

/** How many positions (pages, for `step: 'page'`) the carousel has. */
export function pageCount(count: number, perView: number, step: CarouselStep): number {
  return positions(count, perView, step).length;
}

/**
 * The position showing `slide` first, or the nearest one before it: keeps the visitor's place
 * when the number per view changes with the carousel's width.
 */
export function positionOf(starts: readonly number[], slide: number): number {
  let found = 0;
  starts.forEach((start, position) => {
    if (start <= slide) found = position;
  });
  return found;
}

/**
 * The position after (`direction` 1) or before (-1) `current`, among `total`. With `loop` it
 * wraps both ways (last → first, first → last); without, it stops at either end.
 */
export function nextPosition(current: number, total: number, direction: 1 | -1, loop: boolean): number {
  if (total <= 1) return 0;
  const next = current + direction;
  if (loop) return ((next % total) + total) % total;
  return Math.min(Math.max(next, 0), total - 1);
}

/** Whether there is somewhere to go in `direction` from `current`. */
export function canMove(current: number, total: number, direction: 1 | -1, loop: boolean): boolean {
  if (total <= 1) return false;
  if (loop) return true;
  return direction === 1 ? current < total - 1 : current > 0;
}

/** The slides in view from `start`: the first and last index, inclusive. */
export function visibleRange(start: number, perView: number, count: number): { first: number; last: number } {
  const first = Math.min(Math.max(start, 0), Math.max(count - 1, 0));
  return { first, last: Math.max(first, Math.min(first + atLeastOne(perView), count) - 1) };
}

export function isVisible(slide: number, start: number, perView: number, count: number): boolean {
  const { first, last } = visibleRange(start, perView, count);
  return count > 0 && slide >= first && slide <= last;
}
