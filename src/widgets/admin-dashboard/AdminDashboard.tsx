import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { pageTitles } from '../../content/page-titles';
import { sitePage } from '../../content/pages';
import { paths } from '../../content/site-map';
import { leaveIfSignedOut, matchesQuery, useAdminStore } from '../../admin/store';
import { adminClient, useAdminQuery } from '../../admin/use-admin';
import type { ApiError } from '../../runtime/api';
import type { PropsOf } from '../../shared/contract';
import { formatDateTime, formatRelativeTime, useNow } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import type { ActivityEntry, ActivityType, Stats } from '../../shared/schema/journal';
import { Badge, Button, Heading, Notice } from '../../kit/ui';
import { StatCard } from '../../kit/ui/admin';
import { ScreenHeader } from '../../admin/ScreenHeader';
import { FileTextIcon } from '../../kit/ui/icons';
import { CalendarIcon, MessageIcon, UserIcon, UsersIcon } from '../../kit/ui/admin-icons';
import { activitySentence, figureChange } from './activity';
import { collectionOf } from '../../collections';
import type { ScheduledChange } from '../../collections/schedule';
import type { adminDashboardContract } from './admin-dashboard.contract';
import { adminDashboardMessages } from './messages';

export type AdminDashboardProps = PropsOf<typeof adminDashboardContract.props>;

const FIGURES = [
  { key: 'users', label: 'stats.users', icon: <UsersIcon /> },
  { key: 'content', label: 'stats.content', icon: <FileTextIcon /> },
  { key: 'upcomingEvents', label: 'stats.upcomingEvents', icon: <CalendarIcon /> },
  { key: 'messages', label: 'stats.messages', icon: <MessageIcon /> },
] as const satisfies readonly { key: keyof Stats; label: string; icon: ReactNode }[];

const TYPE_ICONS: Record<ActivityType, ReactNode> = {
  user: <UserIcon width={18} height={18} />,
  content: <FileTextIcon width={18} height={18} />,
  event: <CalendarIcon width={18} height={18} />,
};
const TYPE_TONES = { user: 'neutral', content: 'info', event: 'success' } as const;

/**
 * The staff dashboard: the breadcrumb « Tableau de bord › Vue d’ensemble », four figures from
 * the server (`GET /api/v1/stats`) with their change since last month, and the recent activity
 * (`GET /api/v1/activity`), filtered by the header's search.
 */
export function AdminDashboard({ headingLevel }: AdminDashboardProps) {
  const { t, lang } = useI18n(adminDashboardMessages);
  const headingId = useId();
  const statsId = useId();
  const activityId = useId();
  const scheduleId = useId();
  const sectionLevel = Math.min(headingLevel + 1, 6);
  const { data, loading, error, reload } = useAdminQuery(async (signal) => {
    const client = adminClient();
    const [stats, activity, schedule] = await Promise.all([client.stats({ signal }), client.activity({ signal }), client.schedule({ signal })]);
    return { stats, activity, schedule };
  });
  useEffect(() => {
    if (error) leaveIfSignedOut(error);
  }, [error]);

  return (
    <section className="admin-dashboard" aria-labelledby={headingId}>
      <ScreenHeader
        heading={pageTitles[paths.admin][lang]}
        headingLevel={headingLevel}
        headingId={headingId}
        crumb={t('crumb')}
        intro={sitePage(paths.admin)?.summary[lang]}
      />
      {error && !loading ? <LoadFailure error={error} onRetry={reload} /> : null}

      <section className="admin-dashboard__figures" aria-labelledby={statsId}>
        <Heading level={sectionLevel} id={statsId} className="visually-hidden">
          {t('stats.heading')}
        </Heading>
        <ul className="admin-dashboard__stats" role="list" part="stats">
          {FIGURES.map(({ key, label, icon }) => (
            <li key={key} className="admin-dashboard__stat">
              <Figure label={t(label)} icon={icon} figure={data?.stats[key]} />
            </li>
          ))}
        </ul>
      </section>

      {data && (
        <section className="admin-dashboard__panel" aria-labelledby={scheduleId}>
          <Heading level={sectionLevel} id={scheduleId} className="admin-dashboard__panel-heading">
            {t('schedule.heading')}
          </Heading>
          <ScheduleList changes={data.schedule} />
        </section>
      )}

      <section className="admin-dashboard__panel" aria-labelledby={activityId} part="activity">
        <Heading level={sectionLevel} id={activityId} className="admin-dashboard__panel-heading">
          {t('activity.heading')}
        </Heading>
        {data ? (
          <ActivityList entries={data.activity} />
        ) : (
          <p className="admin-dashboard__empty" role="status">
            {loading ? t('loading') : null}
          </p>
        )}
      </section>
    </section>
  );
}

