import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StaffUser } from '../shared/schema/staff';
import { adminClient } from './use-admin';
import { isSignedOut } from './client';

/*
 * What the admin's elements share on one page, beside the language: the header's search (each
 * screen filters its own list by it), the small-screen sidebar (the header's menu button opens
 * it, the sidebar closes it), who is signed in (the header's greeting, Settings' roles) and the
 * bell's unread count (the Notifications screen clears it). Plain zustand, one store per page
 * even with several bundles, as the language store.
 */

export interface AdminState {
  /** The header's search box: each screen shows only the rows whose text contains it. */
  query: string;
  /** The sidebar on small screens (always shown from 48rem up). */
  sidebarOpen: boolean;
  /** The signed-in member: `undefined` until known, `null` when signed out. */
  user: StaffUser | null | undefined;
  /** Unread notifications (the bell's dot), `undefined` until known. */
  unread: number | undefined;
  setQuery(query: string): void;
  setSidebarOpen(open: boolean): void;
  setUser(user: StaffUser | null): void;
  setUnread(unread: number): void;
}

function createAdminStore(): StoreApi<AdminState> {
  return createStore<AdminState>()((set) => ({
    query: '',
    sidebarOpen: false,
    user: undefined,
    unread: undefined,
    setQuery: (query) => set({ query: typeof query === 'string' ? query : '' }),
    setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
    setUser: (user) => set({ user }),
    setUnread: (unread) => set({ unread: Math.max(0, unread) }),
  }));
}

const STORE_KEY = Symbol.for('commune.admin-store.v1');
type StoreHolder = { [STORE_KEY]?: StoreApi<AdminState> };
export const adminStore: StoreApi<AdminState> = ((globalThis as StoreHolder)[STORE_KEY] ??= createAdminStore());

/** The admin store from a component, narrowed by `select` (re-renders only when that changes). */
export function useAdminStore<T>(select: (state: AdminState) => T): T {
  return useStore(adminStore, select);
}

/** Lowercased, accents removed: « Événement » matches « evenement ». */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when the search is empty or every word of it appears in one of `texts`. */
export function matchesQuery(query: string, texts: readonly (string | null | undefined)[]): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}

/** The admin's sign-in page, coming back to `next` (the current admin page by default). */
export function signInHref(next = typeof location === 'undefined' ? '/admin-dtima' : location.pathname + location.search): string {
  return `/admin-dtima/login?next=${encodeURIComponent(next)}`;
}

/**
 * A screen's answer to a failed request: when the session has ended, off to the sign-in page
 * (coming back here) and true; otherwise false, and the screen shows the error itself.
 */
export function leaveIfSignedOut(error: unknown): boolean {
  if (!isSignedOut(error)) return false;
  adminStore.getState().setUser(null);
  if (typeof location !== 'undefined') location.assign(signInHref());
  return true;
}

let loadingUser: Promise<StaffUser | null> | undefined;

/** Asks the server who is signed in, once per page (later calls share the answer). */
export function loadUser(): Promise<StaffUser | null> {
  loadingUser ??= adminClient()
    .session.get()
    .then(
      (user) => {
        adminStore.getState().setUser(user);
        return user;
      },
      (error: unknown) => {
        loadingUser = undefined;
        if (isSignedOut(error)) adminStore.getState().setUser(null);
        return null;
      },
    );
  return loadingUser;
}

/** Back to a page's first state (stories and tests that change who is signed in). */
export function resetAdminStore(): void {
  loadingUser = undefined;
  adminStore.setState({ query: '', sidebarOpen: false, user: undefined, unread: undefined });
}
