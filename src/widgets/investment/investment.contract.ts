import type { WidgetContract } from '../../shared/contract';

export const investmentContract = {
  tag: 'commune-investment',
  summary: 'The commune’s investment opportunities: six growth sectors, with the market overview and each sector’s openings on the investment page.',
  props: {
    variant: {
      type: 'enum',
      values: ['home', 'full'] as const,
      default: 'home',
      doc: '`home` (default): a heading, the six sectors with icon and one line each, and a link to /investir; `full`: the market figures, then each sector’s description, opportunities and a “Contact us” button (investment page).',
    },
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Heading level (2–6, default 2) of the element’s headings (`home`: its heading; `full`: “Market overview” and “Growth sectors”); sector titles are one level below.',
    },
  },
  parts: [
    { name: 'figures', doc: 'The market overview’s list of figures (`full`).' },
    { name: 'sectors', doc: 'The list of sectors.' },
    { name: 'sector', doc: 'One sector.' },
  ],
  cssProperties: [
    { name: '--commune-investment-gap', doc: 'Space between sectors.', default: 'var(--commune-space-4)' },
    { name: '--commune-investment-icon-background', doc: 'Background of the sector icons.', default: 'var(--commune-color-primary-soft)' },
    { name: '--commune-investment-figure-color', doc: 'Colour of the market figures.', default: 'var(--commune-color-primary-strong)' },
  ],
  // Measured: home 33rem at 1280 px, 73rem at 390 px; full is taller than any screen.
  reserve: {
    block: '33rem',
    narrow: '82rem',
    variants: { full: { block: '100vh', narrow: '100vh' } },
  },
} as const satisfies WidgetContract;
