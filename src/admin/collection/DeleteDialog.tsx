import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../runtime/api';
import { interpolate } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import type { ContentItems } from '../../collections/content';
import { toast } from '../../kit/toast';
import { AlertDialog } from '../../kit/ui/AlertDialog';
import { isConflict, type CollectionName } from '../client';
import { leaveIfSignedOut } from '../store';
import { adminClient, useMutation } from '../use-admin';
import type { CollectionDescription, FormValues } from './description';
import { ConflictNotice, type Problem } from './ConflictNotice';
import { collectionMessages } from './messages';
import { bilingual } from './values';

export interface DeleteDialogProps<C extends CollectionName, V extends FormValues> {
  description: CollectionDescription<C, V>;
  item: ContentItems[C];
  headingLevel: number;
  onClose: () => void;
  onDeleted: () => void;
  /** The item was read again after a conflict: the list may be stale too. */
  onListChanged: () => void;
}


/** Toasts' titles, « Succès » and « Erreur », in both languages. */
const shared = bilingual(collectionMessages);

/** Refuses the confirmation's promise: the dialog stays open for its message. */
class KeepOpen extends Error {}

/**
 * « Mettre « … » à la corbeille ? »: Cancel or Move to Trash; the toast that follows offers
 * « Annuler », which brings the item back. A deletion made from an old version (409) says so
 * and offers to read the item again, then to confirm again.
 */
export default function DeleteDialog<C extends CollectionName, V extends FormValues>({
  description,
  item: initialItem,
  headingLevel,
  onClose,
  onDeleted,
  onListChanged,
}: DeleteDialogProps<C, V>) {
  const { t, lang } = useI18n(collectionMessages);
  const texts = description.texts;
  const [item, setItem] = useState(initialItem);
  const [problem, setProblem] = useState<Problem>(null);
  const [reloading, setReloading] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [focusNotice, setFocusNotice] = useState(0);
  useEffect(() => {
    if (focusNotice) noticeRef.current?.focus();
  }, [focusNotice]);

  const remove = useMutation(async (target: ContentItems[C]): Promise<{ ok: true } | { ok: false; error: unknown }> => {
    try {
      await adminClient().collection(description.collection).remove(target.id, target.version);
      return { ok: true };
    } catch (error) {
      return { ok: false, error };
    }
  });

  const confirm = async () => {
    const result = await remove.run(item);
    if (result?.ok) {
      const deleted = item;
      toast.success(shared('toast.success'), {
        description: texts.deleted,
        action: { label: shared('undo.action'), onAction: () => void undo(deleted) },
      });
      onDeleted();
      return;
    }
    const error = result?.error;
    if (leaveIfSignedOut(error)) throw new KeepOpen();
    toast.error(shared('toast.error'), { description: texts.deleteFailed });
    if (isConflict(error)) {
      setProblem('conflict');
      setFocusNotice((count) => count + 1);
    } else if (error instanceof ApiError && error.status === 404) {
      // Already gone: the list will say so.
      onListChanged();
      setProblem('gone');
      setFocusNotice((count) => count + 1);
    }
    throw new KeepOpen();
  };

  /** The toast's « Annuler »: the item comes back from the trash (the dialog is closed by then). */
  const undo = async (deleted: ContentItems[C]) => {
    try {
      await adminClient().collection(description.collection).restore(deleted.id);
      toast.success(shared('toast.success'), { description: shared('undo.done') });
    } catch (error) {
      if (leaveIfSignedOut(error)) return;
      toast.error(shared('toast.error'), { description: shared('undo.failed') });
    } finally {
      onListChanged();
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      setItem(await adminClient().collection(description.collection).get(item.id));
      setProblem('reloaded');
    } catch (error) {
      if (leaveIfSignedOut(error)) return;
      setProblem(error instanceof ApiError && error.status === 404 ? 'gone' : 'reloadFailed');
    } finally {
      setReloading(false);
      onListChanged();
      setFocusNotice((count) => count + 1);
    }
  };

  const label = description.labelOf(item, lang);
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && !remove.pending && onClose()}
      title={interpolate(texts.deleteTitle[lang], { label })}
      confirmLabel={remove.pending ? t('pending.trash') : t('action.trash')}
      isPending={remove.pending || reloading}
      onConfirm={confirm}
      headingLevel={headingLevel}
    >
      <p>{texts.deleteBody[lang]}</p>
      {problem && (
        <ConflictNotice
          ref={noticeRef}
          problem={problem}
          conflict={texts.deleteConflict[lang]}
          reloaded={t('delete.reloaded')}
          reloadLabel={texts.reload[lang]}
          reloading={reloading}
          onReload={() => void reload()}
        />
      )}
    </AlertDialog>
  );
}
