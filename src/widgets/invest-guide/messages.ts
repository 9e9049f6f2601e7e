import { defineCatalog } from '../../shared/i18n/catalog';

export const investGuideMessages = defineCatalog(
  {
    'strengths.heading': 'Pourquoi investir à Dtima\u00a0?',
    'support.heading': 'L’accompagnement de la commune',
    'steps.heading': 'S’installer à Dtima, étape par étape',
    'contact.heading': 'Votre interlocuteur',
    'contact.intro': 'Le bureau répond à vos questions, vous reçoit sur rendez-vous et vous accompagne jusqu’à l’ouverture de votre activité.',
    'contact.phone': 'Téléphone',
    'contact.email': 'E-mail',
    'contact.location': 'Adresse',
    'contact.hours': 'Horaires',
    sectorsLink: 'Voir les secteurs et les opportunités',
  },
  {
    'strengths.heading': 'Why invest in Dtima?',
    'support.heading': 'How the council supports you',
    'steps.heading': 'Setting up in Dtima, step by step',
    'contact.heading': 'Who to contact',
    'contact.intro': 'The office answers your questions, meets you by appointment and supports you until your business opens.',
    'contact.phone': 'Phone',
    'contact.email': 'Email',
    'contact.location': 'Address',
    'contact.hours': 'Opening hours',
    sectorsLink: 'See the sectors and opportunities',
  },
);
