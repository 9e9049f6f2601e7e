import { useCallback, useEffect, useEffectEvent, useState, type RefObject } from 'react';
import type { Key } from 'react-aria-components';
import { hashTarget, openForTarget } from './hash-target';

/** `load`: the page opened with the fragment; `navigation`: it changed while the element was shown. */
type Cause = 'load' | 'navigation';

const currentTarget = <I extends string>(ids: readonly I[]) => hashTarget(location.hash, ids);

/**
 * The open items of an accordion whose items carry `ids`, following the page's URL fragment:
 * the item the fragment names opens once the element is mounted, and whenever the fragment
 * changes (`hashchange`, and `popstate` for back and forward). The item is then scrolled into
 * view inside `container`; after a navigation the focus also moves to its button, so a keyboard
 * user carries on from there (on load the focus stays at the top of the page). Opening an item
 * by hand leaves the URL as it is.
 *
 * The first render opens nothing: the server never sees the fragment, and a hydrating render must
 * draw what the server drew. The fragment is read after mount.
 *
 * Returns the open keys and their setter, for the accordion's `expandedKeys` and `onExpandedChange`.
 */
export function useHashExpansion<const I extends string>(
  ids: readonly I[],
  container: RefObject<HTMLElement | null>,
  allowsMultipleExpanded: boolean,
): readonly [ReadonlySet<Key>, (keys: Set<Key>) => void] {
  // `reveal` is a new object per fragment followed, so following the same id twice reveals it twice.
  const [state, setState] = useState<{ expanded: ReadonlySet<Key>; reveal: { id: string; cause: Cause } | null }>(() => ({
    expanded: new Set<Key>(),
    reveal: null,
  }));

  const follow = useEffectEvent((cause: Cause) => {
    const target = currentTarget(ids);
    if (!target) return;
    setState((previous) => ({
      expanded: openForTarget<Key>(previous.expanded, target, allowsMultipleExpanded),
      reveal: { id: target, cause },
    }));
  });

  useEffect(() => {
    // oxlint-disable-next-line react/set-state-in-effect -- the fragment is the browser's alone (the server never sees it): it is read once mounted, after a first render identical to the server's
    follow('load');
    let lastHash = location.hash;
    // Back and forward fire popstate and, when the fragment differs, hashchange too: follow once.
    const onChange = () => {
      if (location.hash === lastHash) return;
      lastHash = location.hash;
      follow('navigation');
    };
    window.addEventListener('hashchange', onChange);
    window.addEventListener('popstate', onChange);
    return () => {
      window.removeEventListener('hashchange', onChange);
      window.removeEventListener('popstate', onChange);
    };
  }, []);

  const { reveal } = state;
  useEffect(() => {
    if (!reveal) return;
    // Ids are checked by hashTarget (letters, digits, `-`, `_`), so they are safe in a selector.
    const item = container.current?.querySelector<HTMLElement>(`[id="${reveal.id}"]`);
    if (!item) return;
    const navigation = reveal.cause === 'navigation';
    if (navigation) item.querySelector<HTMLElement>('summary')?.focus({ preventScroll: true });
    const smooth = navigation && !matchMedia('(prefers-reduced-motion: reduce)').matches;
    const scroll = () => item.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    scroll();
    // The accordion hides the item it closes (the one open before, one open at a time) a little
    // after this effect: once that has shrunk the page above the item, bring it back into view.
    const top = item.getBoundingClientRect().top;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (smooth || Math.abs(item.getBoundingClientRect().top - top) > 1) scroll();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [reveal, container]);

  const setExpanded = useCallback((keys: Set<Key>) => setState((previous) => ({ ...previous, expanded: keys })), []);
  return [state.expanded, setExpanded] as const;
}