function Figure({ label, icon, figure }: { label: string; icon: ReactNode; figure: Stats[keyof Stats] | undefined }) {
  const { t, formatNumber } = useI18n(adminDashboardMessages);
  if (!figure) return <StatCard label={label} icon={icon} value="…" />;
  const change = figureChange(figure);
  if (change.kind === 'percent') return <StatCard label={label} icon={icon} value={figure.value} change={change.percent} />;
  const difference = formatNumber(change.difference, { signDisplay: 'exceptZero' });
  return <StatCard label={label} icon={icon} value={figure.value} change={change.difference} changeTemplate={t('stats.newSince', { difference })} />;
}

function ActivityList({ entries }: { entries: readonly ActivityEntry[] }) {
  const { t, lang } = useI18n(adminDashboardMessages);
  const query = useAdminStore((state) => state.query);
  const now = useNow();
  const lines = useMemo(
    () =>
      entries.map((entry) => {
        // A kind this version does not know reads as content.
        const type: ActivityType = entry.type in TYPE_ICONS ? entry.type : 'content';
        return { entry, type, user: entry.user ?? t('activity.removedUser'), sentence: activitySentence(entry, lang), typeLabel: t(`type.${type}`) };
      }),
    [entries, lang, t],
  );
  const shown = lines.filter((line) => matchesQuery(query, [line.user, line.sentence, line.typeLabel]));

  if (lines.length === 0) return <p className="admin-dashboard__empty">{t('activity.empty')}</p>;
  if (shown.length === 0) return <p className="admin-dashboard__empty">{t('activity.noMatch', { query: query.trim() })}</p>;
  return (
    <ul className="admin-dashboard__activity" role="list">
      {shown.map(({ entry, type, user, sentence, typeLabel }) => (
        <li key={entry.id} className="activity" data-type={type}>
          <span className="activity__icon" aria-hidden="true">
            {TYPE_ICONS[type]}
          </span>
          <div className="activity__body">
            <p className="activity__text">
              <strong className="activity__user">{user}</strong> {sentence}
            </p>
            <p className="activity__meta">
              <Badge tone={TYPE_TONES[type]}>{typeLabel}</Badge>
              <time className="activity__time" dateTime={entry.at} title={formatDateTime(entry.at, lang)}>
                {formatRelativeTime(entry.at, now, lang)}
              </time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The next publications and withdrawals: when, what, of which collection. */
function ScheduleList({ changes }: { changes: readonly ScheduledChange[] }) {
  const { t, lang } = useI18n(adminDashboardMessages);
  if (changes.length === 0) return <p className="admin-dashboard__empty">{t('schedule.empty')}</p>;
  return (
    <ul className="admin-dashboard__activity" role="list">
      {changes.map((change) => (
        <li key={`${change.collection}-${change.id}-${change.kind}`} className="activity" data-type="content">
          <span className="activity__icon" aria-hidden="true">
            <CalendarIcon width={18} height={18} />
          </span>
          <div className="activity__body">
            <p className="activity__text">
              <strong>{textOf(change.label, lang)}</strong> <span className="activity__time">· {collectionOf(change.collection)?.labels.singular[lang] ?? ''}</span>
            </p>
            <p className="activity__meta">
              <Badge tone={change.kind === 'publish' ? 'info' : 'neutral'}>{t(change.kind === 'publish' ? 'schedule.publish' : 'schedule.unpublish')}</Badge>
              <time className="activity__time" dateTime={change.at}>
                {formatDateTime(change.at, lang)}
              </time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

const textOf = (label: { fr: string; en: string }, lang: 'fr' | 'en') => (lang === 'en' && label.en ? label.en : label.fr);

function LoadFailure({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useI18n(adminDashboardMessages);
  return (
    <Notice tone="danger" className="admin-dashboard__failure" role="alert">
      <p>{error.status === 0 ? t('error.unreachable') : t('error.failed', { status: error.status })}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('retry')}
      </Button>
    </Notice>
  );
}
