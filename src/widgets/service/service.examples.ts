import { defineExamples } from '../../testing/examples';

/** A service page as the site and partners show it. */
export const serviceExamples = defineExamples([
  {
    id: 'birth-certificate',
    name: 'Birth certificate (the site’s page)',
    attributes: { service: 'birth-certificate' },
    shows: {
      fr: ['Pièces à fournir', 'Les étapes', 'Gratuit', 'Service de l’état civil', '+237 222 29 14 52', 'Du lundi au vendredi, de 7\u00a0h\u00a030 à 15\u00a0h\u00a030'],
      en: ['Documents to bring', 'Step by step', 'Free', 'Civil Registry', '+237 222 29 14 52', 'Monday to Friday, 7.30\u00a0am to 3.30\u00a0pm'],
    },
  },
  {
    id: 'licenses-phone',
    name: 'Licences, on a phone',
    attributes: { service: 'licenses' },
    width: 390,
    shows: {
      fr: ['Licence d’exploitation', '50\u202f000\u00a0FCFA par an', 'Recette municipale'],
      en: ['Operating licence', '50,000\u00a0FCFA per year', 'Municipal Revenue Office'],
    },
  },
  {
    id: 'marriage-partner',
    name: 'Civil marriage, in a partner’s section (h3)',
    attributes: { service: 'marriage', 'heading-level': '3' },
    shows: {
      fr: ['Publication des bans', 'Célébrations le samedi'],
      en: ['Publication of the banns', 'Ceremonies on Saturdays'],
    },
  },
]);
