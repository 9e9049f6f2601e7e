import type { WidgetContract } from '../../shared/contract';

export const adminLoginContract = {
  tag: 'commune-admin-login',
  summary: 'The staff sign-in form of the commune’s admin area: username, password, and the way back to the public site.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 1,
      max: 6,
      default: 2,
      doc: 'Level (1–6) of the form’s heading « Espace du personnel » / "Staff sign-in"; 1 when it is the page’s own heading (the sign-in page). Default 2.',
    },
  },
  parts: [
    { name: 'card', doc: 'The white card holding the heading, the form and the note.' },
    { name: 'heading', doc: 'The heading.' },
  ],
  cssProperties: [
    { name: '--commune-admin-login-width', doc: 'Largest width of the card.', default: '28rem' },
    { name: '--commune-admin-login-background', doc: 'Background of the card.', default: 'var(--commune-color-surface)' },
  ],
  reserve: { block: '32.5rem', narrow: '35rem' },
} as const satisfies WidgetContract;
