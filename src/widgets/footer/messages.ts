import { defineCatalog } from '../../shared/i18n/catalog';

export const footerMessages = defineCatalog(
  {
    'commune.heading': 'La commune',
    'living.heading': 'Vivre et visiter',
    'social.heading': 'Suivez-nous',
    'contact.heading': 'Nous contacter',
    'contact.postal': 'Adresse postale',
    'contact.phone': 'Téléphone',
    'contact.email': 'E-mail',
    'fraud.heading': 'Signaler une fraude',
    'fraud.text':
      'Signalez toute suspicion de fraude, de gaspillage ou d’abus dans la gestion des ressources municipales à l’Inspection générale de la commune\u00a0:',
    'fraud.confidential': 'Chaque signalement est traité de manière confidentielle.',
    copyright: '© {year} {name}. Tous droits réservés.',
    'legal.label': 'Informations légales',
    credit: 'Site conçu dans le cadre de l’initiative Communes numériques du Nord-Cameroun',
  },
  {
    'commune.heading': 'The council',
    'living.heading': 'Living and visiting',
    'social.heading': 'Follow us',
    'contact.heading': 'Contact us',
    'contact.postal': 'Postal address',
    'contact.phone': 'Phone',
    'contact.email': 'Email',
    'fraud.heading': 'Report fraud',
    'fraud.text': 'Report any suspected fraud, waste or abuse of municipal resources to the council’s Inspector General’s Office:',
    'fraud.confidential': 'Every report is handled in confidence.',
    copyright: '© {year} {name}. All rights reserved.',
    'legal.label': 'Legal information',
    credit: 'Website designed as part of the Digital Councils of North Cameroon initiative',
  },
);
