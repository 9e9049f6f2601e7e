import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { PropsOf } from '../../shared/contract';
import { formatDateTime } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { readAlert, type LiveAlert, type LiveAlertLevel } from '../../features/live/alerts';
import { readItems } from '../../features/live/items';
import { useLiveItems } from '../../features/live/use-live-items';
import type { alertContract } from './alert.contract';
import { alertMessages } from './messages';

export type AlertProps = PropsOf<typeof alertContract.props>;

const NONE: readonly LiveAlert[] = [];

/** Where a resident's hidden alerts are remembered: `["12:3", …]` (id and version). */
export const DISMISSED_KEY = 'commune-alert-dismissed';

const keyOf = (alert: LiveAlert) => `${alert.id}:${alert.version}`;

/** What this page hid when the storage refuses it (private browsing, a full storage). */
let unsaved: string | undefined;
const storageListeners = new Set<() => void>();

function subscribeDismissed(listener: () => void) {
  storageListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    storageListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The hidden alerts as stored (another tab's hiding shows here too). */
function storedDismissed(): string {
  if (unsaved !== undefined) return unsaved;
  try {
    return localStorage.getItem(DISMISSED_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The hidden alerts; nothing when the storage holds something else. */
function parseDismissed(stored: string): ReadonlySet<string> {
  try {
    const value: unknown = JSON.parse(stored || '[]');
    return new Set(Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);
  } catch {
    return new Set();
  }
}

function dismiss(key: string) {
  const next = JSON.stringify([...new Set(parseDismissed(storedDismissed())).add(key)].slice(-50));
  try {
    localStorage.setItem(DISMISSED_KEY, next);
  } catch {
    unsaved = next;
  }
  for (const listener of storageListeners) listener();
}

/** setTimeout's longest wait (about 24 days). */
const MAX_DELAY = 2_147_483_647;

/** The time now, updated when the next of `alerts` starts or ends. */
function useNow(alerts: readonly LiveAlert[]): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // The next start or end after the time shown (at once if it has passed since).
    const next = Math.min(...alerts.flatMap((alert) => [alert.start, alert.end]).filter((moment) => moment > now));
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(next - Date.now(), 0), MAX_DELAY));
    return () => clearTimeout(timer);
  }, [alerts, now]);
  return now;
}

const icons: Record<LiveAlertLevel, string> = {
  // An "i" in a circle, an exclamation mark in a triangle, an exclamation mark in an octagon.
  information: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  vigilance: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  urgence: 'M15.73 3H8.27L3 8.27v7.46L8.27 21h7.46L21 15.73V8.27L15.73 3ZM13 17h-2v-2h2v2Zm0-4h-2V7h2v6Z',
};

function AlertItem({ alert, onDismiss }: { alert: LiveAlert; onDismiss: (() => void) | undefined }) {
  const { t, lang } = useI18n(alertMessages);
  const title = alert.title[lang];
  return (
    <div part="item" className={`alert alert--${alert.level}`} role={alert.level === 'urgence' ? 'alert' : 'status'} data-level={alert.level}>
      <div className="alert__inner">
        <svg className="alert__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d={icons[alert.level]} fill="currentColor" />
        </svg>
        <div className="alert__body">
          <p className="alert__title">
            <span className="alert__level">{t(`level.${alert.level}`)}</span>
            <span className="alert__separator" aria-hidden="true">
              {' — '}
            </span>
            <strong>{title}</strong>
          </p>
          <p className="alert__text">{alert.text[lang]}</p>
          <p className="alert__meta">
            <span>{t('until', { date: formatDateTime(new Date(alert.end), lang) })}</span>
            {alert.link && (
              <a className="alert__link" href={alert.link.startsWith('/') ? siteHref(alert.link) : alert.link} aria-label={t('moreAbout', { title })}>
                {t('more')}
              </a>
            )}
          </p>
        </div>
        {onDismiss && (
          <button type="button" className="alert__dismiss" onClick={onDismiss} aria-label={t('dismissAbout', { title })}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3 1.4 1.4Z" fill="currentColor" />
            </svg>
            <span>{t('dismiss')}</span>
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * `<commune-alert>`: the alerts active now, emergencies first, each with its level's colour,
 * icon and word; an information or a warning can be hidden (remembered for that alert and
 * version), an emergency cannot. Each goes by itself at its end. Nothing at all when there is none.
 */
export function Alert({ api, items }: AlertProps) {
  const own = useMemo(() => (items ? readItems('<commune-alert> items', items, readAlert) : undefined), [items]);
  const live = useLiveItems<LiveAlert>(own ? 'none' : api, 'alerts', NONE, readAlert);
  const alerts = own ?? live;
  const now = useNow(alerts);
  // None on the server and at hydration (the server's render); then the resident's.
  const stored = useSyncExternalStore(subscribeDismissed, storedDismissed, () => '');
  const dismissed = useMemo(() => parseDismissed(stored), [stored]);

  const shown = useMemo(() => {
    const rank: Record<LiveAlertLevel, number> = { urgence: 0, vigilance: 1, information: 2 };
    return alerts
      .filter((alert) => alert.start <= now && now < alert.end && (alert.level === 'urgence' || !dismissed.has(keyOf(alert))))
      .toSorted((a, b) => rank[a.level] - rank[b.level] || b.start - a.start);
  }, [alerts, now, dismissed]);

  if (shown.length === 0) return null;
  return (
    <div part="base" className="alerts">
      {shown.map((alert) => (
        <AlertItem
          key={alert.id}
          alert={alert}
          onDismiss={
            alert.level === 'urgence'
              ? undefined
              : () => dismiss(keyOf(alert))
          }
        />
      ))}
    </div>
  );
}
