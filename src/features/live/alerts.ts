import type { Localized } from '../../shared/i18n/catalog';
import { fail, fieldsOf, href, idOf, oneOf, text, type Fields } from './check';

export type LiveAlertLevel = 'information' | 'vigilance' | 'urgence';

/** An alert of `GET /api/v1/alerts`, as `<commune-alert>` shows it. */
export interface LiveAlert {
  id: number;
  /** Changes with every edit: a resident who hid version 2 sees version 3. */
  version: number;
  level: LiveAlertLevel;
  title: Localized;
  text: Localized;
  link: string | undefined;
  /** Milliseconds since the epoch. */
  start: number;
  end: number;
}

function instant(item: Fields, name: string): number {
  const value = item[name];
  const parsed = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? fail(`${name} must be an ISO date-time with its offset such as "2026-05-20T08:30:00+01:00"`) : parsed;
}

/** An `AlertItem` of `GET /api/v1/alerts`. Throws `Malformed`. */
export function readAlert(value: unknown): LiveAlert {
  const item = fieldsOf(value);
  const version = item.version;
  return {
    id: idOf(item),
    version: typeof version === 'number' && Number.isInteger(version) ? version : 1,
    level: oneOf(item, 'level', ['information', 'vigilance', 'urgence'] as const),
    title: text(item, 'title'),
    text: text(item, 'text'),
    link: item.link === null || item.link === undefined || item.link === '' ? undefined : href(item.link, 'link'),
    start: instant(item, 'startsAt'),
    end: instant(item, 'endsAt'),
  };
}
