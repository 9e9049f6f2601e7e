import { useEffect, useMemo, useState } from 'react';
import type { Lang } from '../../shared/lang';
import type { SearchResult } from '../../runtime/server-render';
import { liveUrl } from '../live/store';
import { searchPages } from '../site-search';

/** How long typing must pause before the server is asked. */
const PAUSE_MS = 150;

/**
 * The first results for what is typed: the site's pages at once (from the menus, no request),
 * then the content server's search (everything: démarches, news, places…) once typing pauses.
 * When the server cannot be reached the pages stay.
 */
export function useSearchHits(query: string, lang: Lang, limit = 6): readonly SearchResult[] {
  const words = query.trim();
  const pages = useMemo(
    () => searchPages(words, lang).slice(0, limit).map((match): SearchResult => ({ type: 'page', title: match.label, url: match.href, excerpt: match.group })),
    [words, lang, limit],
  );
  const [answer, setAnswer] = useState<{ key: string; items: readonly SearchResult[] }>();
  const url = liveUrl('', 'search');
  const key = `${lang}|${words}`;

  useEffect(() => {
    if (!words || !url) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${url}?${new URLSearchParams({ q: words, lang, limit: String(limit) })}`, { signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) return;
          const body = (await response.json()) as { items: SearchResult[] };
          setAnswer({ key, items: body.items });
        })
        .catch(() => {
          // Offline or no content server: the pages found from the menus stay.
        });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [words, lang, limit, url, key]);

  if (!words) return [];
  // The last answer stays while the next is asked (no flicker between letters); the pages first.
  return answer ? answer.items : pages;
}
