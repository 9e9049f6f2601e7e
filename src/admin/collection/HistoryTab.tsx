import { useEffect, useState } from 'react';
import type { ContentItems } from '../../collections/content';
import { interpolate, type Localized } from '../../shared/i18n/catalog';
import { pluralize } from '../../shared/i18n/format';
import { formatDateTime } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import { toast } from '../../kit/toast';
import { AlertDialog } from '../../kit/ui/AlertDialog';
import { Badge } from '../../kit/ui/Badge';
import { Button } from '../../kit/ui/Button';
import { Heading } from '../../kit/ui/Heading';
import { Notice } from '../../kit/ui/Notice';
import { isConflict, type CollectionName, type Revision } from '../client';
import { leaveIfSignedOut } from '../store';
import { adminClient, useMutation } from '../use-admin';
import type { CollectionDescription, FormValues } from './description';
import { compareStates } from './compare';
import { collectionMessages } from './messages';
import { SideBySide } from './SideBySide';
import { bilingual } from './values';

export interface HistoryTabProps<C extends CollectionName, V extends FormValues> {
  description: CollectionDescription<C, V>;
  /** The item as the panel holds it: its current version. */
  item: ContentItems[C];
  /** Level of the tab's headings (« Versions antérieures »). */
  headingLevel: number;
  /** A version was restored: the item's new version. */
  onRestored: (item: ContentItems[C]) => void;
  /** The restore was refused as stale (409): someone changed the item meanwhile. */
  onConflict: () => void;
}

const shared = bilingual(collectionMessages);
const bothLanguages = (key: keyof (typeof collectionMessages)['fr'], vars: Record<string, string | number>): Localized => ({
  fr: interpolate(collectionMessages.fr[key], vars),
  en: interpolate(collectionMessages.en[key], vars),
});

type Loaded<C extends CollectionName> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; revisions: Revision<C>[] };

/**
 * The Edit panel's History tab: the item's earlier versions, newest first, each with when and
 * by whom it was saved and its status; the one chosen beside the current version
 * (`SideBySide`), and « Restaurer cette version » after a confirmation.
 */
export default function HistoryTab<C extends CollectionName, V extends FormValues>({ description, item, headingLevel, onRestored, onConflict }: HistoryTabProps<C, V>) {
  const { t, lang } = useI18n(collectionMessages);
  const [loaded, setLoaded] = useState<Loaded<C>>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    adminClient()
      .collection(description.collection)
      .revisions(item.id, { signal: controller.signal })
      .then(
        (revisions) => {
          setLoaded({ state: 'ready', revisions });
          setChosen((current) => (current !== null && revisions.some((revision) => revision.revision === current) ? current : (revisions[0]?.revision ?? null)));
        },
        (error: unknown) => {
          if (controller.signal.aborted || leaveIfSignedOut(error)) return;
          setLoaded({ state: 'failed' });
        },
      );
    return () => controller.abort();
  }, [description.collection, item.id, item.version, generation]);

  const restore = useMutation(async (revision: Revision<C>): Promise<{ item: ContentItems[C] } | { error: unknown }> => {
    try {
      return { item: await adminClient().collection(description.collection).restoreRevision(item.id, revision.revision, item.version) };
    } catch (error) {
      return { error };
    }
  });

  if (loaded.state === 'loading') return <p className="history__intro" role="status">{t('history.loading')}</p>;
  if (loaded.state === 'failed') {
    return (
      <Notice tone="danger" className="history__failure">
        <p>{t('history.failed')}</p>
        <div>
          <Button variant="secondary" onPress={() => setGeneration((value) => value + 1)}>
            {t('retry')}
          </Button>
        </div>
      </Notice>
    );
  }
  const { revisions } = loaded;
  if (revisions.length === 0) {
    return (
      <div className="history__empty">
        <p>{t('history.empty')}</p>
        <p>{t('history.emptyHint')}</p>
      </div>
    );
  }

  const current = { values: description.toValues(item), status: item.status };
  const revision = revisions.find((candidate) => candidate.revision === chosen) ?? null;
  const when = (moment: string) => formatDateTime(moment, lang);

  const confirm = async () => {
    if (!revision) return;
    const result = await restore.run(revision);
    if (result && 'item' in result) {
      toast.success(shared('toast.success'), { description: bothLanguages('history.restored', { version: revision.version }) });
      onRestored(result.item);
      return;
    }
    const error = result?.error;
    if (leaveIfSignedOut(error)) return;
    toast.error(shared('toast.error'), { description: shared('history.restoreFailed') });
    if (isConflict(error)) onConflict();
  };

  return (
    <div className="history">
      <p className="history__intro">{t('history.intro')}</p>
      <Heading level={headingLevel} className="history__title">
        {t('history.list')}
      </Heading>
      <ol className="history__list">
        {revisions.map((entry) => {
          const changes = compareStates(description, { values: description.toValues(entry), status: entry.status }, current, lang).filter((row) => row.changed).length;
          const isChosen = entry.revision === chosen;
          return (
            <li key={entry.revision}>
              <Button
                variant="ghost"
                className="history__version"
                aria-pressed={isChosen}
                onPress={() => setChosen(entry.revision)}
              >
                <span className="history__when">
                  {t('history.version', { version: entry.version })} — {when(entry.updatedAt)}
                </span>
                <span className="history__who">{entry.updatedBy ? t('history.by', { name: entry.updatedBy }) : t('history.byUnknown')}</span>
                <span className="history__marks">
                  <Badge tone={entry.status === 'published' ? 'success' : 'neutral'}>{t(entry.status === 'published' ? 'status.published' : 'status.draft')}</Badge>
                  {isChosen && <Badge tone="info">{t('history.selected')}</Badge>}
                </span>
                <span className="history__who">
                  {changes === 0 ? t('history.same') : pluralize(changes, lang, { one: t('history.changedOne'), other: t('history.changedOther') })}
                </span>
              </Button>
            </li>
          );
        })}
      </ol>
      {revision && (
        <section className="history__detail" aria-label={t('history.version', { version: revision.version })}>
          <div className="history__bar">
            <p className="history__summary">{t('compare.revision', { version: revision.version, date: when(revision.updatedAt) })}</p>
            <Button onPress={() => setConfirming(true)} isPending={restore.pending}>
              {restore.pending ? t('history.restoring') : t('history.restore')}
            </Button>
          </div>
          <SideBySide
            description={description}
            label={`${t('compare.revision', { version: revision.version, date: when(revision.updatedAt) })} — ${t('compare.current')}`}
            left={{ label: t('compare.revision', { version: revision.version, date: when(revision.updatedAt) }), values: description.toValues(revision), status: revision.status }}
            right={{ label: t('compare.current'), ...current }}
          />
          <AlertDialog
            isOpen={confirming}
            onOpenChange={(isOpen) => !isOpen && !restore.pending && setConfirming(false)}
            title={t('history.restoreTitle', { version: revision.version })}
            confirmLabel={restore.pending ? t('history.restoring') : t('history.restore')}
            tone="primary"
            isPending={restore.pending}
            onConfirm={confirm}
            headingLevel={headingLevel}
          >
            <p>{t('history.restoreBody')}</p>
          </AlertDialog>
        </section>
      )}
    </div>
  );
}
