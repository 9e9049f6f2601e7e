import clsx from 'clsx';
import {
  Children,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Button } from './Button';
import { carouselMessages } from './carousel-messages';
import { canMove, nearestSlide, nextPosition, perViewSettings, positions, scrollPosition, type CarouselStep, type PerView } from './carousel-logic';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import { useI18n } from '../../runtime/i18n/react';

export type { CarouselStep, PerView } from './carousel-logic';

export interface CarouselAutoplay {
  /** Time each view stays before the next one, in milliseconds. */
  intervalMs: number;
}

export interface CarouselProps {
  /** One child per slide (give each a `key`). */
  children: ReactNode;
  /** The carousel's name; or name it by a visible heading with `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Slides per view: a number, or `{ base, md, lg }` by the carousel's own width (md ≥ 40rem, lg ≥ 64rem). Default 1. */
  perView?: PerView;
  /** `item` (default): Previous/Next move by one slide; `page`: by a whole view. */
  step?: CarouselStep;
  /** Where the first slide of a view sits. Only `start` for now. */
  align?: 'start';
  /** Previous on the first view goes to the last, Next on the last to the first. Default false (auto-advance always wraps). */
  loop?: boolean;
  /**
   * Advances by itself. It pauses while the pointer is over the carousel or keyboard focus is in
   * it, shows a Pause/Play button, and starts paused when the visitor prefers reduced motion.
   */
  autoplay?: CarouselAutoplay;
  /** Accessible names of the Previous and Next buttons (default "Diapositive précédente/suivante"). */
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/** Slides per view the stylesheet knows (Carousel.css gives each value its rule). */
const MAX_PER_VIEW = 6;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => matchMedia(REDUCED_MOTION).matches;

/** Whether the visitor asks for less motion, following changes; the server (and hydration) assume not. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

interface ScrollState {
  /** The stop the carousel is at, among `total`. */
  position: number;
  total: number;
}

/** Where each slide starts along the scroller, from the first, in px. */
function slideOffsets(track: HTMLElement): number[] {
  const slides = [...track.children] as HTMLElement[];
  const first = slides[0]?.getBoundingClientRect().left ?? 0;
  return slides.map((slide) => slide.getBoundingClientRect().left - first);
}

/** How many slides the scroller shows at once, from the slides' own widths. */
function slidesPerView(scroller: HTMLElement, track: HTMLElement): number {
  const first = track.firstElementChild;
  if (!first) return 1;
  const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
  const slide = first.getBoundingClientRect().width;
  const style = getComputedStyle(scroller);
  const width = scroller.clientWidth - (Number.parseFloat(style.paddingInlineStart) || 0) - (Number.parseFloat(style.paddingInlineEnd) || 0);
  return slide > 0 ? Math.max(1, Math.round((width + gap) / (slide + gap))) : 1;
}

/**
 * A carousel after the WAI-ARIA APG pattern, built on a horizontal scroller with CSS scroll
 * snapping: a region named by its label with the role description "carousel", each slide a group
 * labelled "2 of 10". Its first render (the server's too) is that scrollable list of every slide,
 * sized by CSS alone (container queries give the slides per view), so it reads and scrolls by
 * touch, trackpad and keyboard before and without any script. Once the browser runs it, the
 * Previous/Next buttons (and Pause/Play for auto-advance, first in the tab order) appear in the
 * row kept for them above the slides (not kept at the widths where every slide fits), and drive
 * the scroll.
 */
