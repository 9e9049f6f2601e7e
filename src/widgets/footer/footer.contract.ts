import type { WidgetContract } from '../../shared/contract';

export const footerContract = {
  tag: 'commune-footer',
  summary: 'The commune’s site footer: useful links, social networks, contact, the fraud-reporting note, accessibility and credits.',
  props: {},
  parts: [{ name: 'base', doc: 'The element’s wrapper, around the footer.' }],
  cssProperties: [
    { name: '--commune-footer-background', doc: 'Background of the footer.', default: 'var(--commune-color-primary-strong)' },
    { name: '--commune-footer-text', doc: 'Text and link colour; keep it at 4.5:1 or more on the background.', default: '#ffffff' },
    { name: '--commune-footer-text-muted', doc: 'Secondary text (labels, notes, the bottom line).', default: 'rgb(255 255 255 / 0.84)' },
    { name: '--commune-footer-accent', doc: 'Group headings, contact icons and link hover.', default: 'var(--commune-color-sun)' },
  ],
  reserve: { block: '35.25rem', narrow: '80.75rem' },
  // Links and text only: a server-rendered copy never needs its code.
  hydrate: 'none',
} as const satisfies WidgetContract;
