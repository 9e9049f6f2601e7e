import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type PointerEvent as ReactPointerEvent } from 'react';
import { Button, type PressEvent } from 'react-aria-components';
import type { PropsOf } from '../../shared/contract';
import { deepActiveElement } from '../../runtime/dom';
import { useHost } from '../../runtime/element';
import { coreMessages } from '../../runtime/i18n/core-messages';
import { useI18n } from '../../runtime/i18n/react';
import type { Lang } from '../../runtime/store';
import { TOAST_HOTKEY, TOAST_LIMITS, type ToastType } from './constants';
import { toastQueue, type ToastRecord, type ToastText } from './queue';
import type { toasterContract } from './toaster.contract';
import { CloseIcon } from '../ui/icons';

type ToasterProps = PropsOf<typeof toasterContract.props>;
type PauseReason = 'hover' | 'focus' | 'swipe' | 'hidden';

function textIn(value: ToastText | undefined, lang: Lang): string | undefined {
  return value === undefined || typeof value === 'string' ? value : value[lang];
}

/**
 * The notification region: a landmark labelled “Notifications” holding the shown toasts,
 * oldest first. Timers pause while a person hovers, focuses or swipes a toast, and while the
 * page is hidden, so nothing expires unseen.
 */
export function Toaster({ position }: ToasterProps) {
  const { t, lang } = useI18n(coreMessages);
  const { toasts } = useSyncExternalStore(toastQueue.subscribe, toastQueue.getSnapshot, toastQueue.getSnapshot);
  const host = useHost();
  const regionRef = useRef<HTMLElement>(null);
  const focusInside = useRef(false);
  /** Where focus was before it entered the region, to give it back afterwards. */
  const focusBefore = useRef<HTMLElement | null>(null);
  const pauseReasons = useRef(new Set<PauseReason>());

  const setPaused = useCallback((reason: PauseReason, paused: boolean) => {
    if (paused) pauseReasons.current.add(reason);
    else pauseReasons.current.delete(reason);
    if (pauseReasons.current.size > 0) toastQueue.pause();
    else toastQueue.resume();
  }, []);

  const restoreFocus = useCallback(() => {
    focusInside.current = false;
    setPaused('focus', false);
    const target = focusBefore.current;
    if (target?.isConnected) {
      target.focus({ preventScroll: true });
      return;
    }
    const active = host.shadowRoot?.activeElement;
    if (active instanceof HTMLElement) active.blur();
  }, [host, setPaused]);

  // Other elements' modal overlays leave "top layer" elements visible and interactive.
  useEffect(() => {
    host.setAttribute('data-react-aria-top-layer', 'true');
  }, [host]);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const path = event.composedPath();
      const target = path[0];
      if (target instanceof HTMLElement && !path.includes(host)) focusBefore.current = target;
    };
    const current = deepActiveElement();
    if (current instanceof HTMLElement && current !== document.body && !host.contains(current) && !host.shadowRoot?.contains(current)) {
      focusBefore.current = current;
    }
    document.addEventListener('focusin', remember, true);
    return () => document.removeEventListener('focusin', remember, true);
  }, [host]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey !== TOAST_HOTKEY.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.code !== TOAST_HOTKEY.code) return;
      const region = regionRef.current;
      if (!region) return;
      event.preventDefault();
      region.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    const reasons = pauseReasons.current;
    const sync = () => setPaused('hidden', document.visibilityState === 'hidden');
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      reasons.clear();
      toastQueue.resume();
    };
  }, [setPaused]);

  const isEmpty = toasts.length === 0;

  // A toast removed under the pointer takes its pointerleave with it: any move outside the
  // region ends the hover, so the remaining toasts' timers do not stay paused.
  useEffect(() => {
    if (isEmpty) return;
    const onPointerMove = (event: PointerEvent) => {
      if (pauseReasons.current.has('hover') && regionRef.current && !event.composedPath().includes(regionRef.current)) setPaused('hover', false);
    };
    document.addEventListener('pointermove', onPointerMove, { passive: true });
    return () => document.removeEventListener('pointermove', onPointerMove);
  }, [isEmpty, setPaused]);

  useLayoutEffect(() => {
    if (!isEmpty) return;
    // The region is gone: nothing is hovered or swiped any more, and focus must not be lost.
    setPaused('hover', false);
    setPaused('swipe', false);
    if (focusInside.current) restoreFocus();
  }, [isEmpty, restoreFocus, setPaused]);

  useLayoutEffect(() => {
    // A toast holding focus was removed by code (not by its close button): focus the region.
    if (focusInside.current && !host.shadowRoot?.activeElement && regionRef.current) regionRef.current.focus({ preventScroll: true });
  }, [toasts, host]);

  const close = useCallback(
    (id: string, event?: PressEvent) => {
      const root = host.shadowRoot;
      const holder = root?.activeElement?.closest('[data-toast-id]');
      if (holder?.getAttribute('data-toast-id') === id) {
        const keyboard = event?.pointerType === 'keyboard' || event?.pointerType === 'virtual';
        const index = toasts.findIndex((record) => record.id === id);
        const others = toasts.filter((record) => record.phase === 'open' && record.id !== id);
        const next = others.find((record) => toasts.indexOf(record) > index) ?? others.findLast((record) => toasts.indexOf(record) < index);
        const nextButton = next && root?.querySelector<HTMLElement>(`[data-toast-id="${next.id}"] .toast__close`);
        // Keyboard users stay among the toasts; a pointer press gives focus back to the page so
        // that the remaining toasts' timers are not held by a focus nobody sees.
        if (keyboard && nextButton) nextButton.focus();
        else restoreFocus();
      }
      toastQueue.dismiss(id);
    },
    [host, toasts, restoreFocus],
  );

  const onSwipe = useCallback((active: boolean) => setPaused('swipe', active), [setPaused]);

  if (isEmpty) return null;
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegation only: focus and Escape come from the toasts' close buttons (or the region itself, focused by the hotkey), and the pointer handlers just pause timers
    <section
      ref={regionRef}
      className="toaster"
      part="region"
      aria-label={t('toast.region')}
      aria-keyshortcuts={TOAST_HOTKEY.label}
      tabIndex={-1}
      data-position={position}
      data-react-aria-top-layer="true"
      onPointerEnter={() => setPaused('hover', true)}
      onPointerLeave={() => setPaused('hover', false)}
      onFocus={() => {
        focusInside.current = true;
        setPaused('focus', true);
      }}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
        focusInside.current = false;
        setPaused('focus', false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        restoreFocus();
      }}
    >
      <ol className="toaster__list" role="list">
        {toasts.map((record) => (
          <ToastItem
            key={record.id}
            record={record}
            title={textIn(record.title, lang) ?? (record.type === 'loading' ? t('toast.loading') : '')}
            description={textIn(record.description, lang)}
            actionLabel={record.action ? textIn(record.action.label, lang) : undefined}
            closeLabel={t('toast.close')}
            onClose={close}
            onSwipe={onSwipe}
          />
        ))}
      </ol>
    </section>
  );
}

