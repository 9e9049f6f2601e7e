import type { WidgetContract } from '../../shared/contract';
import { DEFAULT_TOAST_POSITION, TOAST_POSITIONS } from './constants';

export const toasterContract = {
  tag: 'commune-toaster',
  summary:
    'The page’s notification region: shows the toasts raised with `toast.success()`, `toast.error()`… (three at a time, the others wait), reachable with Alt+T. `toast()` adds it to the page by itself the first time; place one yourself only to choose its position.',
  props: {
    position: {
      type: 'enum',
      values: TOAST_POSITIONS,
      default: DEFAULT_TOAST_POSITION,
      doc: 'The corner of the viewport where toasts appear.',
    },
  },
  parts: [
    { name: 'region', doc: 'The landmark region holding the toasts.' },
    { name: 'toast', doc: 'One toast.' },
    { name: 'close-button', doc: 'The close button of a toast.' },
  ],
  cssProperties: [
    { name: '--commune-toaster-width', doc: 'Width of the toasts on screens wider than 30rem.', default: '356px' },
    { name: '--commune-toaster-offset', doc: 'Distance of the region from the viewport’s edges on screens wider than 30rem.', default: '32px' },
    { name: '--commune-toaster-gap', doc: 'Space between toasts.', default: '14px' },
    { name: '--commune-toaster-z-index', doc: 'Stacking order of the region above the page.', default: '9000' },
    { name: '--commune-color-success', doc: 'Accent of success toasts.', default: '#0f6b2f' },
    { name: '--commune-color-info', doc: 'Accent of information toasts.', default: '#1d4f91' },
    { name: '--commune-color-warning', doc: 'Accent of warning toasts.', default: '#8a5a00' },
    { name: '--commune-color-danger', doc: 'Accent of error toasts.', default: '#b3261e' },
  ],
} as const satisfies WidgetContract;
