import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flashNews } from '../content/flash-news';
import { ApiError } from '../runtime/api';
import { createAdminClient } from './client';
import { createMockApi, installMockApi } from '../testing/mock-server';
import { useCollectionList, useMutation, type CollectionList, type Mutation } from './use-admin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders a hook and keeps its latest value in `current`. */
function renderHook<T>(hook: () => T): { current: () => T; root: Root } {
  let value: T | undefined;
  function Probe() {
    value = hook();
    return null;
  }
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root.render(<Probe />));
  return { current: () => value as T, root };
}

/** Lets the mock's answers arrive and React apply them. */
async function settle(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

let roots: Root[] = [];
afterEach(() => {
  for (const root of roots) act(() => root.unmount());
  roots = [];
  vi.useRealTimers();
});

describe('useMutation', () => {
  beforeEach(() => vi.useFakeTimers());

  function mount<TArgs extends unknown[], TResult>(write: (...args: TArgs) => Promise<TResult>, minPendingMs?: number) {
    const hook = renderHook(() => useMutation(write, minPendingMs === undefined ? {} : { minPendingMs }));
    roots.push(hook.root);
    return hook.current as () => Mutation<TArgs, TResult>;
  }

  it('stays pending for at least 500 ms when the write answers at once', async () => {
    const mutation = mount(async (title: string) => title.toUpperCase());
    let result: Promise<string | undefined> | undefined;
    act(() => {
      result = mutation().run('forage');
    });
    expect(mutation().pending).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(mutation().pending).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(mutation().pending).toBe(false);
    expect(await result).toBe('FORAGE');
  });

  it('stays pending as long as a slow write, and takes the minimum as a parameter', async () => {
    const mutation = mount(() => new Promise<number>((resolve) => setTimeout(() => resolve(42), 900)), 200);
    act(() => void mutation().run());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(mutation().pending).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(mutation().pending).toBe(false);
  });

  it('keeps the refusal as an ApiError and resolves with undefined', async () => {
    const conflict = new ApiError(409, 'conflict', 'Someone else changed this item in the meantime. Reload it before trying again.');
    const mutation = mount(async () => Promise.reject(conflict));
    let result: Promise<unknown> | undefined;
    act(() => {
      result = mutation().run();
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(await result).toBeUndefined();
    expect(mutation()).toMatchObject({ pending: false, error: conflict });
    act(() => mutation().reset());
    expect(mutation().error).toBeNull();
  });
});

describe('useCollectionList', () => {
  it('loads a collection, shows an error, and reloads', async () => {
    const api = createMockApi();
    const uninstall = installMockApi(api);
    try {
      const client = createAdminClient({ lang: 'en' });
      const hook = renderHook(() => useCollectionList('news', { client }));
      roots.push(hook.root);
      const list = hook.current as () => CollectionList<'news'>;
      expect(list().loading).toBe(true);
      await settle();
      expect(list().loading).toBe(false);
      expect(list().items).toHaveLength(flashNews.length);

      api.failNext(500);
      act(() => list().reload());
      expect(list().loading).toBe(true);
      await settle();
      expect(list().loading).toBe(false);
      expect(list().error).toMatchObject({ status: 500, message: 'Internal server error.' });
      expect(list().items).toHaveLength(flashNews.length);

      act(() => list().reload());
      await settle();
      expect(list().error).toBeNull();
    } finally {
      uninstall();
    }
  });
});
