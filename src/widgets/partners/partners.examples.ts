import { defineExamples } from '../../testing/examples';

/** `<commune-partners>` as the site and partners use it. */
export const partnersExamples = defineExamples([
  {
    id: 'home',
    name: 'Home page: the partners’ logos, three at a time',
    shows: {
      fr: ['Nos partenaires', 'Découvrir nos partenaires'],
      en: ['Our partners', 'Meet our partners'],
    },
  },
  {
    id: 'partners-page',
    name: 'Five partners and what they do (the partners page)',
    attributes: { variant: 'list' },
    shows: {
      fr: ['FEICOM', 'Programme national de développement participatif', 'Communes et villes unies du Cameroun'],
      en: ['FEICOM', 'National Community-Driven Development Programme', 'United Councils and Cities of Cameroon'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone, under a level-3 heading',
    attributes: { 'heading-level': '3' },
    width: 390,
    shows: { fr: ['Nos partenaires'], en: ['Our partners'] },
  },
]);
