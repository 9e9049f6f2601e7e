import { defineCatalog } from '../../shared/i18n/catalog';

export const pointsOfInterestMessages = defineCatalog(
  {
    'categories.label': 'Points d’intérêt par catégorie',
    'count.one': '{count} adresse',
    'count.other': '{count} adresses',
    'label.address': 'Adresse',
    'label.contact': 'Contact',
    'label.phone': 'Téléphone',
    'label.email': 'E-mail',
    'label.openingDays': 'Ouverture',
    'directory.heading': 'Annuaire des professionnels',
    'directory.intro':
      'Hôtels, ONG, agences de voyages, restaurants et commerces de la commune, avec la personne à contacter. Un professionnel manque à l’annuaire\u00a0? Signalez-le à l’hôtel de ville.',
  },
  {
    'categories.label': 'Points of interest by category',
    'count.one': '{count} place',
    'count.other': '{count} places',
    'label.address': 'Address',
    'label.contact': 'Contact',
    'label.phone': 'Phone',
    'label.email': 'Email',
    'label.openingDays': 'Open',
    'directory.heading': 'Business Directory',
    'directory.intro':
      'Hotels, NGOs, travel agencies, restaurants and shops in the council area, with the person to contact. Is a business missing from the directory? Let the town hall know.',
  },
);
