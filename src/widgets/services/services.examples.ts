import { defineExamples } from '../../testing/examples';

/** The service tiles as the home page and partners use them. */
export const servicesExamples = defineExamples([
  {
    id: 'home',
    name: 'Home page, wide screen',
    attributes: { api: 'none' },
    shows: {
      fr: ['Nos services', 'Services administratifs', 'Acte de naissance', 'Mariage civil'],
      en: ['Our services', 'Administrative Services', 'Birth Certificate', 'Civil Marriage'],
    },
  },
  {
    id: 'phone',
    name: 'Phone, two tiles a row',
    attributes: { api: 'none' },
    width: 390,
    shows: {
      fr: ['Nos services', 'Droits de timbre', 'Paiement des factures'],
      en: ['Our services', 'Stamp Duty', 'Bill Payment'],
    },
  },
  {
    id: 'partner-section',
    name: 'In a partner page’s section (h3), the quick links as published',
    attributes: { 'heading-level': '3' },
    shows: { fr: ['Nos services', 'Les démarches courantes à la mairie'], en: ['Our services', 'Everyday business with the town hall'] },
  },
]);
