import { communeDay, isUpcoming } from '../../src/shared/agenda';
import { siteUrl } from './browser';

/** An event as `GET /api/v1/events` publishes it. */
export interface PublishedEvent {
  id: number;
  title: { fr: string; en: string };
  description: { fr: string; en: string };
  location: { fr: string; en: string };
  date: string;
  start: string;
  end: string;
  category: string;
}

/** Every published event, as the server answers them now. */
export async function publishedEvents(): Promise<PublishedEvent[]> {
  const response = await fetch(siteUrl('/api/v1/events'));
  return ((await response.json()) as { items: PublishedEvent[] }).items;
}

/**
 * The upcoming published events (from today in Dtima, the site's one rule), soonest first: what
 * the home page and the events page show. The seed dates the annual events from the day the
 * server first started, so the tests read the expected titles here rather than naming them.
 */
export async function upcomingEvents(): Promise<PublishedEvent[]> {
  const today = communeDay();
  return (await publishedEvents()).filter((event) => isUpcoming(event, today)).sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
}

const MONTHS = {
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
} as const;

/** An ISO day as the site writes it (SPEC's `dd MMMM yyyy`): `01 décembre 2026`, `01 December 2026`. */
export function writtenDate(isoDay: string, lang: 'fr' | 'en'): string {
  const [year, month, day] = isoDay.split('-');
  return `${day} ${MONTHS[lang][Number(month) - 1]} ${year}`;
}
