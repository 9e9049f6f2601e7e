import { defineExamples } from '../../testing/examples';

/** `<commune-investment>` as the site and partners use it. */
export const investmentExamples = defineExamples([
  {
    id: 'home',
    name: 'Home page: the six sectors and the way to /investir',
    shows: {
      fr: ['Opportunités d’investissement', 'Infrastructures', 'Énergies renouvelables', 'Santé', 'Investir à Dtima'],
      en: ['Investment opportunities', 'Infrastructure', 'Renewable energy', 'Health', 'Invest in Dtima'],
    },
  },
  {
    id: 'full',
    name: 'Investment page: market overview and opportunities',
    attributes: { variant: 'full' },
    shows: {
      fr: ['Aperçu du marché', 'Habitants', 'Croissance annuelle', 'Entreprises actives', 'Mini-réseaux solaires', 'Contactez-nous'],
      en: ['Market overview', 'Inhabitants', 'Annual growth', 'Active businesses', 'Solar mini-grids', 'Contact us'],
    },
  },
  {
    id: 'partner-phone',
    name: 'A partner’s portal on a phone',
    attributes: { 'heading-level': '3' },
    width: 390,
    shows: {
      fr: ['Opportunités d’investissement', 'Agriculture et élevage', 'Investir à Dtima'],
      en: ['Investment opportunities', 'Agriculture and livestock', 'Invest in Dtima'],
    },
  },
]);
