import { useCallback, useEffect, useState } from 'react';
import { serverRender } from '../../runtime/server-render';

/*
 * A collection screen's list state kept in its address (`/admin-dtima/content/news?page=2&sort=-title&status=draft&q=forage`):
 * a reload shows the same page, and back and forward step through the pages, sorts and filters
 * seen. Other parameters of the address (`?create`, `?lang`) are left as they are.
 */

export type StatusFilter = 'all' | 'draft' | 'published';

export interface ListParams {
  page: number;
  /** `title`, `-updatedAt`…; undefined: the screen's default order. */
  sort: string | undefined;
  status: StatusFilter;
  /** The header's search, as last sent to the server. */
  q: string;
}

const KEYS = ['page', 'sort', 'status', 'q'] as const;

/** The list state an address holds; what it lacks or gets wrong is the default. */
export function readListParams(search: string): ListParams {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    sort: params.get('sort') || undefined,
    status: status === 'draft' || status === 'published' ? status : 'all',
    q: params.get('q')?.slice(0, 200) ?? '',
  };
}

/** `search` with the list state written in it (defaults left out, so a plain list has a plain address). */
export function writeListParams(search: string, list: ListParams): string {
  const params = new URLSearchParams(search);
  for (const key of KEYS) params.delete(key);
  if (list.status !== 'all') params.set('status', list.status);
  if (list.sort) params.set('sort', list.sort);
  if (list.q) params.set('q', list.q);
  if (list.page > 1) params.set('page', String(list.page));
  const written = params.toString();
  return written ? `?${written}` : '';
}

/** The page's query string; on the server, the request's. */
const currentSearch = () => (typeof location === 'undefined' ? (serverRender()?.staff?.search ?? '') : location.search);

/**
 * The list state of the page's address, and `change` to move to another: a new history entry
 * (`replace` for the search being typed, so back does not step through every letter). Back and
 * forward bring the state of their entry back.
 */
export function useListParams(): [ListParams, (changes: Partial<ListParams>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useState(() => readListParams(currentSearch()));

  useEffect(() => {
    const follow = () => setParams(readListParams(currentSearch()));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const change = useCallback((changes: Partial<ListParams>, { replace = false } = {}) => {
    const next = { ...readListParams(currentSearch()), ...changes };
    const search = writeListParams(currentSearch(), next);
    if (search !== currentSearch()) {
      const address = `${location.pathname}${search}${location.hash}`;
      if (replace) history.replaceState(history.state, '', address);
      else history.pushState(null, '', address);
    }
    setParams(next);
  }, []);

  return [params, change];
}
