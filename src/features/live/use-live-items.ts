import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { serverRender } from '../../runtime/server-render';
import { mergeItems, readItems, type ItemReader } from './items';
import { itemsAt, liveUrl, refresh, watch, type LiveCollection } from './store';

const noWatch = () => () => {};

/** Whether DOMContentLoaded has fired: the page's deferred and module scripts have all run. */
function parsed(): boolean {
  if (document.readyState !== 'interactive') return document.readyState === 'complete';
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return !navigation || navigation.domContentLoadedEventStart > 0;
}

/**
 * The content an element shows: `bundled` at once (the first render, and whenever the server
 * cannot be reached), then `collection`'s published items from the content server `api` names
 * (see `liveUrl`: '' = this library's origin, `none` = bundled only) once they arrive, read
 * with `reader`. Unchanged items keep their bundled objects; live content equal to the bundled
 * content returns `bundled` itself. `reader` and `bundled` must be stable (module constants).
 * `sameId`: the items' ids are shown (in their pages' addresses), so a bundled object stands for
 * a live item only with the same id.
 */
export function useLiveItems<T extends { id: string | number }>(
  api: string,
  collection: LiveCollection,
  bundled: readonly T[],
  reader: ItemReader<T>,
  { sameId = false }: { sameId?: boolean } = {},
): readonly T[] {
  const server = serverRender();
  // On the server the library has no http origin: the published lists come with the render.
  const url = server ? (api.trim() === 'none' ? undefined : `/api/v1/${collection}`) : liveUrl(api, collection);
  const subscribe = useCallback((listener: () => void) => (url ? watch(url, listener) : noWatch()), [url]);
  // Hydration reads the server's snapshot: in the browser that is the list the server wrote
  // into the page (a data block), so the first render is the server's.
  const serverSnapshot = () => {
    if (!server) return url ? itemsAt(url) : undefined;
    if (!url) return undefined;
    server.read.add(collection);
    return server.live?.[collection];
  };
  const raw = useSyncExternalStore(subscribe, () => (url ? itemsAt(url) : undefined), serverSnapshot);

  useEffect(() => {
    if (!url) return;
    // Once the page's scripts have run, and a task later: a partner's script that sets `items`
    // just after the element upgraded comes first, and then nothing is asked.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => (timer = setTimeout(() => refresh(url)));
    if (parsed()) start();
    else document.addEventListener('DOMContentLoaded', start, { once: true });
    return () => {
      document.removeEventListener('DOMContentLoaded', start);
      clearTimeout(timer);
    };
  }, [url]);

  return useMemo(() => (url && raw ? mergeItems(readItems(url, raw, reader), bundled, sameId) : bundled), [url, raw, reader, bundled, sameId]);
}
