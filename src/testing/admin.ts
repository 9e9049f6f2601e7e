import { afterEach, beforeEach } from 'vitest';
import { page } from 'vitest/browser';
import { createMockApi, installMockApi, type MockApi, type MockApiOptions } from './mock-server';
import { resetAdminStore } from '../admin/store';
import { clearDraftsOf } from '../admin/collection/autosave';
import { toastQueue } from '../kit/toast/queue';
import { resetPage } from './kit';

/*
 * The test kit for the admin elements in real Chromium: each test talks to its own mock of the
 * staff API, and leaves nothing behind (signed-in member, toasts, page).
 */

export interface PerTestSetup {
  /** The window size set before each test (default 1280 × 900, the admin area at a desk); `false` keeps the browser's own (414 × 896). */
  viewport?: { width: number; height: number } | false;
}

export interface MockApiPerTest {
  /** This test's mock (to arrange its state, `failNext`, `signIn`, read `requests`); only inside a test. */
  readonly api: MockApi;
  /** Puts a fresh mock made with these options alone in place of this test's, and returns it. */
  replace(options?: MockApiOptions): MockApi;
}

/**
 * Before each test of the file (or of the `describe` it is called in): a fresh mock API made
 * with `options` (a function is called each time, for dates relative to now) answers the
 * page's `/api/` requests, and the window is set to `setup.viewport`. After each: the mock is
 * removed, the admin store reset, the drafts its members kept forgotten, toasts cleared and the
 * page emptied. A file's own `beforeEach` declared after this call sees the mock
 * (`mock.api.state…`).
 */
export function mockApiPerTest(options: MockApiOptions | (() => MockApiOptions) = {}, setup: PerTestSetup = {}): MockApiPerTest {
  const viewport = setup.viewport ?? { width: 1280, height: 900 };
  let current: MockApi | undefined;
  let uninstall: (() => void) | undefined;

  const install = (api: MockApi): MockApi => {
    uninstall?.();
    current = api;
    uninstall = installMockApi(api);
    return api;
  };

  beforeEach(async () => {
    install(createMockApi(typeof options === 'function' ? options() : options));
    if (viewport) await page.viewport(viewport.width, viewport.height);
  });

  afterEach(() => {
    // The browser's storage is shared by the test files running side by side: only this mock's members' drafts.
    if (current) clearDraftsOf(current.state.users);
    uninstall?.();
    uninstall = undefined;
    current = undefined;
    resetAdminStore();
    toastQueue.clear();
    resetPage();
    // A collection screen keeps its list's page, sort, filter and search in the address: the next test starts without them.
    const search = new URLSearchParams(location.search);
    for (const key of ['page', 'sort', 'status', 'q']) search.delete(key);
    history.replaceState(null, '', `${location.pathname}${search.size ? `?${search}` : ''}${location.hash}`);
  });

  return {
    get api() {
      if (!current) throw new Error('mockApiPerTest(): the mock API exists only while a test runs.');
      return current;
    },
    replace: (replacement = {}) => install(createMockApi(replacement)),
  };
}
