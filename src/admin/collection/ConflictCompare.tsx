import { useEffect, useState } from 'react';
import type { ContentItems } from '../../collections/content';
import type { PublicationStatus } from '../../shared/schema/fields';
import { useI18n } from '../../runtime/i18n/react';
import type { CollectionName } from '../client';
import { leaveIfSignedOut } from '../store';
import { adminClient } from '../use-admin';
import type { CollectionDescription, FormValues } from './description';
import { collectionMessages } from './messages';
import { SideBySide } from './SideBySide';

export interface ConflictCompareProps<C extends CollectionName, V extends FormValues> {
  description: CollectionDescription<C, V>;
  /** The item the edit was made from (its id names the one to read again). */
  item: ContentItems[C];
  /** What one typed, and the status the refused save asked for. */
  mine: { values: FormValues; status?: PublicationStatus };
}

/**
 * After a save refused as stale (409): the version someone else saved, read from the server,
 * beside what one typed, so one can choose to reload knowing what changes. Nothing when the
 * item cannot be read (the notice above says what to do).
 */
export function ConflictCompare<C extends CollectionName, V extends FormValues>({ description, item, mine }: ConflictCompareProps<C, V>) {
  const { t } = useI18n(collectionMessages);
  const [theirs, setTheirs] = useState<ContentItems[C] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    adminClient()
      .collection(description.collection)
      .get(item.id, { signal: controller.signal })
      .then(setTheirs, (error: unknown) => {
        if (!controller.signal.aborted) leaveIfSignedOut(error);
      });
    return () => controller.abort();
  }, [description.collection, item.id]);

  if (!theirs) return null;
  const theirLabel = theirs.updatedBy ? t('compare.theirs', { name: theirs.updatedBy }) : t('compare.theirsUnknown');
  return (
    // Open at first; folded, the form is right under the notice again.
    <details className="conflict-compare" open>
      <summary className="conflict-compare__intro">{t('conflict.compare')}</summary>
      <SideBySide
        description={description}
        label={t('conflict.compare')}
        left={{ label: theirLabel, values: description.toValues(theirs), status: theirs.status }}
        right={{ label: t('compare.mine'), ...mine }}
      />
    </details>
  );
}