interface ToastItemProps {
  record: ToastRecord;
  title: string;
  description?: string;
  actionLabel?: string;
  closeLabel: string;
  onClose: (id: string, event?: PressEvent) => void;
  onSwipe: (active: boolean) => void;
}

interface Drag {
  pointerId: number;
  startX: number;
  offset: number;
}

function ToastItem({ record, title, description, actionLabel, closeLabel, onClose, onSwipe }: ToastItemProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const drag = useRef<Drag | null>(null);
  const [swiping, setSwiping] = useState(false);
  const leaving = record.phase === 'leaving';

  // The offset changes on every pointer move: written straight to the style, not re-rendered.
  const setOffset = (px: number) => itemRef.current?.style.setProperty('--commune-toast-swipe', `${px}px`);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (leaving || !event.isPrimary || event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest('button')) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, offset: 0 };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // The pointer is already gone: the moves that follow, if any, still reach the toast.
    }
    setSwiping(true);
    onSwipe(true);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    // Only a rightward drag moves the toast; a leftward one leaves it in place.
    current.offset = Math.max(0, event.clientX - current.startX);
    setOffset(current.offset);
  };

  const endDrag = (event: ReactPointerEvent<HTMLLIElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setSwiping(false);
    onSwipe(false);
    if (!cancelled && current.offset > TOAST_LIMITS.swipeThreshold) onClose(record.id);
    else setOffset(0);
  };

  return (
    <li
      ref={itemRef}
      className="toast"
      part="toast"
      data-toast-id={record.id}
      data-type={record.type}
      data-phase={record.phase}
      data-swiping={swiping || undefined}
      inert={leaving}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, false)}
      onPointerCancel={(event) => endDrag(event, true)}
    >
      {/* Keyed by type: a loading toast turned into an error becomes a new alert, announced anew. */}
      <ToastMessage key={record.type} type={record.type} title={title} description={description} />
      {record.action && actionLabel ? (
        <Button
          className="toast__action"
          onPress={(event) => {
            record.action?.onAction();
            onClose(record.id, event);
          }}
        >
          {actionLabel}
        </Button>
      ) : null}
      <Button className="toast__close" ref={markCloseButtonPart} aria-label={closeLabel} onPress={(event) => onClose(record.id, event)}>
        <CloseIcon width={18} height={18} strokeWidth={2.25} />
      </Button>
    </li>
  );
}

// react-aria's Button drops unknown attributes such as `part`.
const markCloseButtonPart = (button: HTMLButtonElement | null) => button?.setAttribute('part', 'close-button');

function ToastMessage({ type, title, description }: { type: ToastType; title: string; description?: string }) {
  // Screen readers (NVDA) skip a live region that arrives with its text already inside; hiding it
  // for the first commit makes its text a change they announce (as react-aria's useToast does).
  const [announced, setAnnounced] = useState(false);
  // oxlint-disable-next-line react/set-state-in-effect -- the second render is the point: the live region must be committed hidden once before its text is revealed
  useLayoutEffect(() => setAnnounced(true), []);
  return (
    <div className="toast__message" role={type === 'error' ? 'alert' : 'status'} aria-atomic="true" aria-hidden={announced ? undefined : true}>
      <ToastIcon type={type} />
      <div className="toast__text">
        <p className="toast__title">{title}</p>
        {description ? <p className="toast__description">{description}</p> : null}
      </div>
    </div>
  );
}

const ICON_PATHS: Record<Exclude<ToastType, 'loading'>, string> = {
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4.3-4.3 1.4-1.4 2.9 2.9 5.9-5.9 1.4 1.4-7.3 7.3Z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  warning: 'M12 2.5 1.5 21h21L12 2.5ZM13 18h-2v-2h2v2Zm0-4h-2V9h2v5Z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4.3 12.9-1.4 1.4-2.9-2.9-2.9 2.9-1.4-1.4 2.9-2.9-2.9-2.9 1.4-1.4 2.9 2.9 2.9-2.9 1.4 1.4-2.9 2.9 2.9 2.9Z',
};

function ToastIcon({ type }: { type: ToastType }) {
  if (type === 'loading') {
    return (
      <svg className="toast__icon toast__icon--spinner" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg className="toast__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[type]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
