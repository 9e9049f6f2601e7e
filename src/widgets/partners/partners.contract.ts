import type { WidgetContract } from '../../shared/contract';

export const partnersContract = {
  tag: 'commune-partners',
  summary: 'The organisations working with the commune: a self-advancing carousel of their logos, or five of them presented with what they do.',
  props: {
    variant: {
      type: 'enum',
      values: ['carousel', 'list'] as const,
      default: 'carousel',
      doc: '`carousel` (default): heading and the ten logos three at a time, moving on every 4 seconds (paused on hover and focus, with a Pause/Play button, and not by itself when the visitor prefers reduced motion) and a link to the partners page; `list`: five partners with logo, name and description, no heading of its own (the partners page).',
    },
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Heading level (2–6) to fit the host page’s outline: `carousel` uses it for its heading; `list` uses it for the partners’ names. Default 2.',
    },
  },
  parts: [
    { name: 'base', doc: 'The element’s wrapper.' },
    { name: 'list', doc: 'The list of partners (`list`).' },
    { name: 'item', doc: 'One partner: a logo tile in the carousel, a presentation in the list.' },
  ],
  cssProperties: [
    { name: '--commune-partners-tile-background', doc: 'Background of each logo tile.', default: 'var(--commune-color-surface)' },
    { name: '--commune-partners-gap', doc: 'Space between the partners of the list.', default: 'var(--commune-space-4)' },
    { name: '--commune-carousel-gap', doc: 'Space between the logos of the carousel.', default: 'var(--commune-space-4)' },
    { name: '--commune-color-primary', doc: 'Heading, buttons and links.', default: '#0b5d37' },
  ],
  // The carousel moves by itself: its script is wanted as soon as it is seen, not at the first touch.
  hydrate: 'visible',
  reserve: { block: '23.5rem', narrow: '23rem', variants: { list: { block: '55rem', narrow: '111.5rem' } } },
} as const satisfies WidgetContract;
