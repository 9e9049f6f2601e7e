import type { WidgetContract } from '../../shared/contract';

export const taxesContract = {
  tag: 'commune-taxes',
  summary: 'The municipal taxes — rate, deadline and accepted ways to pay — after the ways to pay them: cash, bank transfer and mobile money.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Heading level (2–6, default 2) of the element’s headings (“Moyens de paiement”, “Les taxes municipales”); payment methods and taxes are one level below.',
    },
  },
  parts: [
    { name: 'methods', doc: 'The list of payment methods.' },
    { name: 'method', doc: 'One payment method.' },
    { name: 'list', doc: 'The list of taxes.' },
    { name: 'tax', doc: 'One tax’s card.' },
  ],
  cssProperties: [
    { name: '--commune-taxes-gap', doc: 'Space between taxes and between payment methods.', default: 'var(--commune-space-4)' },
    { name: '--commune-taxes-icon-background', doc: 'Background of the payment method icons.', default: 'var(--commune-color-primary-soft)' },
  ],
  reserve: { block: '79rem', narrow: '168rem' },
  // Links and text only: a server-rendered copy never needs its code.
  hydrate: 'none',
} as const satisfies WidgetContract;
