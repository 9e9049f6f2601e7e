import { useEffect, useId, useState } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { pageTitles } from '../../content/page-titles';
import { paths } from '../../content/site-map';
import { isConflict } from '../../admin/client';
import { adminStore, leaveIfSignedOut, matchesQuery, useAdminStore } from '../../admin/store';
import { adminClient, outcomeOf, useAdminQuery, useMutation } from '../../admin/use-admin';
import type { ApiError } from '../../runtime/api';
import type { PropsOf } from '../../shared/contract';
import { translate, type CatalogKey } from '../../shared/i18n/catalog';
import { formatDateTime, formatRelativeTime, useNow } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import type { StaffNotification } from '../../shared/schema/journal';
import type { ResidentMessage } from '../../shared/schema/resident';
import { toast } from '../../kit/toast';
import { Badge, Button, Heading, Notice } from '../../kit/ui';
import { ScreenHeader } from '../../admin/ScreenHeader';
import { CheckIcon, FileTextIcon, MailIcon, PhoneIcon } from '../../kit/ui/icons';
import type { adminNotificationsContract } from './admin-notifications.contract';
import { contactHref, newest, screenOf, selectMessages, unreadSubjects, type MessageFilter } from './inbox';
import { adminNotificationsMessages } from './messages';

export type AdminNotificationsProps = PropsOf<typeof adminNotificationsContract.props>;

type MessageKey = CatalogKey<typeof adminNotificationsMessages>;
/** A text in both languages, for a toast (it follows the page's language while shown). */
const both = (key: MessageKey) => ({ fr: translate(adminNotificationsMessages, 'fr', key), en: translate(adminNotificationsMessages, 'en', key) });

/**
 * The staff notifications: residents' messages (`GET /api/v1/messages`), each to mark handled
 * or reopen, and the content published lately (`GET /api/v1/notifications`). Once shown,
 * everything is marked read and the bell's dot goes.
 */
export function AdminNotifications({ headingLevel }: AdminNotificationsProps) {
  const { t, lang } = useI18n(adminNotificationsMessages);
  const headingId = useId();
  const sectionLevel = Math.min(headingLevel + 1, 6);
  const { data, loading, error, reload } = useAdminQuery(async (signal) => {
    const client = adminClient();
    const [messages, bell] = await Promise.all([client.messages.list({ signal }), client.notifications.list({ signal })]);
    return { messages, notifications: bell.items };
  });
  useEffect(() => {
    if (error) leaveIfSignedOut(error);
  }, [error]);

  // What was unread when the page was opened stays marked « Nouveau » for this visit.
  const [fresh, setFresh] = useState<ReturnType<typeof unreadSubjects>>();
  if (data && !fresh) setFresh(unreadSubjects(data.notifications));
  useEffect(() => {
    if (!fresh) return;
    adminClient()
      .notifications.markAllRead()
      .then(
        () => adminStore.getState().setUnread(0),
        (failure: unknown) => leaveIfSignedOut(failure),
      );
  }, [fresh]);

  return (
    <section className="admin-notifications" aria-labelledby={headingId}>
      <ScreenHeader heading={pageTitles[paths.adminNotifications][lang]} headingLevel={headingLevel} headingId={headingId} intro={t('intro')} />
      {error && !loading ? <LoadFailure error={error} onRetry={reload} /> : null}
      <div className="admin-notifications__columns">
        <Messages messages={data?.messages} fresh={fresh?.messages} loading={loading} level={sectionLevel} onConflict={reload} />
        <PublishedContent notifications={data?.notifications} fresh={fresh?.notifications} loading={loading} level={sectionLevel} />
      </div>
    </section>
  );
}

interface MessagesProps {
  messages: readonly ResidentMessage[] | undefined;
  fresh: ReadonlySet<number> | undefined;
  loading: boolean;
  level: number;
  onConflict: () => void;
}

