import { defineCatalog } from '../../shared/i18n/catalog';

export const licensesMessages = defineCatalog(
  {
    heading: 'Les permis délivrés par la commune',
    processing: 'Délai de traitement',
    cost: 'Coût',
    office: 'Où déposer',
    requirements: 'Pièces à fournir',
    'days.one': '{count} jour',
    'days.other': '{count} jours',
    'cost.year': 'par an',
    'cost.month': 'par mois',
    'cost.once': 'paiement unique',
    'guide.heading': 'La démarche en trois étapes',
    'guide.intro': 'Le délai de traitement court à partir du dépôt d’un dossier complet.',
  },
  {
    heading: 'Permits issued by the council',
    processing: 'Processing time',
    cost: 'Cost',
    office: 'Where to apply',
    requirements: 'Documents to provide',
    'days.one': '{count} day',
    'days.other': '{count} days',
    'cost.year': 'per year',
    'cost.month': 'per month',
    'cost.once': 'one-off payment',
    'guide.heading': 'How to apply, in three steps',
    'guide.intro': 'The processing time starts when a complete application is handed in.',
  },
);
