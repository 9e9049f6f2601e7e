import type { WidgetContract } from '../../core/contract';

export const footerContract = {
  tag: 'commune-footer',
  summary: 'The commune’s site footer: useful links, social networks, contact, the fraud-reporting note, accessibility and credits.',
  props: {},
  parts: [{ name: 'base', doc: 'The footer.' }],
  cssProperties: [{ name: '--commune-footer-background', doc: 'Background of the footer.', default: 'var(--commune-color-primary-strong)' }],
} as const satisfies WidgetContract;
