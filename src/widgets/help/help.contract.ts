import type { WidgetContract } from '../../shared/contract';

export const helpContract = {
  tag: 'commune-help',
  summary: 'A floating help button at the bottom right that opens a searchable sheet of frequently asked questions, or every question and answer on the help page.',
  props: {
    variant: {
      type: 'enum',
      values: ['floating', 'page'] as const,
      default: 'floating',
      doc: '`floating` (default): the round button fixed at the bottom right, a link to /aide that opens the sheet once the script runs; `page`: the help page itself, every question with its answer (each opens and closes, also without script) and the town hall’s contact details, in the flow of the page.',
    },
    headingLevel: {
      type: 'number',
      integer: true,
      min: 1,
      max: 4,
      default: 1,
      doc: 'Heading level (1–4) of the page’s title with `page`; its sections take the next level and the questions the one after. Default 1 (the /aide page). Not used by `floating`.',
    },
    open: {
      type: 'boolean',
      default: false,
      doc: 'Whether the help sheet is open (default false); the bare attribute opens it on load, and it follows the sheet when the visitor opens or closes it. Only with `floating`.',
    },
  },
  events: [
    { name: 'commune-help-toggle', doc: 'The sheet opened or closed (by the visitor or through `open`); `floating` only.', detail: '{ open: boolean }' },
  ],
  parts: [
    { name: 'base', doc: 'The element’s wrapper, holding the button.' },
    { name: 'trigger', doc: 'The round help button (a link to the help page until the script runs).' },
    { name: 'page', doc: 'The help page’s content (`page`).' },
    { name: 'sheet', doc: 'The side sheet.' },
  ],
  cssProperties: [
    { name: '--commune-help-sheet-width', doc: 'Width of the sheet on screens 640 px and wider (90vw below).', default: '540px' },
    { name: '--commune-help-offset', doc: 'Distance of the button from the viewport’s bottom-right corner (1rem below 640 px).', default: '1.5rem' },
    { name: '--commune-help-z-index', doc: 'Stacking order of the button and the sheet; above the fixed header’s 1000.', default: '1100' },
  ],
  reserve: 'fixed',
} as const satisfies WidgetContract;
