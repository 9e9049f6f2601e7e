import clsx from 'clsx';
import {
  Children,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Button } from './Button';
import { carouselMessages } from './carousel-messages';
import { canMove, isVisible, nextPosition, perViewAt, positionOf, positions, type CarouselStep, type PerView } from './carousel-logic';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import { useI18n } from '../i18n/react';

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

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;

/** Whether the visitor asks for less motion, following changes while the page is open. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

function rootFontSize(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

interface Measure {
  /** The carousel's content width in px; 0 before it is measured. */
  width: number;
  /** The root font size in px, for the rem breakpoints. */
  rem: number;
}

/** The carousel's own width, measured before the first paint and on every resize. */
function useMeasure(element: HTMLElement | null): Measure {
  const [measure, setMeasure] = useState<Measure>({ width: 0, rem: 16 });
  useLayoutEffect(() => {
    if (!element) return;
    // oxlint-disable-next-line react/set-state-in-effect -- measuring before the browser paints is what a layout effect is for: the first frame already shows the right number per view, so nothing jumps
    setMeasure({ width: element.getBoundingClientRect().width, rem: rootFontSize() });
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setMeasure({ width: entry.contentRect.width, rem: rootFontSize() }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return measure;
}

/**
 * A carousel after the WAI-ARIA APG pattern: a region named by its label with the role
 * description "carousel", each slide a group labelled "2 of 10", Previous/Next buttons, and
 * for auto-advance a Pause/Play button first in the tab order. Slides out of view are `inert`,
 * so neither the keyboard nor screen readers reach them. Every slide stays in the track, which
 * is as tall as the tallest, so moving never changes the height.
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

  const [root, setRoot] = useState<HTMLElement | null>(null);
  const { width, rem } = useMeasure(root);
  const view = perViewAt(perView, width, rem);
  const starts = positions(count, view, step);

  // The first slide shown. Positions derive from it, so a change of width keeps the place.
  const [anchor, setAnchor] = useState(0);
  const position = positionOf(starts, anchor);
  const start = starts[position];

  const go = (direction: 1 | -1, wrap: boolean) =>
    setAnchor((current) => starts[nextPosition(positionOf(starts, current), starts.length, direction, wrap)]);
  // Reads the latest positions without restarting the timer on every render.
  const advance = useEffectEvent(() => go(1, true));

  // Auto-advance: the visitor's choice (the Pause/Play button), else on unless they prefer reduced motion.
  const reducedMotion = useReducedMotion();
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotationRef = useRef<HTMLButtonElement>(null);
  const canRotate = Boolean(autoplay) && starts.length > 1;
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

  const trackStyle = { '--ui-carousel-per-view': view, '--ui-carousel-start': start } as CSSProperties;
  const navigable = starts.length > 1;

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the pointer and focus handlers only hold auto-advance back while the visitor is inside; every action is on the buttons
    <section
      ref={setRoot}
      className={clsx('ui-carousel', className)}
      aria-roledescription={t('roledescription')}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      onPointerOver={onPointerOver}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {navigable && (
        <div className="ui-carousel__controls">
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
            isDisabled={!canMove(position, starts.length, -1, loop)}
            onPress={() => go(-1, loop)}
          >
            <ChevronLeftIcon />
          </Button>
          <Button
            variant="secondary"
            className="ui-carousel__nav"
            aria-label={nextLabel ?? t('next')}
            aria-controls={trackId}
            isDisabled={!canMove(position, starts.length, 1, loop)}
            onPress={() => go(1, loop)}
          >
            <ChevronRightIcon />
          </Button>
        </div>
      )}
      <div className="ui-carousel__viewport">
        <div id={trackId} className="ui-carousel__track" style={trackStyle} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const shown = isVisible(index, start, view, count);
            return (
              <div
                key={(slide as { key?: string | null }).key ?? index}
                className="ui-carousel__slide"
                role="group"
                aria-roledescription={t('slide.roledescription')}
                aria-label={t('slide.label', { index: index + 1, count })}
                inert={!shown}
                data-visible={shown || undefined}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
