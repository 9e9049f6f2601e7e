import type { WidgetContract } from '../../core/contract';

export const helpContract = {
  tag: 'commune-help',
  summary: 'A floating help button at the bottom right that opens a searchable sheet of frequently asked questions.',
  props: {
    open: {
      type: 'boolean',
      default: false,
      doc: 'Whether the help sheet is open (default false); the bare attribute opens it on load, and it follows the sheet when the visitor opens or closes it.',
    },
  },
  events: [
    { name: 'commune-help-toggle', doc: 'The sheet opened or closed (by the visitor or through `open`).', detail: '{ open: boolean }' },
  ],
  parts: [
    { name: 'base', doc: 'The element’s wrapper, holding the button.' },
    { name: 'trigger', doc: 'The round help button.' },
    { name: 'sheet', doc: 'The side sheet.' },
  ],
  cssProperties: [
    { name: '--commune-help-sheet-width', doc: 'Width of the sheet on screens 640 px and wider (90vw below).', default: '540px' },
    { name: '--commune-help-offset', doc: 'Distance of the button from the viewport’s bottom-right corner (1rem below 640 px).', default: '1.5rem' },
    { name: '--commune-help-z-index', doc: 'Stacking order of the button and the sheet; above the fixed header’s 1000.', default: '1100' },
  ],
  reserve: 'fixed',
} as const satisfies WidgetContract;
