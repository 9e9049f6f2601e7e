import { events, onNextDates } from '../../content/events';
import { communeDay } from '../../shared/agenda';
import { defineExamples } from '../../testing/examples';

/** The mock seeds the annual events on their next dates from today, as the server's first start does. */
const year = onNextDates(events, communeDay()).find((event) => event.id === 'national-day-2025')!.date.slice(0, 4);

/** `<commune-admin-events>` on its two pages, against the mock staff API (seeded from src/content). */
export const adminEventsExamples = defineExamples([
  {
    id: 'page',
    name: 'Events Management',
    attributes: { 'heading-level': '1' },
    api: {},
    shows: {
      fr: ['Tableau de bord', 'Gestion des événements', 'Créer un événement', 'Date', 'Horaire', 'Lieu', 'Fête nationale de l’Unité', `20 mai ${year}`, 'Publié'],
      en: ['Dashboard', 'Events Management', 'Create an event', 'Date', 'Time', 'Location', 'National Day', `20 May ${year}`, 'Published'],
    },
  },
  {
    id: 'calendar',
    name: 'The event calendar page, on a phone',
    attributes: { 'heading-level': '1', page: '/admin-dtima/events' },
    api: {},
    width: 390,
    shows: {
      fr: ['Calendrier des événements', 'Créer un événement', 'Fête nationale de l’Unité'],
      en: ['Event Calendar', 'Create an event', 'National Day'],
    },
  },
  {
    id: 'create',
    name: 'Creating an event',
    attributes: { 'heading-level': '1', 'open-create': '' },
    api: {},
    shows: {
      fr: ['Nouvel événement', 'Français', 'English', 'Lieu en anglais', 'Horaire', 'Début', 'Fin', 'Catégorie', 'Autre', 'Enregistrer le brouillon', 'Publier'],
      en: ['New Event', 'French', 'English', 'Location in English', 'Time', 'Start', 'End', 'Category', 'Other', 'Save Draft', 'Publish'],
    },
  },
]);
