import { defineExamples } from '../../testing/examples';

/** `<commune-invest-guide>` as the site and partners use it. */
export const investGuideExamples = defineExamples([
  {
    id: 'page',
    name: 'The /investir page',
    shows: {
      fr: ['Pourquoi investir à Dtima', 'Un guichet unique à la mairie', 'Créer votre entreprise', 'Bureau de promotion des investissements', 'investir@commune-dtima.cm'],
      en: ['Why invest in Dtima?', 'A one-stop desk at the town hall', 'Register your company', 'Investment Promotion Office', 'investir@commune-dtima.cm'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone, under a partner’s h2',
    attributes: { 'heading-level': '3' },
    width: 390,
    shows: {
      fr: ['S’installer à Dtima, étape par étape', 'Votre interlocuteur', 'Voir les secteurs et les opportunités'],
      en: ['Setting up in Dtima, step by step', 'Who to contact', 'See the sectors and opportunities'],
    },
  },
]);
