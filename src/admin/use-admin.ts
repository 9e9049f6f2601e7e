import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../runtime/api';
import type { ContentItems } from '../collections/content';
import { languageStore } from '../runtime/store';
import { carriedAnswer, forgetAnswer } from './page-answers';
import { collectionPageUrl, createAdminClient, pageSearch, type AdminClient, type CollectionName, type ListOptions, type PageQuery } from './client';
import type { StaffPage } from '../shared/staff-lists';

/*
 * The few hooks the admin screens share: a collection's list, and a write with its pending
 * state held long enough never to flicker (SPEC: "for at least 500 ms").
 */

/** How long a write shows as pending at least, so a fast answer does not flash the form. */
export const MIN_PENDING_MS = 500;

let shared: AdminClient | undefined;

/** The page's client: same origin, messages in the page's current language. */
export function adminClient(): AdminClient {
  shared ??= createAdminClient({ lang: () => languageStore.getState().lang });
  return shared;
}

/** Any failure as an `ApiError` (a bug in a screen's own code keeps its message). */
function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, 'unexpected', error instanceof Error ? error.message : String(error));
}

export interface CollectionList<C extends CollectionName> {
  items: ContentItems[C][];
  /** True while a (re)load is under way; the previous items stay shown meanwhile. */
  loading: boolean;
  error: ApiError | null;
  /** Loads again (after a write, or the 409 "reload" offer). */
  reload(): void;
}

/** A collection's items, drafts included (`status` to narrow), loaded on mount and on `reload()`. */
export function useCollectionList<C extends CollectionName>(
  name: C,
  options: { client?: AdminClient; status?: ListOptions['status'] } = {},
): CollectionList<C> {
  const client = options.client ?? adminClient();
  const status = options.status ?? 'all';
  const [items, setItems] = useState<ContentItems[C][]>([]);
  const [error, setError] = useState<ApiError | null>(null);
  const [generation, setGeneration] = useState(0);
  // Loading until the answer to the current request (name, status, reload count) has come.
  const request = `${name}?${status}#${generation}`;
  const [answered, setAnswered] = useState<string | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    client
      .collection(name)
      .list({ status, signal: controller.signal })
      .then(
        (list) => {
          setItems(list);
          setError(null);
          setAnswered(request);
        },
        (failure: unknown) => {
          // A newer load, or the screen left: nobody waits for this answer.
          if (controller.signal.aborted) return;
          setError(asApiError(failure));
          setAnswered(request);
        },
      );
    return () => controller.abort();
  }, [client, name, status, request]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { items, loading: answered !== request, error, reload };
}

/**
 * A page of a collection's staff list (status, search, sort and page cut on the server), loaded
 * again whenever the query changes or on `reload()`; the previous page stays shown meanwhile.
 */
export function useCollectionPage<C extends CollectionName>(name: C, query: PageQuery, options: { client?: AdminClient } = {}): AdminQuery<StaffPage<ContentItems[C]>> {
  const client = options.client ?? adminClient();
  const key = `${name}?${pageSearch(query)}`;
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  });
  // The page's own client reads what the server rendered the page with; another client (a test's,
  // a story's) asks its own server.
  const carried = options.client ? undefined : collectionPageUrl(name, query);
  return useAdminQuery((signal) => client.collection(name).page(latest.current, { signal }), key, { carried, accept: isStaffPage });
}

/** A staff list's page as the API answers it: `{ items: [...], total, page, pageSize }`. */
function isStaffPage(answer: unknown): boolean {
  if (answer === null || typeof answer !== 'object') return false;
  const { items, total } = answer as { items?: unknown; total?: unknown };
  return Array.isArray(items) && items.every((item) => item !== null && typeof item === 'object') && typeof total === 'number';
}

