import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { commune, mailHref, officeHoursInSentence, telHref } from '../../content/commune';
import { BUSINESS_LICENCE_FEE_FCFA, faq, type FaqEntry } from '../../content/faq';
import { pluralize } from '../../core/i18n/format';
import { useI18n } from '../../core/i18n/react';
import { filterByQuery } from '../../core/search';
import { Dialog } from '../../core/ui/Dialog';
import { ChevronRightIcon } from '../../core/ui/icons';
import { SearchField } from '../../core/ui/SearchField';
import { faqSearchText, localizeFaq } from './faq-view';
import { helpMessages } from './messages';

interface HelpSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The FAQ side sheet, loaded the first time the visitor opens it: the kit's modal sheet in the
 * element's shadow root, so focus moves in and stays there, Escape or a click on the backdrop
 * closes it, and focus returns to the round button.
 */
export function HelpSheet({ isOpen, onOpenChange }: HelpSheetProps) {
  const { t } = useI18n(helpMessages);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      variant="sheet"
      className="help-sheet"
      part="sheet"
      title={t('sheet.title')}
      description={t('sheet.description')}
      closeLabel={t('sheet.close')}
      footer={<HelpContact />}
    >
      <HelpContent />
    </Dialog>
  );
}

function HelpContact() {
  const { t, lang } = useI18n(helpMessages);
  return (
    <div className="help-contact">
      <p className="help-contact__heading">{t('contact.heading')}</p>
      <p>{t('contact.hours', { hours: officeHoursInSentence(lang) })}</p>
      <p className="help-contact__links">
        <a href={telHref(commune.phone)}>{t('contact.phone', { phone: commune.phone })}</a>
        <a href={mailHref(commune.email)}>{t('contact.email', { email: commune.email })}</a>
      </p>
    </div>
  );
}

/** The search and the list of questions, or one answer with a way back to the list. */
function HelpContent() {
  const { t, lang, formatAmount } = useI18n(helpMessages);
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

  const entries = useMemo(
    () => localizeFaq(faq, lang, { phone: commune.phone, email: commune.email, hours: officeHoursInSentence(lang), licenceFee: formatAmount(BUSINESS_LICENCE_FEE_FCFA) }),
    [lang, formatAmount],
  );
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
          <div className="help-answer__text">
            {selected.answer.map((block, index) =>
              typeof block === 'string' ? (
                <p key={index}>{block}</p>
              ) : (
                <ul key={index}>
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </div>
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
