import type { WidgetContract } from '../../shared/contract';
import { serviceIds } from '../../content/services';

export const serviceContract = {
  tag: 'commune-service',
  summary: 'One municipal service’s page: what it is, who can apply, documents to bring, steps, cost, time frame, and where and when to go.',
  props: {
    service: {
      type: 'enum',
      values: serviceIds,
      default: 'administrative',
      doc: 'Which service to show: `administrative` (default), `technical`, `tax`, `bills`, `licenses`, `stamp`, `birth-certificate` or `marriage`.',
    },
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Level (2–6) of the section headings (« Pièces à fournir », « Coût »…) to fit the host page’s outline; default 2.',
    },
  },
  parts: [
    { name: 'details', doc: 'The main column: what it is, who can apply, documents and steps.' },
    { name: 'facts', doc: 'The box with the cost, the time frame, and where and when.' },
    { name: 'other-services', doc: 'The links to the other services at the end.' },
  ],
  cssProperties: [
    { name: '--commune-service-facts-background', doc: 'Background of the cost, time frame and office box.', default: 'var(--commune-color-surface-alt)' },
    { name: '--commune-service-step-color', doc: 'Background of the step numbers.', default: 'var(--commune-color-primary)' },
    { name: '--commune-color-primary', doc: 'Headings’ accents, step numbers and links.', default: '#0b5d37' },
  ],
  reserve: { block: '73rem', narrow: '170rem' },
  // Links and text only: a server-rendered copy never needs its code.
  hydrate: 'none',
} as const satisfies WidgetContract;
