import { defineExamples } from '../../core/examples';

/** `<commune-help>`: the floating button, and the sheet opened from markup. */
export const helpExamples = defineExamples([
  {
    id: 'button',
    name: 'The help button',
    shows: { fr: [], en: [] },
  },
  {
    id: 'open',
    name: 'The sheet opened on load',
    attributes: { open: '' },
    shows: { fr: ['Comment pouvons-nous vous aider\u00a0?', 'Questions fréquentes'], en: ['How can we help you?', 'Popular Questions'] },
  },
]);
