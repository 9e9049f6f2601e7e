import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import type { FaqEntry } from '../../content/faq';
import { canWrite } from '../../runtime/api';
import { ErrorBoundary } from '../../runtime/element';
import { pluralize } from '../../shared/i18n/format';
import { useI18n } from '../../runtime/i18n/react';
import { filterByQuery } from '../../shared/search';
import { Dialog } from '../../kit/ui/Dialog';
import { ChevronRightIcon } from '../../kit/ui/icons';
import { SearchField } from '../../kit/ui/SearchField';
import { helpContract } from './help.contract';
import { FaqAnswer, useLocalizedFaq } from './FaqAnswer';
import { faqSearchText } from './faq-view';
import { HelpContact } from './HelpContact';
import { emptyDraft, type MessageDraft } from './message-form';
import { helpMessages } from './messages';

/** The message form (and valibot with the schema) loads when a resident heads for it. */
const loadMessageForm = () => import('./MessageForm');
const MessageForm = lazy(() => loadMessageForm().then((module) => ({ default: module.MessageForm })));

const subscribeNothing = () => () => {};

interface HelpSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The FAQ side sheet, loaded the first time the visitor opens it: the kit's modal sheet in the
 * element's shadow root, so focus moves in and stays there, Escape or a click on the backdrop
 * closes it, and focus returns to the round button.
 *
 * On the commune's own site the contact footer also offers « Laisser un message », which shows
 * the message form in place of the questions. Elsewhere (a partner's page, where the server
 * refuses writes) the footer keeps only the phone and the e-mail.
 */
export function HelpSheet({ isOpen, onOpenChange }: HelpSheetProps) {
  const { t } = useI18n(helpMessages);
  // The page's origin: only in a browser (a server render offers no form: it needs script).
  const writable = useSyncExternalStore(subscribeNothing, canWrite, () => false);
  const [writing, setWriting] = useState(false);
  const [formWanted, setFormWanted] = useState(false);
  // Kept here, above the dialog's content, so closing the sheet does not lose what was typed.
  const [draft, setDraft] = useState<MessageDraft>(emptyDraft);
  const writeButtonRef = useRef<HTMLButtonElement>(null);
  const backFromForm = useRef(false);

  useEffect(() => {
    if (writing || !backFromForm.current) return;
    backFromForm.current = false;
    writeButtonRef.current?.focus();
  }, [writing]);

  const startWriting = () => {
    setFormWanted(true);
    setWriting(true);
  };
  const stopWriting = () => {
    backFromForm.current = true;
    setWriting(false);
  };
  const changeOpen = (open: boolean) => {
    // Reopened, the sheet starts from the questions; the draft waits behind « Laisser un message ».
    if (!open) setWriting(false);
    onOpenChange(open);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={changeOpen}
      variant="sheet"
      className="help-sheet"
      part="sheet"
      title={t('sheet.title')}
      description={t('sheet.description')}
      closeLabel={t('sheet.close')}
      footer={
        <HelpContact
          onWrite={writable && !writing ? startWriting : undefined}
          onWriteIntent={() => void loadMessageForm()}
          writeButtonRef={writeButtonRef}
        />
      }
    >
      <div hidden={writing}>
        <HelpContent />
      </div>
      {writable && formWanted && (
        <div hidden={!writing}>
          <ErrorBoundary tag={helpContract.tag}>
            <Suspense fallback={<p className="help-write__loading">{t('form.loading')}</p>}>
              <MessageForm draft={draft} onDraftChange={setDraft} onSent={() => setDraft(emptyDraft)} active={writing} onBack={stopWriting} />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
    </Dialog>
  );
}

/** The search and the list of questions, or one answer with a way back to the list. */
function HelpContent() {
  const { t, lang } = useI18n(helpMessages);
  const groupHeadingId = useId();
  const answerHeadingId = useId();
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<FaqEntry['id'] | null>(null);

  const searchInputRef = useRef<HTMLInputElement>(null);
  const answerHeadingRef = useRef<HTMLHeadingElement>(null);
  const questionButtons = useRef(new Map<FaqEntry['id'], HTMLButtonElement>());
  /** The question the reader opened, to put focus back on it when they return to the list. */
  const cameFrom = useRef<FaqEntry['id'] | null>(null);
  const pendingFocus = useRef<'answer' | 'list' | null>(null);

  const entries = useLocalizedFaq();
  const results = filterByQuery(entries, query, faqSearchText);
  const selected = entries.find((entry) => entry.id === selectedId);

  // Screen readers hear how many questions match, once typing pauses.
  const resultStatus = query.trim() === ''
    ? ''
    : results.length === 0
      ? t('status.none')
      : pluralize(results.length, lang, { one: t('status.one'), other: t('status.other') });
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnouncement(resultStatus), 400);
    return () => clearTimeout(timer);
  }, [resultStatus]);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'answer') answerHeadingRef.current?.focus();
    if (target === 'list') {
      const question = cameFrom.current ? questionButtons.current.get(cameFrom.current) : undefined;
      (question ?? searchInputRef.current)?.focus();
    }
  }, [selectedId]);

  const showAnswer = (id: FaqEntry['id']) => {
    cameFrom.current = id;
    pendingFocus.current = 'answer';
    setSelectedId(id);
  };

  const backToList = () => {
    pendingFocus.current = 'list';
    setSelectedId(null);
  };

  return (
    <>
      {selected ? (
        <article className="help-answer" aria-labelledby={answerHeadingId}>
          <Button className="help-back" onPress={backToList}>
            <span aria-hidden="true">←</span> {t('answer.back')}
          </Button>
          <h3 id={answerHeadingId} ref={answerHeadingRef} tabIndex={-1} className="help-answer__question">
            {selected.question}
          </h3>
          <FaqAnswer entry={selected} />
        </article>
      ) : (
        <>
          <SearchField
            className="help-search"
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={query}
            onChange={setQuery}
            inputRef={searchInputRef}
            hideLabel
          />
          {results.length > 0 ? (
            <section className="help-group" aria-labelledby={groupHeadingId}>
              <h3 id={groupHeadingId} className="help-group__heading">
                {t('list.heading')}
              </h3>
              <ul className="help-questions" role="list">
                {results.map((entry) => (
                  <li key={entry.id}>
                    <Button
                      ref={(button) => {
                        if (button) questionButtons.current.set(entry.id, button);
                        else questionButtons.current.delete(entry.id);
                      }}
                      className="help-question"
                      onPress={() => showAnswer(entry.id)}
                    >
                      <span>{entry.question}</span>
                      <ChevronRightIcon className="help-question__chevron" width={20} height={20} strokeWidth={2.2} />
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <div className="help-empty">
              <p className="help-empty__title">{t('list.empty')}</p>
              <p>{t('list.emptyHint')}</p>
            </div>
          )}
        </>
      )}
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </>
  );
}
