import type { WidgetContract } from '../../shared/contract';

export const heroContract = {
  tag: 'commune-hero',
  summary: 'The home page’s welcome: the commune’s heading, a lead sentence and a search box that finds the site’s pages as one types.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 1,
      max: 6,
      default: 1,
      doc: 'Level (1–6) of the welcome heading; default 1, as it is the home page’s h1 (focusable with tabindex -1 for the site’s navigation).',
    },
  },
  parts: [
    { name: 'hero', doc: 'The coloured band holding everything.' },
    { name: 'heading', doc: 'The welcome heading.' },
    { name: 'search', doc: 'The search box with its results.' },
  ],
  cssProperties: [
    { name: '--commune-hero-background', doc: 'Colour of the band behind the texts.', default: 'var(--commune-color-primary-strong)' },
    { name: '--commune-hero-color', doc: 'Colour of the heading, lead and search label; keep a 4.5:1 contrast with the background.', default: 'var(--commune-color-on-primary)' },
    { name: '--commune-hero-art-display', doc: 'Whether the Mandara mountains are drawn along the bottom of the band: `block`, or `none` to hide them.', default: 'block' },
  ],
  reserve: { block: '29.5rem', narrow: '25.5rem' },
} as const satisfies WidgetContract;