export function Carousel({
  children,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  perView = 1,
  step = 'item',
  loop = false,
  autoplay,
  previousLabel,
  nextLabel,
  className,
}: CarouselProps) {
  const { t } = useI18n(carouselMessages);
  const trackId = useId();
  const slides = Children.toArray(children);
  const count = slides.length;
  const reducedMotion = useReducedMotion();

  const scrollerRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState<ScrollState>({ position: 0, total: 1 });

  /** Where the scroller stands now: its stop among the stops the current width gives. */
  const measure = (): (ScrollState & { starts: number[]; offsets: number[] }) | undefined => {
    const scroller = scrollerRef.current;
    const track = trackRef.current;
    if (!scroller || !track) return undefined;
    const starts = positions(count, slidesPerView(scroller, track), step);
    const offsets = slideOffsets(track);
    const position = scrollPosition(starts, offsets, scroller.scrollLeft, scroller.scrollWidth - scroller.clientWidth);
    return { position, total: starts.length, starts, offsets };
  };

  /** The slide the view begins with, kept when the width changes (the browser keeps pixels, not slides). */
  const anchor = useRef(0);

  const update = useEffectEvent(() => {
    const now = measure();
    const scroller = scrollerRef.current;
    if (!now || !scroller) return;
    anchor.current = nearestSlide(now.offsets, scroller.scrollLeft);
    setScroll((previous) => (previous.position === now.position && previous.total === now.total ? previous : { position: now.position, total: now.total }));
  });

  const realign = useEffectEvent(() => {
    const scroller = scrollerRef.current;
    const track = trackRef.current;
    if (!scroller || !track) return;
    scroller.scrollTo({ left: slideOffsets(track)[anchor.current] ?? 0, behavior: 'instant' });
  });

  /** The stop a press is scrolling to, until the scroll ends: presses in a row add up. */
  const goingTo = useRef<number | null>(null);
  const go = (direction: 1 | -1, wrap: boolean) => {
    const scroller = scrollerRef.current;
    const now = measure();
    if (!scroller || !now) return;
    const target = nextPosition(goingTo.current ?? now.position, now.total, direction, wrap);
    const left = Math.min(now.offsets[now.starts[target]] ?? 0, scroller.scrollWidth - scroller.clientWidth);
    if (Math.abs(left - scroller.scrollLeft) < 1) return;
    goingTo.current = target;
    scroller.scrollTo({ left, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  };
  // Follow the visitor's own scrolling and the carousel's width, for the buttons' states. The
  // first reading is the page as it stands: a visitor may have scrolled it before the script came.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    update();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => update());
    };
    let width = scroller.clientWidth;
    const onResize = () => {
      if (scroller.clientWidth === width) return;
      width = scroller.clientWidth;
      realign();
      onScroll();
    };
    const onScrollEnd = () => {
      goingTo.current = null;
      onScroll();
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    scroller.addEventListener('scrollend', onScrollEnd);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(onResize);
    observer?.observe(scroller);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', onScroll);
      scroller.removeEventListener('scrollend', onScrollEnd);
      observer?.disconnect();
    };
  }, [count]);

  // Reads the latest layout without restarting the timer on every render.
  const advance = useEffectEvent(() => go(1, true));

  // Auto-advance: the visitor's choice (the Pause/Play button), else on unless they prefer reduced motion.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotationRef = useRef<HTMLButtonElement>(null);
  // Measured in an effect: the first render (the server's too) has no buttons.
  const navigable = scroll.total > 1;
  const canRotate = Boolean(autoplay) && navigable;
  const wantsPlay = playChoice ?? !reducedMotion;
  const playing = canRotate && wantsPlay && !hovered && !focused;
  const intervalMs = autoplay?.intervalMs ?? 0;

  useEffect(() => {
    if (!playing || intervalMs <= 0) return;
    const timer = setInterval(() => advance(), intervalMs);
    return () => clearInterval(timer);
  }, [playing, intervalMs]);

  // The Pause/Play button itself does not count: pressing Play must start the carousel at once.
  const onRotationControl = (target: EventTarget | null) => target instanceof Node && Boolean(rotationRef.current?.contains(target));
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') setHovered(!onRotationControl(event.target));
  };
  const onPointerLeave = () => setHovered(false);
  const onFocus = (event: FocusEvent) => setFocused(!onRotationControl(event.target));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
  };

  const views = perViewSettings(perView);
  // The widths at which every slide fits, so the row kept for the buttons is not kept there.
  const fits = (['base', 'md', 'lg'] as const).filter((width) => count <= views[width]).join(' ');
  // Attributes, not an inline style: the page's CSP refuses style attributes in server HTML.
  const perViewAttribute = (value: number) => String(Math.min(Math.max(Math.round(value), 1), MAX_PER_VIEW));

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the pointer and focus handlers only hold auto-advance back while the visitor is inside; every action is on the buttons
    <section
      className={clsx('ui-carousel', className)}
      data-per-view-base={perViewAttribute(views.base)}
      data-per-view-md={perViewAttribute(views.md)}
      data-per-view-lg={perViewAttribute(views.lg)}
      data-fits={fits || undefined}
      aria-roledescription={t('roledescription')}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      onPointerOver={onPointerOver}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* There from the first render, empty until the script runs: the buttons appear without moving anything. */}
      <div className="ui-carousel__controls">
        {navigable && (
          <>
            {canRotate && (
              <Button
                ref={rotationRef}
                variant="ghost"
                className="ui-carousel__rotation"
                aria-controls={trackId}
                onPress={() => setPlayChoice(!wantsPlay)}
              >
                {wantsPlay ? <PauseIcon /> : <PlayIcon />}
                {wantsPlay ? t('pause') : t('play')}
              </Button>
            )}
            <Button
              variant="secondary"
              className="ui-carousel__nav"
              aria-label={previousLabel ?? t('previous')}
              aria-controls={trackId}
              isDisabled={!canMove(scroll.position, scroll.total, -1, loop)}
              onPress={() => go(-1, loop)}
            >
              <ChevronLeftIcon />
            </Button>
            <Button
              variant="secondary"
              className="ui-carousel__nav"
              aria-label={nextLabel ?? t('next')}
              aria-controls={trackId}
              isDisabled={!canMove(scroll.position, scroll.total, 1, loop)}
              onPress={() => go(1, loop)}
            >
              <ChevronRightIcon />
            </Button>
          </>
        )}
      </div>
      {/* Focusable, so the keyboard scrolls it even when the slides hold nothing to focus. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller must be reachable by keyboard to be scrolled by it (WCAG 2.1.1) */}
      <div ref={scrollerRef} className="ui-carousel__viewport" tabIndex={0}>
        <div ref={trackRef} id={trackId} className="ui-carousel__track" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={(slide as { key?: string | null }).key ?? index}
              className="ui-carousel__slide"
              role="group"
              aria-roledescription={t('slide.roledescription')}
              aria-label={t('slide.label', { index: index + 1, count })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