export interface Mutation<TArgs extends unknown[], TResult> {
  /**
   * Runs the write. Resolves with its result, or with `undefined` when it failed (then `error`
   * says why: `isConflict(error)` for a lost race). Settles no sooner than the minimum pending time.
   */
  run(...args: TArgs): Promise<TResult | undefined>;
  /** True from `run` until the write settles, and for at least the minimum pending time. */
  pending: boolean;
  error: ApiError | null;
  /** Forgets the last error (a dismissed message). */
  reset(): void;
}

/** A write for a screen: `pending` for at least `minPendingMs` (default 500 ms) so it never flickers. */
export function useMutation<TArgs extends unknown[], TResult>(
  write: (...args: TArgs) => Promise<TResult>,
  { minPendingMs = MIN_PENDING_MS }: { minPendingMs?: number } = {},
): Mutation<TArgs, TResult> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const latestWrite = useRef(write);
  useEffect(() => {
    latestWrite.current = write;
  });
  const mounted = useRef(true);
  const lastRun = useRef(0);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (...args: TArgs): Promise<TResult | undefined> => {
      const runId = (lastRun.current += 1);
      setPending(true);
      setError(null);
      const minimum = new Promise<void>((resolve) => setTimeout(resolve, minPendingMs));
      let result: TResult | undefined;
      let failure: ApiError | null = null;
      try {
        result = await latestWrite.current(...args);
      } catch (caught) {
        failure = asApiError(caught);
      }
      await minimum;
      // Only the latest run speaks for the screen, and only while it is shown.
      if (mounted.current && runId === lastRun.current) {
        setError(failure);
        setPending(false);
      }
      return failure ? undefined : result;
    },
    [minPendingMs],
  );

  const reset = useCallback(() => setError(null), []);
  return { run, pending, error, reset };
}

export interface AdminQuery<T> {
  /** The last answer (kept while a reload is under way), `undefined` before the first. */
  data: T | undefined;
  /** True while a (re)load is under way. */
  loading: boolean;
  error: ApiError | null;
  /** Asks again (the « Réessayer » button, after a write, after a 409). */
  reload(): void;
}

/**
 * Any read a screen shows (the dashboard's figures, the messages, the staff accounts), loaded
 * on mount, again on `reload()` or when `key` changes; the previous answer stays shown meanwhile,
 * and an answer nobody waits for any more (the screen left, a newer load) is dropped.
 */
export function useAdminQuery<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key = '',
  { carried, accept }: { carried?: string; accept?: (answer: unknown) => boolean } = {},
): AdminQuery<T> {
  // The answer the page came with (src/admin/page-answers.ts), if it has the expected shape: the
  // first render shows it, as the server's HTML does, and the first load is not needed.
  const [initial] = useState(() => {
    if (carried === undefined) return undefined;
    const answer = carriedAnswer<T>(carried);
    return answer !== undefined && (accept?.(answer) ?? true) ? answer : undefined;
  });
  const [data, setData] = useState<T | undefined>(initial);
  const [error, setError] = useState<ApiError | null>(null);
  const [generation, setGeneration] = useState(0);
  const request = `${key}#${generation}`;
  const [answered, setAnswered] = useState<string | undefined>(initial === undefined ? undefined : request);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const carriedShown = useRef(initial === undefined || carried === undefined ? undefined : { request, url: carried });

  useEffect(() => {
    const shown = carriedShown.current;
    if (shown) {
      carriedShown.current = undefined;
      forgetAnswer(shown.url);
      if (shown.request === request) return undefined;
    }
    const controller = new AbortController();
    latestLoad.current(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setError(null);
        setAnswered(request);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(asApiError(failure));
        setAnswered(request);
      },
    );
    return () => controller.abort();
  }, [request]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { data, loading: answered !== request, error, reload };
}

/** A write's outcome as a value: its result, or why it failed. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/**
 * Waits for a write and says how it went, without throwing, so a screen answers a refusal
 * where it sent the write (a message under a field, a toast): `useMutation((…) => outcomeOf(write))`
 * keeps the minimum pending time and hands back the outcome.
 */
export async function outcomeOf<T>(write: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await write };
  } catch (failure) {
    return { ok: false, error: asApiError(failure) };
  }
}
