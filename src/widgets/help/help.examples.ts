import { defineExamples } from '../../testing/examples';

/** `<commune-help>`: the floating button, the sheet opened from markup, and the help page. */
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
  {
    id: 'page',
    name: 'The help page (/aide): every question and its answer',
    attributes: { variant: 'page' },
    shows: {
      fr: ['Comment pouvons-nous vous aider\u00a0?', 'Questions fréquentes', 'Comment obtenir une licence commerciale\u00a0?', 'Vous ne trouvez pas votre réponse\u00a0?'],
      en: ['How can we help you?', 'Popular Questions', 'How do I get a business licence?', 'Can’t find your answer?'],
    },
  },
  {
    id: 'page-section',
    name: 'The questions in a page whose title is a level 2 heading',
    attributes: { variant: 'page', 'heading-level': '2' },
    width: 390,
    shows: { fr: ['Quels jours passe la collecte des ordures\u00a0?', 'Appeler le'], en: ['When is garbage collected?', 'Call'] },
  },
]);
