/*
 * The arithmetic of the kit's Carousel, kept free of React and the DOM so it is tested alone.
 * A "position" is one stop of the carousel; each position starts at a slide index and shows
 * `perView` slides from there (fewer on a last, partial page).
 */

/** How many slides show at once: a number, or one per width of the carousel itself (md ≥ 40rem, lg ≥ 64rem, in its CSS). */
export type PerView = number | { base: number; md?: number; lg?: number };

/** `page`: a press moves by a whole view; `item`: by one slide. */
export type CarouselStep = 'page' | 'item';

const atLeastOne = (count: number) => Math.max(1, Math.trunc(Number.isFinite(count) ? count : 1));

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

/** The slides per view at each width of the carousel, `lg` falling back to `md` and `md` to `base`: what the CSS reads. */
export function perViewSettings(perView: PerView): { base: number; md: number; lg: number } {
  if (typeof perView === 'number') {
    const view = atLeastOne(perView);
    return { base: view, md: view, lg: view };
  }
  const md = perView.md ?? perView.base;
  return { base: atLeastOne(perView.base), md: atLeastOne(md), lg: atLeastOne(perView.lg ?? md) };
}

/**
 * The position a scroller stands at: `starts` are the positions' first slides, `offsets` where
 * each slide starts along the scroller (px from the first), `scrollLeft` and `maxScroll` the
 * scroller's. At either end it is the first or last position, whatever slide sits there: a last,
 * partial page cannot scroll to its own first slide, and Next must still know it is at the end.
 */
export function scrollPosition(starts: readonly number[], offsets: readonly number[], scrollLeft: number, maxScroll: number): number {
  if (starts.length <= 1 || scrollLeft <= 1) return 0;
  if (scrollLeft >= maxScroll - 1) return starts.length - 1;
  return positionOf(starts, nearestSlide(offsets, scrollLeft));
}

/** The slide whose start (`offsets`, px from the first) is nearest the scroll: the one a view begins with. */
export function nearestSlide(offsets: readonly number[], scrollLeft: number): number {
  let nearest = 0;
  offsets.forEach((offset, slide) => {
    if (Math.abs(offset - scrollLeft) < Math.abs(offsets[nearest] - scrollLeft)) nearest = slide;
  });
  return nearest;
}
