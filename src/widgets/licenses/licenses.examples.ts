import { defineExamples } from '../../testing/examples';

/** `<commune-licenses>` as the site and partners use it. */
export const licensesExamples = defineExamples([
  {
    id: 'page',
    name: 'Licences page: the three permits and the process',
    shows: {
      fr: ['Permis de bâtir', '30 jours', 'Licence commerciale', '50\u202f000\u00a0FCFA par an', '25\u202f000\u00a0FCFA par mois', '7 jours', 'Pièces à fournir', 'La démarche en trois étapes'],
      en: ['Building permit', '30 days', 'Business licence', '50,000\u00a0FCFA per year', '25,000\u00a0FCFA per month', '7 days', 'Documents to provide', 'How to apply, in three steps'],
    },
  },
  {
    id: 'partner-phone',
    name: 'A business portal on a phone: the permits only',
    attributes: { guide: 'false', 'heading-level': '3' },
    width: 390,
    shows: {
      fr: ['Les permis délivrés par la commune', 'Occupation temporaire de la voie publique', '15 jours'],
      en: ['Permits issued by the council', 'Temporary use of public space', '15 days'],
    },
  },
]);
