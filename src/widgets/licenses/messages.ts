import { defineCatalog } from '../../core/i18n/catalog';

export const licensesMessages = defineCatalog(
  {
    heading: 'Les permis délivrés par la commune',
    processing: 'Délai de traitement',
    cost: 'Coût',
    office: 'Où déposer',
    requirements: 'Pièces à fournir',
    'days.one': '{count} jour',
    'days.other': '{count} jours',
    'cost.year': '{amount} par an',
    'cost.month': '{amount} par mois',
    'cost.once': '{amount}, paiement unique',
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
    'cost.year': '{amount} per year',
    'cost.month': '{amount} per month',
    'cost.once': '{amount}, one-off',
    'guide.heading': 'How to apply, in three steps',
    'guide.intro': 'The processing time starts when a complete application is handed in.',
  },
);
