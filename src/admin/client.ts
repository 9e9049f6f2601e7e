import type { InferInput } from 'valibot';
import { ApiError, apiUrl, libraryOrigin, requestJson, type RequestOptions } from '../runtime/api';
import type { ContentCollection, ContentItems, contentSchemas, ItemList } from '../collections/content';
import type { ScheduledChange } from '../collections/schedule';
import type { ActivityEntry, NotificationList, Stats, UploadedImage } from '../shared/schema/journal';
import type { FieldErrors } from '../shared/schema/message';
import type { ResidentMessage } from '../shared/schema/resident';
import type { newUserSchema, passwordChangeSchema, StaffUser, userUpdateSchema, loginSchema } from '../shared/schema/staff';
import type { Lang } from '../runtime/store';
import type { BulkAction, BulkResult, StaffPage } from '../shared/staff-lists';
import type { Localized } from '../shared/i18n/catalog';

/*
 * The staff area's typed client of the content server's API (README, "The API"). Same origin:
 * the admin pages are served by the server they talk to, so the session cookie goes along.
 * Every refusal rejects with an `ApiError` (`status` 0 when the server could not be reached,
 * 409 `conflict` when an edit was made from an old version).
 */

/** The collections staff edit, by their path segment. */
export type CollectionName = ContentCollection;

/** What a create form sends (optional fields may be left out; the server fills their defaults). */
export type CreateInput<C extends CollectionName> = InferInput<(typeof contentSchemas)[C]['create']>;
/** What an edit sends: the changed fields and the `version` the edit was made from. */
export type UpdateInput<C extends CollectionName> = InferInput<(typeof contentSchemas)[C]['update']>;

export type Credentials = InferInput<typeof loginSchema>;
export type PasswordChange = InferInput<typeof passwordChangeSchema>;
export type NewUser = InferInput<typeof newUserSchema>;
export type UserUpdate = InferInput<typeof userUpdateSchema>;

/** Options of a read: a signal to abandon it (a screen left before the answer). */
export interface ReadOptions {
  signal?: AbortSignal;
}

export interface ListOptions extends ReadOptions {
  /** `all` (default: drafts included), `draft`, or `published` (the public list). */
  status?: 'all' | 'draft' | 'published';
}

/** A page of a staff list: which page, how many rows, a search in the titles, a sort (`-updatedAt`). */
export interface PageQuery {
  status?: 'all' | 'draft' | 'published';
  page?: number;
  pageSize?: number;
  q?: string;
  sort?: string;
}

/** The query string of a page (what is not given is left to the server's defaults). */
export function pageSearch(query: PageQuery & { status?: string }): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'page', 'pageSize', 'q', 'sort'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** The staff API's URL for a page of a collection's list (drafts included unless `status` says otherwise). */
export function collectionPageUrl(name: CollectionName, query: PageQuery): string {
  return `/api/v1/${name}?${pageSearch({ status: 'all', page: 1, ...query })}`;
}

/** Options of a write: a key naming this submission, the same for each of its retries (`Idempotency-Key`). */
export interface WriteOptions {
  idempotencyKey?: string;
}

export interface CollectionClient<C extends CollectionName> {
  readonly name: C;
  list(options?: ListOptions): Promise<ContentItems[C][]>;
  /** A page of the staff list with the total (status `all` unless told). */
  page(query: PageQuery, options?: ReadOptions): Promise<StaffPage<ContentItems[C]>>;
  /** An action on several items, each with the version it was seen at; one result per item, in order. */
  bulk(action: BulkAction, items: readonly { id: number; version: number }[]): Promise<BulkResult<ContentItems[C]>[]>;
  get(id: number, options?: ReadOptions): Promise<ContentItems[C]>;
  create(input: CreateInput<C>, options?: WriteOptions): Promise<ContentItems[C]>;
  /** Rejects with 409 `conflict` when `changes.version` is no longer the item's. */
  update(id: number, changes: UpdateInput<C>, options?: WriteOptions): Promise<ContentItems[C]>;
  /** Moves the item to the trash; rejects with 409 `conflict` when `version` is no longer the item's. */
  remove(id: number, version: number): Promise<void>;
  /** The item's earlier states, newest first (the last 50). */
  revisions(id: number, options?: ReadOptions): Promise<Revision<C>[]>;
  /** Makes an earlier state the item's new version; 409 `conflict` when `version` is no longer the item's. */
  restoreRevision(id: number, revision: number, version: number): Promise<ContentItems[C]>;
  /** Brings the item back from the trash as it was; 404 when it is not there. */
  restore(id: number): Promise<ContentItems[C]>;
}

