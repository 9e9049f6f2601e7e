import type { WidgetContract } from '../../shared/contract';

export const pointsOfInterestContract = {
  tag: 'commune-points-of-interest',
  summary:
    'The commune’s points of interest in a single-open accordion by category (education, health, social affairs, security, culture, sports, markets) with address and contact, then the business directory.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Heading level (2–6) of the category titles and of the directory’s heading; places, directory categories and entries take the next levels. Default 2.',
    },
  },
  parts: [
    { name: 'categories', doc: 'The accordion of categories.' },
    { name: 'place', doc: 'One place in a category (name, address, contact).' },
    { name: 'directory', doc: 'The business directory section.' },
    { name: 'directory-entry', doc: 'One card of the directory.' },
  ],
  cssProperties: [
    { name: '--commune-points-of-interest-gap', doc: 'Space between places and between directory cards.', default: 'var(--commune-space-4)' },
    { name: '--commune-points-of-interest-place-background', doc: 'Background of each place’s card.', default: 'var(--commune-color-surface)' },
    { name: '--commune-color-primary', doc: 'Category titles, links and phone numbers.', default: '#0b5d37' },
  ],
  reserve: { block: '130rem', narrow: '282rem' },
} as const satisfies WidgetContract;
