import { defineCatalog } from '../../shared/i18n/catalog';

export const alertMessages = defineCatalog(
  {
    'level.information': 'Information',
    'level.vigilance': 'Vigilance',
    'level.urgence': 'Urgence',
    until: 'Jusqu’au {date}',
    more: 'En savoir plus',
    moreAbout: 'En savoir plus\u00a0: {title}',
    dismiss: 'Masquer l’alerte',
    dismissAbout: 'Masquer l’alerte « {title} »',
  },
  {
    'level.information': 'Information',
    'level.vigilance': 'Warning',
    'level.urgence': 'Emergency',
    until: 'Until {date}',
    more: 'Find out more',
    moreAbout: 'Find out more: {title}',
    dismiss: 'Hide alert',
    dismissAbout: 'Hide alert “{title}”',
  },
);
