/** SPEC §9: the toast constants. The CSS repeats the lengths as `:host` defaults. */
export const TOAST_LIMITS = {
  /** Toasts on screen at once; later ones wait their turn. */
  maxVisible: 3,
  /** How long a toast stays, in ms (loading toasts stay until updated or dismissed). */
  duration: 4000,
  /** Space between toasts, in px. */
  gap: 14,
  /** Width of the region, in px. */
  width: 356,
  /** Distance of the region from the viewport's edges, in px. */
  offset: 32,
  /** A rightward drag past this many px dismisses the toast; a shorter one springs back. */
  swipeThreshold: 20,
  /** Length of the removal animation, in ms (none with reduced motion). */
  removeDelay: 200,
} as const;

export const TOAST_POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];
export const DEFAULT_TOAST_POSITION: ToastPosition = 'bottom-right';

/** Alt+T moves focus to the region; matched on `code` so it works on any layout and on macOS. */
export const TOAST_HOTKEY = { altKey: true, code: 'KeyT', label: 'Alt+T' } as const;

export const TOAST_TYPES = ['success', 'info', 'warning', 'error', 'loading'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
