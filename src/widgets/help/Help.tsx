import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import type { PropsOf } from '../../core/contract';
import { ErrorBoundary, useHost, useHostEvent } from '../../core/element';
import { useI18n } from '../../core/i18n/react';
import { QuestionMarkIcon } from '../../core/ui/icons';
import { helpContract } from './help.contract';
import { helpMessages } from './messages';

export type HelpProps = PropsOf<typeof helpContract.props>;

/** The sheet's code (search, questions, answers) loads the first time it opens. */
const loadHelpSheet = () => import('./HelpSheet');
const HelpSheet = lazy(() => loadHelpSheet().then((module) => ({ default: module.HelpSheet })));

/** Whether focus is nowhere in particular (page load), so closing the sheet would lose it. */
function focusIsOnPage(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}

/**
 * The floating help button and the FAQ side sheet it opens (SPEC §2 “Help widget”). The page
 * pays only for the button: the sheet is fetched when the visitor heads for it.
 */
export function Help({ open }: HelpProps) {
  const { t } = useI18n(helpMessages);
  const host = useHost();
  const emit = useHostEvent();
  const triggerRef = useRef<HTMLButtonElement>(null);

  // The `open` prop drives the sheet, and the sheet’s own changes are written back to the
  // element (property and attribute), so both always agree.
  const [isOpen, setOpen] = useState(open);
  const [syncedOpen, setSyncedOpen] = useState(open);
  if (open !== syncedOpen) {
    setSyncedOpen(open);
    setOpen(open);
  }
  // Once loaded, the sheet stays mounted (closed), so it can play its exit animation.
  const [sheetWanted, setSheetWanted] = useState(open);
  if (isOpen && !sheetWanted) setSheetWanted(true);

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
    <>
      <Button
        ref={triggerRef}
        className="help-trigger"
        aria-label={t('trigger.label')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPress={() => changeOpen(!isOpen)}
        onHoverStart={() => void loadHelpSheet()}
        onFocus={() => void loadHelpSheet()}
        render={(props) => <button {...props} part="trigger" />}
      >
        <QuestionMarkIcon width={28} height={28} />
      </Button>
      {sheetWanted && (
        // A failed download shows its error by the button, not in place of the element.
        <ErrorBoundary tag={helpContract.tag}>
          <Suspense fallback={null}>
            <HelpSheet isOpen={isOpen} onOpenChange={changeOpen} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