function Messages({ messages, fresh, loading, level, onConflict }: MessagesProps) {
  const { t } = useI18n(adminNotificationsMessages);
  const headingId = useId();
  const query = useAdminStore((state) => state.query);
  const [filter, setFilter] = useState<MessageFilter>('open');
  // Handled or reopened during this visit: stays in place until the filter changes.
  const [kept, setKept] = useState<ReadonlySet<number>>(new Set());
  const [changed, setChanged] = useState<ReadonlyMap<number, ResidentMessage>>(new Map());
  const [pendingId, setPendingId] = useState<number | null>(null);
  const now = useNow();
  const mutation = useMutation((message: ResidentMessage, handled: boolean) => outcomeOf(adminClient().messages.setHandled(message.id, handled, message.version)));
  const all = (messages ?? []).map((message) => newest(message, changed));
  const openCount = all.filter((message) => message.handledAt === null).length;
  const shown = selectMessages(all, filter, query, kept);

  const toggle = async (message: ResidentMessage) => {
    const handled = message.handledAt === null;
    setPendingId(message.id);
    const outcome = await mutation.run(message, handled);
    setPendingId(null);
    if (!outcome) return;
    if (!outcome.ok) {
      const failure = outcome.error;
      if (leaveIfSignedOut(failure)) return;
      // Not a type guard here: every failure is an ApiError, a conflict or not.
      const conflict: boolean = isConflict(failure);
      if (conflict) {
        toast.error(both('toast.conflict'), { description: both('toast.conflictDetail') });
        onConflict();
      } else {
        toast.error(both('toast.failed'), { description: failure.status === 0 ? both('error.unreachable') : failure.message });
      }
      return;
    }
    const updated = outcome.value;
    setChanged((current) => new Map(current).set(updated.id, updated));
    setKept((current) => new Set(current).add(updated.id));
    toast.success(both(handled ? 'toast.handled' : 'toast.reopened'), { description: updated.name });
  };

  const changeFilter = (keys: Set<Key>) => {
    const [next] = keys;
    if (next !== 'open' && next !== 'all') return;
    setFilter(next);
    setKept(new Set());
  };

  let empty: string | undefined;
  if (messages && shown.length === 0) empty = query.trim() ? t('noMatch', { query: query.trim() }) : t(filter === 'open' && all.length > 0 ? 'messages.noneOpen' : 'messages.none');

  return (
    <section className="admin-notifications__panel" aria-labelledby={headingId} part="messages">
      <div className="admin-notifications__panel-head">
        <Heading level={level} id={headingId} className="admin-notifications__heading">
          {t('messages.heading')}
        </Heading>
        <ToggleButtonGroup
          className="inbox-filter"
          aria-label={t('filter.label')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[filter]}
          onSelectionChange={changeFilter}
        >
          <ToggleButton id="open" className="inbox-filter__option">
            {t('filter.open')} <span className="inbox-filter__count">{openCount}</span>
          </ToggleButton>
          <ToggleButton id="all" className="inbox-filter__option">
            {t('filter.all')} <span className="inbox-filter__count">{all.length}</span>
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      {!messages ? (
        <p className="admin-notifications__empty" role="status">
          {loading ? t('loading') : null}
        </p>
      ) : empty ? (
        <p className="admin-notifications__empty">{empty}</p>
      ) : (
        <ul className="inbox" role="list">
          {shown.map((message) => (
            <MessageCard
              key={message.id}
              message={message}
              isNew={fresh?.has(message.id) ?? false}
              level={Math.min(level + 1, 6)}
              pending={pendingId === message.id && mutation.pending}
              now={now}
              onToggle={() => void toggle(message)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface MessageCardProps {
  message: ResidentMessage;
  isNew: boolean;
  level: number;
  pending: boolean;
  /** The list's clock, for « il y a 5 min ». */
  now: Date;
  onToggle: () => void;
}

function MessageCard({ message, isNew, level, pending, now, onToggle }: MessageCardProps) {
  const { t, lang } = useI18n(adminNotificationsMessages);
  const nameId = useId();
  const handled = message.handledAt !== null;
  const href = contactHref(message.contact);
  const ContactIcon = href?.startsWith('mailto:') ? MailIcon : PhoneIcon;
  const when = (iso: string) => (
    <time dateTime={iso} title={formatDateTime(iso, lang)}>
      {formatRelativeTime(iso, now, lang)}
    </time>
  );
  return (
    <li className="inbox__item">
      <article className="message" data-handled={handled || undefined} aria-labelledby={nameId}>
        <header className="message__head">
          <Heading level={level} id={nameId} className="message__name">
            {message.name}
          </Heading>
          <span className="message__badges">
            {isNew && <Badge tone="info">{t('message.new')}</Badge>}
            <Badge tone={handled ? 'success' : 'warning'}>{t(handled ? 'message.handled' : 'message.open')}</Badge>
          </span>
        </header>
        <p className="message__meta">
          <span className="message__contact">
            <ContactIcon width={16} height={16} />
            <span className="visually-hidden">{t('message.contact')} </span>
            {href ? <a href={href}>{message.contact}</a> : message.contact}
          </span>
          <span>{t(`message.language.${message.language}`)}</span>
          <span>
            {t('message.received')} {when(message.createdAt)}
          </span>
        </p>
        <p className="message__text" lang={message.language}>
          {message.message}
        </p>
        <footer className="message__foot">
          {handled && message.handledAt ? (
            <p className="message__handled">
              <time dateTime={message.handledAt}>
                {message.handledBy
                  ? t('message.handledBy', { name: message.handledBy, when: formatDateTime(message.handledAt, lang) })
                  : t('message.handledByNobody', { when: formatDateTime(message.handledAt, lang) })}
              </time>
            </p>
          ) : null}
          <Button variant={handled ? 'ghost' : 'secondary'} isPending={pending} onPress={onToggle} className="message__action">
            {!handled && <CheckIcon />}
            {t(handled ? 'message.reopen' : 'message.markHandled')}
            <span className="visually-hidden"> ({t('message.of', { name: message.name })})</span>
          </Button>
        </footer>
      </article>
    </li>
  );
}

interface PublishedContentProps {
  notifications: readonly StaffNotification[] | undefined;
  fresh: ReadonlySet<number> | undefined;
  loading: boolean;
  level: number;
}

function PublishedContent({ notifications, fresh, loading, level }: PublishedContentProps) {
  const { t, lang } = useI18n(adminNotificationsMessages);
  const headingId = useId();
  const now = useNow();
  const query = useAdminStore((state) => state.query);
  const content = (notifications ?? []).filter((item) => item.kind === 'content');
  const shown = content.filter((item) => matchesQuery(query, [item.summary.fr, item.summary.en]));
  return (
    <section className="admin-notifications__panel" aria-labelledby={headingId} part="content">
      <Heading level={level} id={headingId} className="admin-notifications__heading">
        {t('content.heading')}
      </Heading>
      {!notifications ? (
        <p className="admin-notifications__empty">{loading ? t('loading') : null}</p>
      ) : shown.length === 0 ? (
        <p className="admin-notifications__empty">{content.length > 0 ? t('noMatch', { query: query.trim() }) : t('content.none')}</p>
      ) : (
        <ul className="published" role="list">
          {shown.map((item) => {
            const screen = screenOf(item.subject);
            return (
              <li key={item.id} className="published__item">
                <span className="published__icon" aria-hidden="true">
                  <FileTextIcon width={18} height={18} />
                </span>
                <div className="published__body">
                  <p className="published__summary">{screen ? <a href={screen}>{item.summary[lang]}</a> : item.summary[lang]}</p>
                  <p className="published__meta">
                    {fresh?.has(item.id) && <Badge tone="info">{t('message.new')}</Badge>}
                    <time dateTime={item.createdAt} title={formatDateTime(item.createdAt, lang)}>
                      {formatRelativeTime(item.createdAt, now, lang)}
                    </time>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function LoadFailure({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useI18n(adminNotificationsMessages);
  return (
    <Notice tone="danger" className="admin-notifications__failure" role="alert">
      <p>{error.status === 0 ? t('error.unreachable') : t('error.failed', { status: error.status })}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('retry')}
      </Button>
    </Notice>
  );
}
