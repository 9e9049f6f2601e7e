import { defineExamples } from '../../testing/examples';

/** `<commune-taxes>` as the site and partners use it. */
export const taxesExamples = defineExamples([
  {
    id: 'page',
    name: 'Taxes page: ways to pay and the three taxes',
    shows: {
      fr: ['Moyens de paiement', 'Espèces', 'Virement bancaire', 'Mobile money', 'Impôt foncier', '0,1\u00a0% de la valeur locative', '31 mars', '31 janvier', '1\u202f000\u00a0FCFA par jour'],
      en: ['Ways to pay', 'Cash', 'Bank transfer', 'Mobile money', 'Property tax', '0.1% of the rental value', '31 March', '31 January', '1,000\u00a0FCFA per day'],
    },
  },
  {
    id: 'partner-phone',
    name: 'A business portal on a phone',
    attributes: { 'heading-level': '3' },
    width: 390,
    shows: {
      fr: ['Les taxes municipales', 'Taxe de stationnement', 'Moyens de paiement acceptés'],
      en: ['Municipal taxes', 'Parking tax', 'Accepted ways to pay'],
    },
  },
]);
