import { offices } from '../../content/commune';
import { defineExamples } from '../../testing/examples';

const { phone, email } = offices.tourism;

/** `<commune-tourism>` as the site and partners use it: stories and the accessibility check read these. */
export const tourismExamples = defineExamples([
  {
    id: 'page',
    name: 'The tourism page',
    shows: {
      fr: ['Sites naturels et culturels', 'Crête des aiguilles', 'Randonnée', 'Une journée au cœur de la culture mafa', phone, email, 'Réserver une expérience', 'Contacter l’office du tourisme'],
      en: ['Natural and cultural sites', 'The Needles Ridge', 'Hiking', 'A day in the heart of Mafa culture', phone, email, 'Reserve an experience', 'Contact the tourism office'],
    },
  },
  {
    id: 'phone',
    name: 'On a phone, under an h2',
    attributes: { 'heading-level': '3' },
    width: 390,
    shows: {
      fr: ['Dtima, entre montagnes et traditions', 'Marché central de Dtima', 'Tous les jours\u00a0; grand marché le mercredi', '15\u202f000\u00a0FCFA par personne'],
      en: ['Dtima, between mountains and traditions', 'Dtima Central Market', 'Every day; main market day on Wednesday', '15,000\u00a0FCFA per person'],
    },
  },
]);
