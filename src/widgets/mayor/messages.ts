import { defineCatalog } from '../../shared/i18n/catalog';

export const mayorMessages = defineCatalog(
  {
    'home.eyebrow': 'Le mot du maire',
    'home.message': 'Rencontrer le maire',
    'home.biography': 'Lire la biographie',
    'message.heading': 'Message du maire',
    'message.biography': 'Découvrir la biographie du maire',
    'message.earlier': 'Messages précédents',
  },
  {
    'home.eyebrow': 'A word from the Mayor',
    'home.message': 'Meet the Mayor',
    'home.biography': 'Read the biography',
    'message.heading': 'Message from the Mayor',
    'message.biography': 'Read the mayor’s biography',
    'message.earlier': 'Earlier messages',
  },
);
