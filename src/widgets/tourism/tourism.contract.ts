import type { WidgetContract } from '../../shared/contract';

export const tourismContract = {
  tag: 'commune-tourism',
  summary: 'Tourism in Dtima: a hero, the natural and cultural sites, a cultural experience to book with the tourism office, and a call to contact it.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Level (2–6, default 2) of the element’s section headings; site names and the experience’s sub-headings use the next level.',
    },
  },
  parts: [
    { name: 'hero', doc: 'The opening block: title, lead and illustration.' },
    { name: 'sites', doc: 'The grid of sites.' },
    { name: 'experience', doc: 'The cultural experience and its booking details.' },
    { name: 'contact', doc: 'The closing call to contact the tourism office.' },
  ],
  cssProperties: [
    { name: '--commune-tourism-gap', doc: 'Space between the element’s blocks.', default: 'var(--commune-space-7)' },
    { name: '--commune-tourism-hero-background', doc: 'Background of the hero.', default: 'var(--commune-color-primary-soft)' },
    { name: '--commune-tourism-tag-background', doc: 'Background of the activity tags.', default: 'var(--commune-color-accent-soft)' },
  ],
  // The whole page is taller than any screen: hold the screen so what follows stays below it.
  reserve: { block: '100vh' },
} as const satisfies WidgetContract;
