import type { Localized } from '../shared/i18n/catalog';
import { commune } from './commune';

/** The home page's hero: the welcome (the page's h1), its lead and the site search's texts. */
export const hero = {
  heading: { fr: `Bienvenue à la ${commune.name.fr}`, en: `Welcome to ${commune.name.en}` } satisfies Localized,
  lead: {
    fr: 'Démarches, actualités, événements et projets de votre commune, au pied des monts Mandara.',
    en: 'Services, news, events and projects of your council, at the foot of the Mandara Mountains.',
  } satisfies Localized,
  searchLabel: { fr: 'Rechercher sur le site', en: 'Search the site' } satisfies Localized,
  /** SPEC §2: the English placeholder is exactly this. */
  searchPlaceholder: { fr: 'Que recherchez-vous\u00a0?', en: 'What can we help you find?' } satisfies Localized,
} as const;
