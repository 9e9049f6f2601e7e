import type { WidgetContract } from '../../shared/contract';
import { liveSourceProp } from '../../features/live/source';

export const flashInfoContract = {
  tag: 'commune-flash-info',
  summary: 'The commune’s news in brief (“Flash Info”), newest first: a carousel for a home page, or every item as a grid of cards.',
  props: {
    variant: {
      type: 'enum',
      values: ['carousel', 'grid'] as const,
      default: 'carousel',
      doc: '`carousel` (default): the “Flash Info” heading, a looping carousel (1 card per view, 2 from 40rem, 3 from 64rem of the element’s width) and a “Voir tout” link to /flash-news; `grid`: every item as a card, no heading of its own (the /flash-news page).',
    },
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Heading level (2–6) to fit the host page’s outline: `carousel` uses it for its heading and the next level for card titles; `grid` uses it for card titles. Default 2.',
    },
    api: liveSourceProp,
  },
  parts: [
    { name: 'base', doc: 'The element’s wrapper.' },
    { name: 'list', doc: 'The grid of news cards (`grid`).' },
    { name: 'item', doc: 'One news card’s wrapper.' },
  ],
  cssProperties: [
    { name: '--commune-flash-info-gap', doc: 'Space between the cards of the grid.', default: 'var(--commune-space-5)' },
    { name: '--commune-carousel-gap', doc: 'Space between the cards of the carousel.', default: 'var(--commune-space-4)' },
    { name: '--commune-color-primary', doc: 'Heading, buttons and links.', default: '#0b5d37' },
  ],
  reserve: { block: '44.75rem', narrow: '49.5rem', variants: { grid: { block: '33rem', narrow: '99rem' } } },
} as const satisfies WidgetContract;
