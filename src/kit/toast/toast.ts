import { TOAST_TYPES, type ToastType } from './constants';
import { toastQueue, type ToastAction, type ToastPatch, type ToastText } from './queue';
import { toasterContract } from './toaster.contract';
import './toaster.element';

export interface ToastOptions {
  /** A second line under the title. */
  description?: ToastText;
  /** Milliseconds before the toast closes itself (default 4000; 8000 with an action, to leave time to reach it). */
  duration?: number;
  /** A button after the text (« Annuler »): pressing it runs `onAction` and closes the toast. */
  action?: { label: ToastText; onAction: () => void };
}

export interface ToastUpdate {
  type?: ToastType;
  title?: ToastText;
  description?: ToastText;
  duration?: number;
}

/** Accepts what a host page's plain JavaScript may pass: text, `{ fr, en }`, or anything else as text. */
function toText(value: unknown): ToastText | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && typeof (value as { fr?: unknown }).fr === 'string' && typeof (value as { en?: unknown }).en === 'string') {
    const { fr, en } = value as { fr: string; en: string };
    return { fr, en };
  }
  return String(value);
}

/**
 * Makes sure the page has its one notification region. Another bundle's region counts: every
 * bundle feeds the same queue (see queue.ts). A region the host removed is put back.
 */
function ensureToaster(): void {
  if (typeof document === 'undefined') return;
  const attach = () => {
    if (document.querySelector(toasterContract.tag)) return;
    document.body.append(document.createElement(toasterContract.tag));
  };
  if (document.body) attach();
  else document.addEventListener('DOMContentLoaded', attach, { once: true });
}

function raise(type: ToastType, title: unknown, options: ToastOptions | undefined): string {
  ensureToaster();
  return toastQueue.add({
    type,
    title: toText(title),
    description: toText(options?.description),
    action: actionOf(options?.action),
    duration: typeof options?.duration === 'number' ? options.duration : options?.action ? ACTION_DURATION : undefined,
  });
}

/** A toast with a button stays longer: time to read it, then to reach the button. */
const ACTION_DURATION = 8000;

function actionOf(action: unknown): ToastAction | undefined {
  if (!action || typeof action !== 'object') return undefined;
  const { label, onAction } = action as { label?: unknown; onAction?: unknown };
  const text = toText(label);
  return text !== undefined && typeof onAction === 'function' ? { label: text, onAction: onAction as () => void } : undefined;
}

/**
 * Raises toasts from any element or from host code. Titles and descriptions are shown as text,
 * already translated — or given as `{ fr, en }` to follow the page's language.
 *
 * ```ts
 * const id = toast.loading();                 // “Chargement…” until updated
 * toast.update(id, { type: 'success', title: 'Article créé' });
 * toast.error('Erreur', { description: 'Échec de la création de l’article. Veuillez réessayer.' });
 * ```
 */
export const toast = Object.freeze({
  success: (title: ToastText, options?: ToastOptions): string => raise('success', title, options),
  info: (title: ToastText, options?: ToastOptions): string => raise('info', title, options),
  warning: (title: ToastText, options?: ToastOptions): string => raise('warning', title, options),
  error: (title: ToastText, options?: ToastOptions): string => raise('error', title, options),
  /** Stays until updated or dismissed; without a title it reads “Chargement…” / “Loading…”. */
  loading: (title?: ToastText, options?: Omit<ToastOptions, 'duration'>): string => raise('loading', title, { description: options?.description }),
  /**
   * Changes a shown or waiting toast — typically a loading toast into a success or an error —
   * which then stays its full duration from now. Returns false when the toast is already gone.
   */
  update: (id: string, changes: ToastUpdate): boolean => {
    const patch: ToastPatch = {};
    if (changes.type !== undefined) {
      if (!(TOAST_TYPES as readonly string[]).includes(changes.type)) {
        console.warn(`[commune] toast.update(): type ${JSON.stringify(changes.type)} is not one of ${TOAST_TYPES.join(', ')}; keeping the current type.`);
      } else patch.type = changes.type;
    }
    const title = toText(changes.title);
    if (title !== undefined) patch.title = title;
    if ('description' in changes) patch.description = toText(changes.description);
    if (typeof changes.duration === 'number') patch.duration = changes.duration;
    const updated = toastQueue.update(id, patch);
    if (updated) ensureToaster();
    return updated;
  },
  /** Closes one toast, or all of them (shown and waiting) without an id. */
  dismiss: (id?: string): void => toastQueue.dismiss(id),
});

export type Toast = typeof toast;
