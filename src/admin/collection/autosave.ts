import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { StaffUser } from '../../shared/schema/staff';
import type { CollectionName } from '../client';
import { loadUser, useAdminStore } from '../store';
import type { FormValues } from './description';

/*
 * What is typed in a Create/Edit panel, kept in the browser (localStorage) until it is saved:
 * per staff member, collection and item (or `new`), with the moment it was kept. A reload, a
 * crash, a dropped connection or an expired session loses nothing: reopening the item offers
 * the draft back. What the browser holds is read as foreign data: a draft that is not one, or
 * not of this form, is warned about and ignored, never shown half-read.
 */

/** Every draft's key starts with it (tests and a sign-out can find them all). */
export const DRAFT_PREFIX = 'commune.draft.v1|';
/** A change is kept this long after typing stops… */
export const WRITE_DELAY_MS = 400;
/** …and, while typing goes on, at least this often. */
export const WRITE_EVERY_MS = 3000;

export interface Draft<V extends FormValues> {
  /** When it was kept (ISO). */
  savedAt: string;
  /** The form's values, shaped like the form's own (a picked image file is not kept). */
  values: V;
  /** The item's version it was typed over (`null` for a new item). */
  version: number | null;
}

/** The key of one member's draft of one item (`new`: the Create panel). */
export function draftKey(owner: Pick<StaffUser, 'id' | 'username'>, collection: CollectionName, itemId: number | null): string {
  return `${DRAFT_PREFIX}${owner.id}:${owner.username}|${collection}|${itemId ?? 'new'}`;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // A browser that refuses storage to this page (privacy settings): no autosave, no failure.
    return undefined;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** The values as kept: JSON, a picked file as `null` (its bytes stay on the disk it came from). */
export function serializeValues(values: FormValues): string {
  return JSON.stringify(values, (_key, value: unknown) => (typeof Blob !== 'undefined' && value instanceof Blob ? null : value));
}

/**
 * `stored` reshaped as `template` (the form's values): every field of the form, each from the
 * draft when it holds the same kind of value, else the form's own. Nothing else gets in.
 */
export function shapedLike(template: unknown, stored: unknown): unknown {
  if (isPlainObject(template)) {
    if (stored === null) return null;
    const source = isPlainObject(stored) ? stored : {};
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, shapedLike(value, source[key])]));
  }
  if (typeof template === 'string' || typeof template === 'number' || typeof template === 'boolean') return typeof stored === typeof template ? stored : template;
  if (Array.isArray(template)) return Array.isArray(stored) ? stored : template;
  // An empty slot (no image yet, no file picked): a kept image, or still nothing.
  if (template === null || template === undefined) return stored === null || isPlainObject(stored) ? stored : template;
  return template;
}

/** The draft kept under `key`, shaped as `template`; `null` when there is none or it is not a draft. */
export function readDraft<V extends FormValues>(key: string, template: V): Draft<V> | null {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(key);
  } catch {
    raw = undefined;
  }
  if (raw === null || raw === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isPlainObject(parsed) || typeof parsed.savedAt !== 'string' || Number.isNaN(Date.parse(parsed.savedAt)) || !isPlainObject(parsed.values)) {
    console.warn(`Autosave: what is kept under “${key}” is not a draft of this form; it is ignored.`);
    return null;
  }
  return {
    savedAt: new Date(parsed.savedAt).toISOString(),
    values: shapedLike(template, parsed.values) as V,
    version: typeof parsed.version === 'number' && Number.isInteger(parsed.version) ? parsed.version : null,
  };
}

