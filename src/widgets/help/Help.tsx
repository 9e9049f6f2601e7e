import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, Dialog, DialogTrigger, Input, Label, Modal, ModalOverlay, SearchField } from 'react-aria-components';
import type { PropsOf } from '../../core/contract';
import { useHost, useHostEvent } from '../../core/element';
import { pluralize } from '../../core/i18n/format';
import { useI18n } from '../../core/i18n/react';
import { commune, telHref } from '../../content/commune';
import { BUSINESS_LICENCE_FEE_FCFA, faq, type FaqEntry } from '../../content/faq';
import { faqSearchText, localizeFaq } from './faq-view';
import type { helpContract } from './help.contract';
import { helpMessages } from './messages';
import { filterByQuery } from '../../core/search';
import { ChevronRightIcon, CloseIcon, SearchIcon } from '../../core/ui/icons';

export type HelpProps = PropsOf<typeof helpContract.props>;

function QuestionMarkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 2.8-3 4.6"
      />
      <circle cx="11.9" cy="18.2" r="1.45" fill="currentColor" />
    </svg>
  );
}

/** Whether focus is nowhere in particular (page load), so closing the sheet would lose it. */
function focusIsOnPage(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}

/**
 * The floating help button and the FAQ side sheet it opens (SPEC §2 “Help widget”). The sheet
 * is a react-aria modal dialog rendered in the element’s own shadow root: focus moves into it
 * and stays there, Escape or a click on the backdrop closes it, and focus returns to the button.
 */
export function Help({ open }: HelpProps) {
  const { t } = useI18n(helpMessages);
  const host = useHost();
  const emit = useHostEvent();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // The `open` prop drives the sheet, and the sheet’s own changes are written back to the
  // element (property and attribute), so both always agree.
  const [isOpen, setOpen] = useState(open);
  const [syncedOpen, setSyncedOpen] = useState(open);
  if (open !== syncedOpen) {
    setSyncedOpen(open);
    setOpen(open);
  }

  // Opened from markup on load: nothing has focus yet, so the dialog would have nothing to give
  // it back to. Put focus on the button first; the sheet then takes it and returns it on close.
  // Only the state at mount matters, so the effect reads the prop's first value, not the prop.
  const openAtMount = useRef(open);
  useLayoutEffect(() => {
    if (openAtMount.current && focusIsOnPage()) triggerRef.current?.focus({ preventScroll: true });
  }, []);

  const announcedOpen = useRef(open);
  useEffect(() => {
    if (announcedOpen.current === isOpen) return;
    announcedOpen.current = isOpen;
    emit('commune-help-toggle', { open: isOpen });
  }, [emit, isOpen]);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    // oxlint-disable-next-line react/immutability -- `host` is the custom element (a DOM node, not React state), written in an event handler, never during render
    (host as HTMLElement & { open: boolean }).open = next;
    if (next) host.setAttribute('open', '');
    else host.removeAttribute('open');
  };

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={changeOpen}>
      <Button
        ref={triggerRef}
        className="help-trigger"
        aria-label={t('trigger.label')}
        render={(props) => <button {...props} part="trigger" />}
      >
        <QuestionMarkIcon />
      </Button>
      <ModalOverlay className="help-overlay" isDismissable>
        <Modal className="help-sheet" render={(props) => <div {...props} part="sheet" />}>
          {/* Named explicitly: react-aria finds the title slot with document.getElementById, which
              cannot see into a shadow root, and would fall back to the button’s name. */}
          <Dialog className="help-dialog" aria-labelledby={titleId} aria-describedby={descriptionId}>
            {({ close }) => <HelpSheet titleId={titleId} descriptionId={descriptionId} onClose={close} />}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function HelpSheet({ titleId, descriptionId, onClose }: { titleId: string; descriptionId: string; onClose: () => void }) {
  const { t, lang, formatAmount } = useI18n(helpMessages);
  const groupHeadingId = useId();
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<FaqEntry['id'] | null>(null);

  const searchInputRef = useRef<HTMLInputElement>(null);
  const answerHeadingRef = useRef<HTMLHeadingElement>(null);
  const questionButtons = useRef(new Map<FaqEntry['id'], HTMLButtonElement>());
  /** The question the reader opened, to put focus back on it when they return to the list. */
  const cameFrom = useRef<FaqEntry['id'] | null>(null);
  const pendingFocus = useRef<'answer' | 'list' | null>(null);

  const entries = useMemo(
    () => localizeFaq(faq, lang, { phone: commune.phone, email: commune.email, licenceFee: formatAmount(BUSINESS_LICENCE_FEE_FCFA) }),
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
    <div className="help-layout">
      <header className="help-header">
        <div className="help-header__text">
          <h2 id={titleId} className="help-title">
            {t('sheet.title')}
          </h2>
          <p id={descriptionId} className="help-description">
            {t('sheet.description')}
          </p>
        </div>
        <Button className="help-close" aria-label={t('sheet.close')} onPress={onClose}>
          <CloseIcon width={22} height={22} strokeWidth={2.2} />
        </Button>
      </header>

      <div className="help-body">
        {selected ? (
          <article className="help-answer" aria-labelledby={`${groupHeadingId}-answer`}>
            <Button className="help-back" onPress={backToList}>
              <span aria-hidden="true">←</span> {t('answer.back')}
            </Button>
            <h3 id={`${groupHeadingId}-answer`} ref={answerHeadingRef} tabIndex={-1} className="help-answer__question">
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
            <SearchField className="help-search" value={query} onChange={setQuery}>
              <Label className="visually-hidden">{t('search.label')}</Label>
              <div className="help-search__field">
                <SearchIcon className="help-search__icon" width={20} height={20} />
                <Input ref={searchInputRef} className="help-search__input" placeholder={t('search.placeholder')} />
                <Button className="help-search__clear" aria-label={t('search.clear')}>
                  <CloseIcon width={22} height={22} strokeWidth={2.2} />
                </Button>
              </div>
            </SearchField>
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
      </div>

      <footer className="help-contact">
        <p className="help-contact__heading">{t('contact.heading')}</p>
        <p>{t('contact.hours')}</p>
        <p className="help-contact__links">
          <a href={telHref(commune.phone)}>{t('contact.phone', { phone: commune.phone })}</a>
          <a href={`mailto:${commune.email}`}>{t('contact.email', { email: commune.email })}</a>
        </p>
      </footer>

      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
