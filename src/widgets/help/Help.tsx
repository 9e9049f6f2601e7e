import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import { paths } from '../../content/site-map';
import type { PropsOf } from '../../shared/contract';
import { ErrorBoundary, useHost, useHostEvent } from '../../runtime/element';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { QuestionMarkIcon } from '../../kit/ui/icons';
import { helpContract } from './help.contract';
import { HelpPage } from './HelpPage';
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

const subscribeNothing = () => () => {};

/**
 * False on the server and while hydrating its HTML, true once the browser runs the element:
 * the link then announces the sheet it opens instead of the page it leads to.
 */
function useScripted(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * `<commune-help>`: the floating help button and the FAQ side sheet it opens (SPEC §2 “Help
 * widget”), or (`variant="page"`) the help page itself.
 */
export function Help({ variant, headingLevel, open }: HelpProps) {
  if (variant === 'page') return <HelpPage headingLevel={headingLevel} />;
  return <FloatingHelp open={open} />;
}

/**
 * The round button, a link to the help page: it works without script, and once the script runs
 * it opens the sheet in place instead. The page pays only for the button: the sheet is fetched
 * when the visitor heads for it.
 */
function FloatingHelp({ open }: Pick<HelpProps, 'open'>) {
  const { t } = useI18n(helpMessages);
  const scripted = useScripted();
  const host = useHost();
  const emit = useHostEvent();
  const triggerRef = useRef<HTMLAnchorElement>(null);

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

  // A click that would open the page elsewhere (new tab, window, download) stays a link's click.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    changeOpen(!isOpen);
  };

  // It used to be a button, and opens a sheet like one: Space works as well as Enter.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    changeOpen(!isOpen);
  };

  return (
    <>
      <a
        ref={triggerRef}
        href={siteHref(paths.help)}
        className="help-trigger"
        part="trigger"
        // A link that scripts turn into the sheet's button: reaching it loads the element's code.
        data-script-control=""
        aria-label={t('trigger.label')}
        aria-haspopup={scripted ? 'dialog' : undefined}
        aria-expanded={scripted ? isOpen : undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onPointerEnter={() => void loadHelpSheet()}
        onFocus={() => void loadHelpSheet()}
      >
        <QuestionMarkIcon width={28} height={28} />
      </a>
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
