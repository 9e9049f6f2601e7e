import type { Ref } from 'react';
import { useI18n } from '../../runtime/i18n/react';
import { Button } from '../../kit/ui/Button';
import { Notice } from '../../kit/ui/Notice';
import { collectionMessages } from './messages';

/** Where an edit or a deletion stands after a lost race (409): said, reloaded, gone, or reload failed. */
export type Problem = 'conflict' | 'reloaded' | 'reloadFailed' | 'gone' | null;

export interface ConflictNoticeProps {
  problem: Exclude<Problem, null>;
  /** What the 409 means here (« Quelqu’un d’autre a modifié cet article… »). */
  conflict: string;
  /** What to do once the item is reloaded (« Voici sa dernière version… »). */
  reloaded: string;
  /** The reload button's label (« Recharger l’article »). */
  reloadLabel: string;
  reloading: boolean;
  onReload: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The notice of the Create/Edit panel and of the deletion's confirmation when another staff
 * member changed the item meanwhile: what happened, and the offer to reload it.
 */
export function ConflictNotice({ problem, conflict, reloaded, reloadLabel, reloading, onReload, ref }: ConflictNoticeProps) {
  const { t } = useI18n(collectionMessages);
  const text = { conflict, reloaded, gone: t('reload.gone'), reloadFailed: t('reload.failed') }[problem];
  return (
    <Notice ref={ref} tabIndex={-1} tone={problem === 'reloaded' ? 'info' : 'danger'} className="collection-panel__notice">
      <p>{text}</p>
      {(problem === 'conflict' || problem === 'reloadFailed') && (
        <div>
          <Button variant="secondary" isPending={reloading} onPress={onReload}>
            {reloading ? t('reload.pending') : reloadLabel}
          </Button>
        </div>
      )}
    </Notice>
  );
}
