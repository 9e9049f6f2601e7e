import type { WidgetContract } from '../../shared/contract';
import { liveSourceProp } from '../../features/live/source';

export const mayorContract = {
  tag: 'commune-mayor',
  summary: 'The mayor of Dtima: a short presentation with links to the message and the biography (home page), or the mayor’s full message to residents.',
  props: {
    variant: {
      type: 'enum',
      values: ['home', 'message'] as const,
      default: 'home',
      doc: '`home` (default): portrait, name, role, a short presentation and links to the message and the biography; `message`: portrait, the mayor’s full message and signature (the meet-the-mayor page).',
    },
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Level (2–6, default 2) of the element’s heading: the mayor’s name in `home`, “Message du maire” in `message`.',
    },
    api: { ...liveSourceProp, doc: `\`message\` only, which shows the latest of the mayor’s updates published by staff, and the earlier ones below it. ${liveSourceProp.doc}` },
  },
  parts: [
    { name: 'portrait', doc: 'The mayor’s portrait.' },
    { name: 'heading', doc: 'The element’s heading.' },
    { name: 'actions', doc: 'The links to the message and the biography (`home`).' },
    { name: 'signature', doc: 'The name and role under the message (`message`).' },
  ],
  cssProperties: [
    { name: '--commune-mayor-background', doc: 'Background of the home presentation.', default: 'var(--commune-color-surface)' },
    { name: '--commune-mayor-portrait-size', doc: 'Width of the portrait at wide sizes.', default: '16rem' },
  ],
  // Measured at 1280 px (72rem column) and 390 px; the message is the meet-the-mayor page's whole content.
  reserve: { block: '24rem', narrow: '57rem', variants: { message: { block: '77rem', narrow: '146rem' } } },
} as const satisfies WidgetContract;
