import type { WidgetContract } from '../../shared/contract';
import { liveSourceProp } from '../../features/live/source';

export const servicesContract = {
  tag: 'commune-services',
  summary: 'The municipal services of the home page — certificates, technical services, taxes, bills, licences, stamps, birth certificates, marriage, and the quick links staff publish — as tiles linking to their pages.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Level (2–6) of the heading « Nos services »; default 2.',
    },
    api: liveSourceProp,
  },
  parts: [
    { name: 'list', doc: 'The grid of tiles.' },
    { name: 'tile', doc: 'One service’s tile (a link).' },
  ],
  cssProperties: [
    { name: '--commune-services-gap', doc: 'Space between tiles.', default: 'var(--commune-space-3)' },
    { name: '--commune-services-tile-background', doc: 'Background of each tile.', default: 'var(--commune-color-surface)' },
    { name: '--commune-services-icon-background', doc: 'Background of the round icon.', default: 'var(--commune-color-primary-soft)' },
    { name: '--commune-color-primary', doc: 'Icons and the tiles’ hover border.', default: '#0b5d37' },
  ],
  reserve: { block: '32rem', narrow: '64rem' },
  // Links and text only: a server-rendered copy never needs its code.
  hydrate: 'none',
} as const satisfies WidgetContract;