export function writeDraft(key: string, values: FormValues, version: number | null, at: Date = new Date()): void {
  try {
    storage()?.setItem(key, `{"savedAt":${JSON.stringify(at.toISOString())},"version":${JSON.stringify(version)},"values":${serializeValues(values)}}`);
  } catch (error) {
    // Full, or refused: the form still works; the draft is only not kept.
    console.warn('Autosave: the draft could not be kept in this browser.', error);
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Forgets every draft these members kept in this browser (tests). */
export function clearDraftsOf(owners: readonly Pick<StaffUser, 'id' | 'username'>[]): void {
  const kept = storage();
  if (!kept) return;
  const prefixes = owners.map((owner) => `${DRAFT_PREFIX}${owner.id}:${owner.username}|`);
  for (const key of Object.keys(kept)) if (prefixes.some((prefix) => key.startsWith(prefix))) kept.removeItem(key);
}

export interface AutosaveOptions<V extends FormValues> {
  collection: CollectionName;
  /** The item's id, `null` for a new one. */
  itemId: number | null;
  /** The item's version, `null` for a new one. */
  version: number | null;
  /** The form's values as the item was loaded (or as an empty form): a draft equal to them is none. */
  baseline: V;
  /** The form's values now. */
  values: V;
}

export interface Autosave<V extends FormValues> {
  /** A kept draft that differs from the item as loaded, offered until resumed or ignored. */
  offer: Draft<V> | null;
  /** Takes the offered draft (its values are for the form), and the offer goes. */
  resume: () => Draft<V> | null;
  /** « Ignorer »: the offered draft is forgotten, here and in the browser. */
  ignore: () => void;
  /** The item is saved: its draft is forgotten and nothing more is kept. */
  saved: () => void;
  /** Keeps the values now (before leaving for the sign-in page). */
  flush: () => void;
}

/**
 * The Create/Edit panel's autosave: the values are kept a moment after each change and every few
 * seconds while they change, when they differ from the item as loaded; on mount, a draft kept
 * earlier that differs from it is offered. Needs the signed-in member (asked once per page).
 */
export function useAutosave<V extends FormValues>({ collection, itemId, version, baseline, values }: AutosaveOptions<V>): Autosave<V> {
  const user = useAdminStore((state) => state.user);
  // The last member known: after a 401 the store says nobody, and the draft is still theirs.
  const [owner, setOwner] = useState<StaffUser | null>(user ?? null);
  if (user && user !== owner) setOwner(user);
  const key = owner ? draftKey(owner, collection, itemId) : null;
  const [offer, setOffer] = useState<Draft<V> | null>(null);

  // What the timers and the page's events read: the last values rendered, and what was kept.
  const latest = useRef({ key, values, version, baseline, offered: false, done: false, written: '' });
  useLayoutEffect(() => {
    Object.assign(latest.current, { key, values, version, baseline });
  });

  const write = useCallback(() => {
    const state = latest.current;
    if (!state.key || state.done) return;
    const current = serializeValues(state.values);
    if (current === state.written) return;
    state.written = current;
    if (current !== serializeValues(state.baseline)) writeDraft(state.key, state.values, state.version);
    // Back to the item as loaded: nothing to keep; but an offered draft stays until answered.
    else if (!state.offered) clearDraft(state.key);
  }, []);

  useEffect(() => {
    if (user === undefined) void loadUser();
  }, [user]);

  // The draft kept for this key, once the member is known (not again when the item is reloaded).
  useEffect(() => {
    if (!key) return;
    const { baseline: loaded } = latest.current;
    const draft = readDraft(key, loaded);
    if (!draft || serializeValues(draft.values) === serializeValues(loaded)) return;
    latest.current.offered = true;
    setOffer(draft);
  }, [key]);

  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(write, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, key, write]);

  useEffect(() => {
    const timer = setInterval(write, WRITE_EVERY_MS);
    // A page closed or reloaded: what was typed in the last moment too.
    addEventListener('pagehide', write);
    return () => {
      clearInterval(timer);
      removeEventListener('pagehide', write);
      write();
    };
  }, [write]);

  return {
    offer,
    resume: () => {
      setOffer(null);
      latest.current.offered = false;
      return offer;
    },
    ignore: () => {
      setOffer(null);
      latest.current.offered = false;
      if (latest.current.key) clearDraft(latest.current.key);
      // What was typed meanwhile, if anything, is kept in its place.
      latest.current.written = '';
      write();
    },
    saved: () => {
      latest.current.done = true;
      if (latest.current.key) clearDraft(latest.current.key);
    },
    flush: write,
  };
}
