import { defineExamples } from '../../testing/examples';

/** `<commune-points-of-interest>` as the site and partners use it. */
export const pointsOfInterestExamples = defineExamples([
  {
    id: 'page',
    name: 'Points-of-interest page: categories, then the business directory',
    shows: {
      fr: ['Éducation', 'Santé', 'Affaires sociales', 'Sécurité', 'Culture et arts', 'Sports et loisirs', 'Marchés', 'Annuaire des professionnels', 'Hôtels', 'Agences de voyages'],
      en: ['Education', 'Health Services', 'Social Affairs', 'Security', 'Culture and Arts', 'Sports and Leisure', 'Markets', 'Business Directory', 'Hotels', 'Travel Agencies'],
    },
  },
  {
    id: 'partner-phone',
    name: 'A partner’s portal on a phone, under its own h2',
    attributes: { 'heading-level': '3' },
    width: 390,
    shows: {
      fr: ['Santé', 'Marchés', 'Annuaire des professionnels', 'Supermarchés et marchés', 'Supermarché Al Amine', '+237 222 29 19 63'],
      en: ['Health Services', 'Markets', 'Business Directory', 'Supermarkets & Markets', 'Al Amine Supermarket', '+237 222 29 19 63'],
    },
  },
]);
