import type { WidgetContract } from '../../shared/contract';

export const adminNotificationsContract = {
  tag: 'commune-admin-notifications',
  summary: 'The staff notifications: residents’ messages to handle or reopen, and the content published lately; viewing them clears the bell.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 1,
      max: 6,
      default: 1,
      doc: 'Level (1–6) of the heading « Notifications »; its sections take the next level, each message’s name the one after. Default 1: the screen is the page’s main content.',
    },
  },
  parts: [
    { name: 'messages', doc: 'The residents’ messages panel.' },
    { name: 'content', doc: 'The published content panel.' },
  ],
  cssProperties: [
    { name: '--commune-admin-notifications-panel-background', doc: 'Background of the two panels.', default: 'var(--commune-color-surface)' },
    { name: '--commune-admin-notifications-open-color', doc: 'The edge marking a message still to handle.', default: 'var(--commune-color-sun)' },
  ],
  reserve: { block: '100vh' },
} as const satisfies WidgetContract;
