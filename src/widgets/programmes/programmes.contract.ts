import type { WidgetContract } from '../../shared/contract';
import { liveSourceProp } from '../../features/live/source';

export const programmesContract = {
  tag: 'commune-programmes',
  summary: 'The commune’s programmes and priorities — development agenda, quality housing, Year of Youth 2024, and those staff publish — as illustrated cards showing where each stands.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Level (2–6) of the heading « Programmes et priorités »; the cards’ titles sit one level below. Default 2.',
    },
    api: liveSourceProp,
  },
  parts: [
    { name: 'list', doc: 'The list of cards.' },
    { name: 'card', doc: 'One programme’s card.' },
  ],
  cssProperties: [
    { name: '--commune-programmes-gap', doc: 'Space between cards.', default: 'var(--commune-space-5)' },
    { name: '--commune-color-primary', doc: 'Links.', default: '#0b5d37' },
  ],
  reserve: { block: '41.25rem', narrow: '113.5rem' },
  // Links and text only: a server-rendered copy never needs its code.
  hydrate: 'none',
} as const satisfies WidgetContract;
