import { defineCatalog } from '../../shared/i18n/catalog';

export const programmesMessages = defineCatalog(
  {
    heading: 'Programmes et priorités',
    intro: 'Les grands chantiers que le conseil municipal a fixés pour la commune et ses habitants.',
    'phase.planning': 'En préparation',
    'phase.active': 'En cours',
    'phase.completed': 'Terminé',
  },
  {
    heading: 'Programmes and priorities',
    intro: 'The major undertakings the municipal council has set for the commune and its people.',
    'phase.planning': 'Planning',
    'phase.active': 'Under way',
    'phase.completed': 'Completed',
  },
);
