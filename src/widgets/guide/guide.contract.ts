import type { WidgetContract } from '../../shared/contract';

export const guideContract = {
  tag: 'commune-guide',
  summary:
    'The practical guide: hotels, restaurants, tourist attractions and events in an accordion, then the commune’s tourist sites in four categories with their classification and state of development.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Heading level (2–6) of the accordion’s section titles and of the tourist sites’ heading; site categories, sites and directory entries take the next levels. Default 2.',
    },
  },
  parts: [
    { name: 'sections', doc: 'The accordion: hotels, restaurants, attractions, events.' },
    { name: 'directory-entry', doc: 'One hotel or restaurant card.' },
    { name: 'sites', doc: 'The tourist sites section.' },
    { name: 'site', doc: 'One tourist site card.' },
  ],
  cssProperties: [
    { name: '--commune-guide-gap', doc: 'Space between cards.', default: 'var(--commune-space-4)' },
    { name: '--commune-guide-site-accent', doc: 'The line above each tourist site card.', default: 'var(--commune-color-accent)' },
    { name: '--commune-color-primary', doc: 'Section titles, links and phone numbers.', default: '#0b5d37' },
  ],
  reserve: { block: '140rem', narrow: '302rem' },
} as const satisfies WidgetContract;
