import { useId } from 'react';
import { formatDate } from '../../runtime/i18n/dates';
import { useI18n } from '../../runtime/i18n/react';
import { Button } from '../../kit/ui/Button';
import { Notice } from '../../kit/ui/Notice';
import { autosaveMessages } from './autosave-messages';

export interface DraftNoticeProps {
  /** When the draft was kept (ISO): written on Dtima's clock, « 20 mai 2025 à 08:30 ». */
  savedAt: string;
  onResume: () => void;
  onIgnore: () => void;
}

/**
 * The offer of a draft kept in the browser, at the top of the Create/Edit panel: a named region
 * with « Reprendre le brouillon du … » and « Ignorer ».
 */
export function DraftNotice({ savedAt, onResume, onIgnore }: DraftNoticeProps) {
  const { t, lang } = useI18n(autosaveMessages);
  const labelId = useId();
  return (
    <Notice tone="info" role="region" aria-labelledby={labelId} className="collection-panel__notice collection-panel__draft">
      <p id={labelId}>{t('draft.found')}</p>
      <div className="collection-panel__draft-actions">
        <Button variant="secondary" onPress={onResume}>
          {t('draft.resume', { date: formatDate(savedAt, lang, t('draft.date')) })}
        </Button>
        <Button variant="ghost" onPress={onIgnore}>
          {t('draft.ignore')}
        </Button>
      </div>
    </Notice>
  );
}

/** A live region, there from the start, that says a save is waiting for the network. */
export function OfflineNotice({ offline }: { offline: boolean }) {
  const { t } = useI18n(autosaveMessages);
  return <div role="status">{offline && <Notice tone="info" className="collection-panel__notice"><p>{t('offline')}</p></Notice>}</div>;
}
