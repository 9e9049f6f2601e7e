import type { WidgetContract } from '../../core/contract';

export const helpContract = {
  tag: 'commune-help',
  summary: 'A floating help button at the bottom right that opens a searchable sheet of frequently asked questions.',
  props: {
    open: {
      type: 'boolean',
      default: false,
      doc: 'Whether the help sheet is open; set it (or write the bare attribute) to open the sheet on load.',
    },
  },
  events: [
    { name: 'commune-help-toggle', doc: 'The sheet opened or closed.', detail: '{ open: boolean }' },
  ],
  parts: [
    { name: 'trigger', doc: 'The round help button.' },
    { name: 'sheet', doc: 'The side sheet.' },
  ],
  cssProperties: [
    { name: '--commune-help-sheet-width', doc: 'Width of the sheet on screens 640 px and wider.', default: '540px' },
    { name: '--commune-help-offset', doc: 'Distance of the button from the viewport’s bottom-right corner.', default: '1.5rem' },
  ],
} as const satisfies WidgetContract;