/** A state an item had before a later write replaced it: its fields then, and who wrote it when. */
export type Revision<C extends CollectionName> = ContentItems[C] & { revision: number };

/** An item in the trash, whatever its collection. */
export interface TrashItem {
  collection: CollectionName;
  id: number;
  title: Localized;
  status: 'draft' | 'published';
  version: number;
  deletedAt: string;
  /** Who deleted it (a display name), or null when unknown. */
  deletedBy: string | null;
  /** When the server deletes it for good (30 days after the deletion). */
  purgeAt: string;
}

export interface AdminClientOptions {
  /** The server's origin. Default: the page's (the admin is served by its server). */
  origin?: string;
  /** The language of the server's messages: a value, or read at each request (the page's current one). */
  lang?: Lang | (() => Lang | undefined);
}

function defaultOrigin(): string {
  const origin = typeof location === 'undefined' ? undefined : location.origin;
  return origin && /^https?:/.test(origin) ? origin : libraryOrigin();
}

/** The typed client; `createAdminClient()` on the admin pages. */
export function createAdminClient(options: AdminClientOptions = {}) {
  const langOf = (): Lang | undefined => (typeof options.lang === 'function' ? options.lang() : options.lang);
  const originOf = () => options.origin ?? defaultOrigin();
  const request = <T>(path: string, init: Omit<RequestOptions, 'origin' | 'lang'> = {}) => requestJson<T>(path, { ...init, origin: originOf(), lang: langOf() });

  function collection<C extends CollectionName>(name: C): CollectionClient<C> {
    const base = `/api/v1/${name}`;
    return {
      name,
      list: async ({ status = 'all', signal } = {}) => (await request<ItemList<ContentItems[C]>>(status === 'published' ? base : `${base}?status=${status}`, { signal })).items,
      page: (query, { signal } = {}) => request<StaffPage<ContentItems[C]>>(collectionPageUrl(name, query), { signal }),
      bulk: async (action, items) =>
        (await request<{ results: BulkResult<ContentItems[C]>[] }>(`${base}/bulk`, { method: 'POST', body: { action, items: items.map(({ id, version }) => ({ id, version })) } })).results,
      get: async (id, { signal } = {}) => (await request<{ item: ContentItems[C] }>(`${base}/${id}`, { signal })).item,
      create: async (input, write = {}) => (await request<{ item: ContentItems[C] }>(base, { method: 'POST', body: input, headers: keyHeader(write) })).item,
      update: async (id, changes, write = {}) => (await request<{ item: ContentItems[C] }>(`${base}/${id}`, { method: 'PATCH', body: changes, headers: keyHeader(write) })).item,
      remove: (id, version) => request<void>(`${base}/${id}`, { method: 'DELETE', body: { version } }),
      revisions: async (id, { signal } = {}) => (await request<ItemList<Revision<C>>>(`${base}/${id}/revisions`, { signal })).items,
      restoreRevision: async (id, revision, version) =>
        (await request<{ item: ContentItems[C] }>(`${base}/${id}/revisions/${revision}/restore`, { method: 'POST', body: { version } })).item,
      restore: async (id) => (await request<{ item: ContentItems[C] }>(`${base}/${id}/restore`, { method: 'POST' })).item,
    };
  }

  return {
    session: {
      /** Who is signed in; rejects with 401 `unauthenticated` when nobody is. */
      get: async (read: ReadOptions = {}) => (await request<{ user: StaffUser }>('/api/v1/session', read)).user,
      /** Signs in (the server sets the session cookie); 401 `invalid_credentials`, 429 with `retryAfter`. */
      login: (credentials: Credentials) => request<void>('/api/v1/session', { method: 'POST', body: credentials }),
      logout: () => request<void>('/api/v1/session', { method: 'DELETE' }),
      /** 403 `wrong_password` (with `fields.currentPassword`) when the current password is wrong. */
      changePassword: (change: PasswordChange) => request<void>('/api/v1/session/password', { method: 'POST', body: change }),
    },
    collection,
    messages: {
      list: async (read: ReadOptions = {}) => (await request<ItemList<ResidentMessage>>('/api/v1/messages', read)).items,
      get: async (id: number, read: ReadOptions = {}) => (await request<{ item: ResidentMessage }>(`/api/v1/messages/${id}`, read)).item,
      setHandled: async (id: number, handled: boolean, version: number) =>
        (await request<{ item: ResidentMessage }>(`/api/v1/messages/${id}`, { method: 'PATCH', body: { handled, version } })).item,
      remove: (id: number, version: number) => request<void>(`/api/v1/messages/${id}`, { method: 'DELETE', body: { version } }),
    },
    notifications: {
      list: (read: ReadOptions = {}) => request<NotificationList>('/api/v1/notifications', read),
      /** Opening the bell: every notification read, the unread dot gone. */
      markAllRead: () => request<void>('/api/v1/notifications/read', { method: 'POST' }),
    },
    /** Staff accounts: admins only (403 `forbidden` for an editor). */
    users: {
      list: async (read: ReadOptions = {}) => (await request<ItemList<StaffUser>>('/api/v1/users', read)).items,
      /** 409 `username_taken` (with `fields.username`) when the username is in use. */
      add: async (user: NewUser) => (await request<{ item: StaffUser }>('/api/v1/users', { method: 'POST', body: user })).item,
      update: async (id: number, changes: UserUpdate) => (await request<{ item: StaffUser }>(`/api/v1/users/${id}`, { method: 'PATCH', body: changes })).item,
    },
    /** Deleted items of every collection, newest deletion first. */
    trash: {
      list: async (read: ReadOptions = {}) => (await request<ItemList<TrashItem>>('/api/v1/trash', read)).items,
      /** Deletes an item for good: admins only (403 `forbidden` for an editor). */
      purge: (collection: CollectionName, id: number) => request<void>(`/api/v1/trash/${collection}/${id}`, { method: 'DELETE' }),
    },
    activity: async (read: ReadOptions = {}) => (await request<ItemList<ActivityEntry>>('/api/v1/activity', read)).items,
    /** A page of the whole activity log, newest first, with its total. */
    activityPage: (query: { page?: number; pageSize?: number }, read: ReadOptions = {}) =>
      request<StaffPage<ActivityEntry>>(`/api/v1/activity?${pageSearch({ page: 1, ...query })}`, read),
    stats: (read: ReadOptions = {}) => request<Stats>('/api/v1/stats', read),
    /** The next scheduled publications and withdrawals, soonest first. */
    schedule: async (read: ReadOptions = {}) => (await request<ItemList<ScheduledChange>>('/api/v1/schedule', read)).items,
    /** An image as the body, with its type (PNG, JPEG, WebP or AVIF; at most 2 MB: 413, 415 otherwise). */
    uploadImage: (file: Blob, read: ReadOptions = {}) => upload(file, originOf(), langOf(), read.signal),
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;

function keyHeader({ idempotencyKey }: WriteOptions): Record<string, string> | undefined {
  return idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
}

/**
 * True when a write did not reach the server, or its answer did not come back (the network is
 * down), or the same submission is still running there: it can be sent again, with its key.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || (error.status === 409 && error.code === 'idempotency_in_progress');
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** True for the refusal of an edit made from an old version: say so and offer to reload the item. */
export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === 'conflict';
}

/** True when the session has ended (or never began): go to the login page. */
export function isSignedOut(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401 && error.code === 'unauthenticated';
}

// `requestJson` only sends JSON; an image goes as raw bytes, with the same error handling.
async function upload(file: Blob, origin: string, lang: Lang | undefined, signal: AbortSignal | undefined): Promise<UploadedImage> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' };
  if (lang) headers['Accept-Language'] = lang;
  let response: Response;
  try {
    response = await fetch(apiUrl('/api/v1/media', origin), { method: 'POST', headers, body: file, credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network', error instanceof Error ? error.message : String(error));
  }
  if (response.ok) return (await response.json()) as UploadedImage;
  let body: { error?: { code?: unknown; message?: unknown; fields?: unknown } } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  const error = body.error ?? {};
  const fields: FieldErrors = {};
  if (error.fields && typeof error.fields === 'object') for (const [key, value] of Object.entries(error.fields)) if (typeof value === 'string') fields[key] = value;
  return Promise.reject(
    new ApiError(response.status, typeof error.code === 'string' ? error.code : `http_${response.status}`, typeof error.message === 'string' ? error.message : response.statusText, fields),
  );
}
