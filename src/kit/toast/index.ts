export { toast, type Toast, type ToastOptions, type ToastUpdate } from './toast';
export type { ToastText } from './queue';
export { TOAST_LIMITS, TOAST_TYPES, type ToastType, type ToastPosition } from './constants';
