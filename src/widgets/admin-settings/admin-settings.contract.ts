import type { WidgetContract } from '../../shared/contract';

export const adminSettingsContract = {
  tag: 'commune-admin-settings',
  summary: 'The staff settings: one’s own account and password change; for administrators, the staff accounts (add, reset a password, change a role, disable).',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 1,
      max: 6,
      default: 1,
      doc: 'Level (1–6) of the heading « Paramètres » / "Settings"; its sections take the next level. Default 1: the screen is the page’s main content.',
    },
  },
  parts: [
    { name: 'account', doc: 'The “My account” panel: the account’s details and the password form.' },
    { name: 'staff', doc: 'The “Staff accounts” panel (administrators only).' },
  ],
  cssProperties: [{ name: '--commune-admin-settings-panel-background', doc: 'Background of the panels.', default: 'var(--commune-color-surface)' }],
  reserve: { block: '60rem', narrow: '90rem' },
} as const satisfies WidgetContract;
