import * as v from 'valibot';
import { communeDay, isUpcoming } from '../shared/agenda';
import { collections, compareInOrder, contentCollections, contentSchemas, publishedSummary, toItem as itemOf, type ContentCollection } from '../collections';
import { seedItems } from '../collections/bundled';
import { draftFields, isPublicAt, planUpdate, upcomingChanges } from '../collections/schedule';
import { labelOf } from '../shared/schema/presentation';
import { sniffImage } from '../shared/image-sniff';
import { Throttle } from '../shared/throttle';
import { errorBody, HttpError, statusOf, type ErrorCode } from '../shared/schema/errors';
import { requestLanguage } from '../shared/i18n/request-language';
import type { Localized } from '../shared/i18n/catalog';
import { deleteSchema } from '../collections/content';
import type { ActivityType, NotificationKind, StaffNotification, Stats } from '../shared/schema/journal';
import { MAX_INTEGER, versionField } from '../shared/schema/fields';
import { checkInput } from '../shared/schema/message';
import { residentMessageSchema, type ResidentMessage } from '../shared/schema/resident';
import { loginSchema, newUserSchema, passwordChangeSchema, userUpdateSchema, type Role, type StaffUser } from '../shared/schema/staff';
import type { Lang } from '../runtime/store';
import { isLocalizedField, sortFieldsOf, titleFieldOf } from '../collections/lists';
import { asksForPage, bulkSchema, foldForList, listSearchEntries, pageEntries, parseSort, searchWords, STAFF_PAGE_SIZE, type BulkResult } from '../shared/staff-lists';

/*
 * An in-memory fake of the content server's staff API, for stories and browser tests: the same
 * routes, statuses and error bodies (the server's own catalogue, in the request's
 * Accept-Language), validation with the same shared schemas, versions and 409, 401 when signed
 * out, notifications, activity and figures computed from its state, seeded from src/content as
 * the server's first start is. `server/admin-client.test.ts` runs one scenario through both and
 * compares them, so this file cannot drift from the server unnoticed.
 *
 * Not modelled: the Origin/Sec-Fetch-Site check (a page's own requests always pass it), cookies
 * (one signed-in member per mock), session expiry, the public lists' ETag/304 and gzip, and
 * `/media/…` files (an `<img>` does not go through fetch).
 */

/** The accounts a mock starts with: the same as the server's test accounts. */
export const MOCK_ACCOUNTS = {
  admin: { username: 'admin', displayName: 'Admin', role: 'admin', password: 'correct horse battery' },
  editor: { username: 'editor', displayName: 'Aïssatou Mohamadou', role: 'editor', password: 'editor password 42' },
} as const;

export interface MockApiOptions {
  /** Who is signed in at first: `admin` (default), `editor`, or `false` (signed out). */
  signedIn?: 'admin' | 'editor' | false;
  /** The clock (default: the real one); fix it for stories that must look the same every time. */
  now?: () => Date;
  /** When the seeded content was created (default: at the mock's creation, as the server's first start). */
  seededAt?: string;
  /** Start without content, messages or notifications (default: seeded from src/content). */
  empty?: boolean;
  /** Resident messages to start with, oldest first. */
  messages?: readonly { name: string; contact: string; message: string; language?: Lang; createdAt?: string; handled?: boolean }[];
  /** Earlier saves of seeded items, in order: each keeps the item's state as a revision, then applies `changes`. */
  edits?: readonly { collection: ContentCollection; index?: number; at: string; by?: 'admin' | 'editor' | null; changes: Record<string, unknown> }[];
  /** Seeded items in the trash at first (`index`: the item's place in its collection, default 0). */
  trashed?: readonly { collection: ContentCollection; index?: number; deletedAt: string; by?: 'admin' | 'editor' | null }[];
  /** Answer after this many milliseconds (default 0: at once). */
  latency?: number;
  /** The origin whose `/api/` requests `installMockApi` answers (default: the page's). */
  origin?: string;
}

/** A stored item: the API's fields, with who created and changed it as account ids. */
export type MockRow = Record<string, unknown> & {
  id: number;
  status: 'draft' | 'published';
  version: number;
  createdAt: string;
  updatedAt: string;
  createdBy: number | null;
  updatedBy: number | null;
};

interface StoredMessage extends Omit<ResidentMessage, 'handledBy'> {
  handledBy: number | null;
}

interface StoredUser extends StaffUser {
  password: string;
}

interface StoredActivity {
  id: number;
  at: string;
  userId: number | null;
  action: string;
  type: ActivityType;
  subject: string;
  subjectId: number | null;
  label: string;
  labelEn: string | null;
}

interface StoredMedia {
  name: string;
  type: string;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** A state an item had before a later write replaced it (server: the `revisions` table). */
export interface MockRevision {
  revision: number;
  collection: ContentCollection;
  itemId: number;
  row: MockRow;
}

/** An item in the trash: its row as it was, who moved it there and when. */
export interface MockTrashed {
  collection: ContentCollection;
  row: MockRow;
  deletedAt: string;
  deletedBy: number | null;
}

export interface MockState {
  collections: Record<ContentCollection, MockRow[]>;
  /** Earlier states of items, oldest first (the last 50 per item). */
  revisions: MockRevision[];
  /** Deleted items, kept 30 days. */
  trash: MockTrashed[];
  messages: StoredMessage[];
  notifications: StaffNotification[];
  activity: StoredActivity[];
  users: StoredUser[];
  media: StoredMedia[];
  /** The signed-in account's id, or null. */
  session: number | null;
  /** The last id given per table (ids are never reused, as with PostgreSQL's serial). */
  lastIds: Record<string, number>;
}

export interface MockApi {
  /** Answers API requests like the server; anything else: 404 JSON. */
  fetch: typeof fetch;
  /** The data, to inspect or arrange directly (a story with 40 messages, a test's setup). */
  readonly state: MockState;
  /** Back to the seeded state, signed in as at creation; clears `failNext` and `delay`. */
  reset(): void;
  /**
   * The next request fails: with this status and the server's error body for it, as a network
   * failure before it arrives (`network`), or after it was answered, its answer lost on the way
   * back (`lost`: what it changed stays changed).
   */
  failNext(failure: number | 'network' | 'lost'): void;
  /** Every answer from now on comes after `ms` milliseconds (0: at once). */
  delay(ms: number): void;
  /** Signs in as an account (by username) or out, without a request. */
  signIn(username: string | false): void;
  /** Requests answered so far, oldest first (`GET /api/v1/news?status=all`). */
  readonly requests: string[];
}

const DAY = 24 * 60 * 60 * 1000;
/** Revisions kept per item, and days an item stays in the trash (server/repositories). */
const REVISIONS_KEPT = 50;
const TRASH_DAYS = 30;
const JSON_BODY_LIMIT = 64 * 1024;
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * A page of a public list, as the server cuts it (server/public-lists.ts): `?limit=` items (50, at
 * most 100) after the place the `?after=` cursor names (the last item's order keys, base64url JSON).
 */
function publicPage(collection: ContentCollection, items: Record<string, unknown>[], params: URLSearchParams): { items: Record<string, unknown>[]; next: string | null } {
  const { order } = collections[collection];
  const limit = Number(params.get('limit') ?? 50);
  if (!/^\d{1,3}$/.test(params.get('limit') ?? '50') || limit < 1 || limit > 100) throw new HttpError('bad_request');
  const cursor = (item: Record<string, unknown>) => btoa(JSON.stringify(order.map(({ field }) => item[field]))).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  let start = 0;
  const after = params.get('after');
  if (after !== null) {
    let key: unknown;
    try {
      key = JSON.parse(atob(after.replaceAll('-', '+').replaceAll('_', '/')));
    } catch {
      throw new HttpError('bad_request');
    }
    if (!Array.isArray(key) || key.length !== order.length) throw new HttpError('bad_request');
    const place = Object.fromEntries(order.map(({ field }, index) => [field, key[index]]));
    const compare = compareInOrder<Record<string, unknown>>(order);
    start = items.findIndex((item) => compare(item, place) > 0);
    if (start < 0) start = items.length;
  }
  const page = items.slice(start, start + limit);
  const more = start + limit < items.length;
  return { items: page, next: more ? `/api/v1/${collection}?after=${cursor(page.at(-1)!)}${limit === 50 ? '' : `&limit=${limit}`}` : null };
}

const dayIn = (date: Date) => communeDay(date);

interface MockRequest {
  method: string;
  url: URL;
  headers: Headers;
  bytes: Uint8Array | undefined;
  lang: Lang;
  /** The parsed JSON body (undefined without a body). */
  body: unknown;
}

interface MockReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: MockRequest, params: Record<string, string>) => MockReply | Promise<MockReply>;

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  /** Runs before the handler, after the body is parsed: the session check. */
  guard?: 'staff' | 'admin';
  handler: Handler;
  /** Raw bytes (images), not JSON. */
  raw?: boolean;
}

/** An in-memory staff API; see the module comment. */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  const now = options.now ?? (() => new Date());
  const iso = () => now().toISOString();
  let latency = options.latency ?? 0;
  let failure: number | 'network' | 'lost' | undefined;
  // `Idempotency-Key`s (server/plugins/idempotency.ts): the answer kept per member and key, or `null` while it runs.
  const idempotent = new Map<string, { request: string; at: number; reply: MockReply | null }>();
  const requests: string[] = [];
  const clock = () => now().getTime();
  // One visitor, so one address: login failures per account and for all, messages 5 an hour.
  const newThrottles = () => ({ account: new Throttle(5, 15 * 60_000, clock), address: new Throttle(5, 15 * 60_000, clock), messages: new Throttle(5, 60 * 60_000, clock) });
  let throttles = newThrottles();
  const state = {} as MockState;

  const nextId = (table: string) => (state.lastIds[table] = (state.lastIds[table] ?? 0) + 1);

  function seed(): void {
    const createdAt = options.seededAt ?? iso();
    Object.assign(state, {
      collections: Object.fromEntries(contentCollections.map((collection) => [collection, []])) as unknown as MockState['collections'],
      revisions: [],
      trash: [],
      messages: [],
      notifications: [],
      activity: [],
      users: [],
      media: [],
      session: null,
      lastIds: {},
    } satisfies MockState);
    for (const account of [MOCK_ACCOUNTS.admin, MOCK_ACCOUNTS.editor]) {
      state.users.push({ id: nextId('users'), ...account, disabled: false, createdAt, lastLoginAt: null, version: 1 });
    }
    if (!options.empty) {
      const content = seedItems(communeDay(now()));
      for (const collection of contentCollections) {
        for (const { fields } of content[collection]) {
          state.collections[collection].push({ id: nextId(collection), status: 'published', version: 1, createdAt, updatedAt: createdAt, createdBy: null, updatedBy: null, ...fields });
        }
      }
    }
    const accountId = (by: 'admin' | 'editor' | null | undefined) => (by ? (state.users.find((user) => user.username === by)?.id ?? null) : null);
    for (const edit of options.edits ?? []) {
      const row = state.collections[edit.collection][edit.index ?? 0];
      if (!row) continue;
      keepRevision(edit.collection, row);
      Object.assign(row, structuredClone(edit.changes), { version: row.version + 1, updatedAt: edit.at, updatedBy: accountId(edit.by) });
    }
    const trashed = (options.trashed ?? []).map((entry) => ({ entry, row: state.collections[entry.collection][entry.index ?? 0] }));
    for (const { entry, row } of trashed) {
      if (!row) continue;
      state.collections[entry.collection].splice(state.collections[entry.collection].indexOf(row), 1);
      state.trash.push({ collection: entry.collection, row, deletedAt: entry.deletedAt, deletedBy: accountId(entry.by) });
    }
    for (const message of options.messages ?? []) {
      const id = nextId('messages');
      const at = message.createdAt ?? iso();
      state.messages.push({
        id,
        name: message.name,
        contact: message.contact,
        message: message.message,
        language: message.language ?? 'fr',
        createdAt: at,
        handledAt: message.handled ? at : null,
        handledBy: message.handled ? 1 : null,
        version: 1,
      });
      notify('message', 'messages', id, { fr: `Nouveau message de ${message.name}`, en: `New message from ${message.name}` }, at);
    }
    const first = options.signedIn === undefined ? 'admin' : options.signedIn;
    state.session = first === false ? null : (state.users.find((user) => user.username === first)?.id ?? null);
  }

  // ── The journal ─────────────────────────────────────────────────────────────────────────
  function logActivity(entry: { userId: number | null; action: string; type: ActivityType; subject: string; subjectId?: number | null; label?: string | Localized }): void {
    const { label, ...rest } = entry;
    const english = typeof label === 'object' && label.en && label.en !== label.fr ? label.en : null;
    state.activity.push({ id: nextId('activity'), at: iso(), ...rest, subjectId: entry.subjectId ?? null, label: (typeof label === 'object' ? label.fr : label) ?? '', labelEn: english });
  }

  function notify(kind: NotificationKind, subject: string, subjectId: number | null, summary: Localized, at = iso()): void {
    state.notifications.push({ id: nextId('notifications'), kind, subject, subjectId, summary, createdAt: at, readAt: null, version: 1 });
  }

  const nameOf = (id: number | null) => (id === null ? null : (state.users.find((user) => user.id === id)?.displayName ?? null));
  const publicUser = ({ password: _password, ...user }: StoredUser): StaffUser => ({ ...user });

  const toItem = (collection: ContentCollection, row: MockRow, staff: boolean) => structuredClone(itemOf(collection, row, staff ? nameOf : undefined));

  const toMessage = ({ handledBy, ...message }: StoredMessage): ResidentMessage => ({ ...message, handledBy: nameOf(handledBy) });

  // ── Helpers the routes share (server/api/context.ts) ────────────────────────────────────
  function parse<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, request: MockRequest): v.InferOutput<TSchema> {
    const result = checkInput(schema, input ?? {}, request.lang);
    if (!result.success) throw new HttpError('validation', { fields: result.fields });
    return result.output;
  }

  function idParam(params: Record<string, string>): number {
    const raw = params.id ?? '';
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
    if (!id || id > MAX_INTEGER) throw new HttpError('not_found');
    return id;
  }

  function versionOf(request: MockRequest): unknown {
    const body = request.body as { version?: unknown } | undefined;
    if (body && typeof body === 'object' && 'version' in body) return body.version;
    const query = request.url.searchParams.get('version') ?? undefined;
    return query !== undefined && /^\d+$/.test(query) ? Number(query) : query;
  }

  /** A deletion's body as the server checks it (server/routes/schemas.ts, versionInBody). */
  function deletionBody(request: MockRequest): unknown {
    const body: unknown = request.body;
    if (body === undefined || body === null) return { version: versionOf(request) };
    if (typeof body === 'object' && !Array.isArray(body) && !('version' in body)) return { ...body, version: versionOf(request) };
    return body;
  }

  function signedIn(): StoredUser {
    const user = state.users.find((candidate) => candidate.id === state.session);
    if (!user || user.disabled) throw new HttpError('unauthenticated');
    return user;
  }

  function setPassword(user: StoredUser, password: string): void {
    user.password = password;
    user.version += 1;
    if (state.session === user.id) state.session = null;
  }

  // ── Routes ──────────────────────────────────────────────────────────────────────────────
  const routes: Route[] = [];
  const route = (method: string, path: string, handler: Handler, extra: Partial<Pick<Route, 'guard' | 'raw'>> = {}) => {
    const keys: string[] = [];
    const pattern = new RegExp(`^${path.replace(/:(\w+)/g, (_match, key: string) => (keys.push(key), '([^/]+)'))}$`);
    routes.push({ method, pattern, keys, handler, ...extra });
  };
  const ok = (body?: unknown, status = 200): MockReply => ({ status, body });
  const noContent = (): MockReply => ({ status: 204 });

  route('GET', '/api/health', () => ok({ status: 'ok' }));

  // Sessions (server/api/session.ts).
  route('POST', '/api/v1/session', (request) => {
    const { username, password } = parse(loginSchema, request.body, request);
    const accountKey = username.toLowerCase();
    const wait = Math.max(throttles.account.retryAfter(accountKey), throttles.address.retryAfter('address'));
    if (wait > 0) throw new HttpError('too_many_requests', { headers: { 'Retry-After': String(wait) } });
    const user = state.users.find((candidate) => candidate.username === username.trim().toLowerCase());
    if (!user || user.password !== password || user.disabled) {
      throttles.account.hit(accountKey);
      throttles.address.hit('address');
      throw new HttpError('invalid_credentials');
    }
    throttles.account.clear(accountKey);
    state.session = user.id;
    user.lastLoginAt = iso();
    logActivity({ userId: user.id, action: 'login', type: 'user', subject: 'users', subjectId: user.id, label: user.displayName });
    return noContent();
  });

  route('GET', '/api/v1/session', () => ok({ user: publicUser(signedIn()) }));

  route('DELETE', '/api/v1/session', () => {
    const user = state.users.find((candidate) => candidate.id === state.session);
    state.session = null;
    if (user) logActivity({ userId: user.id, action: 'logout', type: 'user', subject: 'users', subjectId: user.id, label: user.displayName });
    return noContent();
  });

  route(
    'POST',
    '/api/v1/session/password',
    (request) => {
      const { currentPassword, newPassword } = parse(passwordChangeSchema, request.body, request);
      const user = signedIn();
      const wait = throttles.account.retryAfter(user.username);
      if (wait > 0) throw new HttpError('too_many_requests', { headers: { 'Retry-After': String(wait) } });
      if (currentPassword !== user.password) {
        throttles.account.hit(user.username);
        throw new HttpError('wrong_password', { fields: { currentPassword: request.lang === 'fr' ? 'Le mot de passe actuel est incorrect.' : 'The current password is incorrect.' } });
      }
      setPassword(user, newPassword);
      logActivity({ userId: user.id, action: 'password', type: 'user', subject: 'users', subjectId: user.id, label: user.displayName });
      state.session = user.id;
      return noContent();
    },
    { guard: 'staff' },
  );

  // Content collections (server/api/content.ts).
  for (const collection of contentCollections) {
    const base = `/api/v1/${collection}`;
    const schemas = contentSchemas[collection];
    const { activityType: type, order, datedOnCreate } = collections[collection];
    const rows = () => state.collections[collection];
    const sorted = (list: MockRow[]) => [...list].sort(compareInOrder(order));

    const pageQuery = v.object({ status: v.optional(v.picklist(['all', 'draft', 'published'])), ...pageEntries, ...listSearchEntries(sortFieldsOf(collection)) });

    /** A staff page as the server cuts it (server/routes/content-lists.ts): status, search in the titles, sort, page. */
    function staffPage(request: MockRequest): MockReply {
      signedIn();
      const query = parse(pageQuery, Object.fromEntries(request.url.searchParams), request);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? STAFF_PAGE_SIZE.default;
      const words = searchWords(query.q);
      const title = titleFieldOf(collection);
      const found = rows().filter((row) => {
        if (query.status !== undefined && query.status !== 'all' && row.status !== query.status) return false;
        const text = row[title] as Localized;
        const haystack = foldForList(`${text.fr} ${text.en}`);
        return words.every((word) => haystack.includes(word));
      });
      let list = sorted(found);
      if (query.sort) {
        const { field, descending } = parseSort(query.sort);
        const keyOf = (row: MockRow): string | number => {
          const value = row[field];
          if (isLocalizedField(collection, field)) {
            const text = value as Localized;
            return (request.lang === 'en' && text.en ? text.en : text.fr).toLowerCase();
          }
          return (value ?? '') as string | number;
        };
        list = [...found].sort((a, b) => {
          const [x, y] = [keyOf(a), keyOf(b)];
          const order = x < y ? -1 : x > y ? 1 : a.id - b.id;
          return descending ? -order : order;
        });
      }
      const items = list.slice((page - 1) * pageSize, page * pageSize).map((row) => toItem(collection, row, true));
      return ok({ items, total: found.length, page, pageSize });
    }

    route('GET', base, (request) => {
      const status = request.url.searchParams.get('status') ?? undefined;
      if (asksForPage(Object.fromEntries(request.url.searchParams))) return staffPage(request);
      if (status === undefined || status === 'published') {
        return ok(publicPage(collection, sorted(rows().filter((row) => isPublicAt(row, clock()))).map((row) => toItem(collection, row, false)), request.url.searchParams));
      }
      signedIn();
      if (status !== 'all' && status !== 'draft') throw new HttpError('bad_request');
      return ok({ items: sorted(rows().filter((row) => status === 'all' || row.status === 'draft')).map((row) => toItem(collection, row, true)) });
    });

    route(
      'GET',
      `${base}/:id`,
      (_request, params) => {
        const row = rows().find((candidate) => candidate.id === idParam(params));
        if (!row) throw new HttpError('not_found');
        return ok({ item: toItem(collection, row, true) });
      },
      { guard: 'staff' },
    );

    route(
      'POST',
      base,
      (request) => {
        const input = parse(schemas.create, request.body, request) as Record<string, unknown>;
        if (datedOnCreate) input.date ??= dayIn(now());
        const user = signedIn();
        const at = iso();
        const row: MockRow = {
          ...structuredClone(input),
          id: nextId(collection),
          status: input.status as MockRow['status'],
          version: 1,
          createdAt: at,
          updatedAt: at,
          createdBy: user.id,
          updatedBy: user.id,
        };
        rows().push(row);
        const label = labelOf(row);
        logActivity({ userId: user.id, action: row.status === 'published' ? 'publish' : 'create', type, subject: collection, subjectId: row.id, label });
        if (row.status === 'published') notify('content', collection, row.id, publishedSummary(collection, label));
        return { status: 201, body: { item: toItem(collection, row, true) }, headers: { Location: `${base}/${row.id}` } };
      },
      { guard: 'staff' },
    );

    route(
      'PATCH',
      `${base}/:id`,
      (request, params) => {
        const id = idParam(params);
        const { version, saveAs, pendingDraft, ...changes } = parse(schemas.update, request.body, request) as Record<string, unknown> & {
          version: number;
          saveAs?: 'pending-draft';
          pendingDraft?: null;
        };
        const user = signedIn();
        const current = rows().find((candidate) => candidate.id === id);
        if (!current) throw new HttpError('not_found');
        if (current.version !== version) throw new HttpError('conflict');
        // As the server (server/schedule.ts): a pending draft on a published item, applied when published.
        const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
        const plan = planUpdate(current, given, { saveAs, pendingDraft });
        const checked = parse(schemas.create, plan.candidate, request) as Record<string, unknown>;
        const previousStatus = current.status;
        keepRevision(collection, current);
        const stored = plan.aside ? { pendingDraft: structuredClone(draftFields(checked)) } : { ...structuredClone(checked), pendingDraft: plan.keepDraft ? (current.pendingDraft ?? null) : null };
        Object.assign(current, stored, { version: current.version + 1, updatedAt: iso(), updatedBy: user.id });
        const label = labelOf(current);
        const action = previousStatus !== current.status ? (current.status === 'published' ? 'publish' : 'unpublish') : 'update';
        logActivity({ userId: user.id, action, type, subject: collection, subjectId: id, label });
        if (action === 'publish') notify('content', collection, id, publishedSummary(collection, label));
        return ok({ item: toItem(collection, current, true) });
      },
      { guard: 'staff' },
    );

    route(
      'DELETE',
      `${base}/:id`,
      (request, params) => {
        const id = idParam(params);
        const { version } = parse(deleteSchema, deletionBody(request), request);
        const user = signedIn();
        const index = rows().findIndex((candidate) => candidate.id === id);
        const current = rows()[index];
        if (!current) throw new HttpError('not_found');
        if (current.version !== version) throw new HttpError('conflict');
        rows().splice(index, 1);
        state.trash.push({ collection, row: current, deletedAt: iso(), deletedBy: user.id });
        logActivity({ userId: user.id, action: 'trash', type, subject: collection, subjectId: id, label: labelOf(current) });
        return noContent();
      },
      { guard: 'staff' },
    );

    // Bulk actions (server/routes/content-lists.ts): each item through this mock's own PATCH or DELETE.
    route(
      'POST',
      `${base}/bulk`,
      async (request) => {
        const { action, items } = parse(bulkSchema, request.body, request);
        const results: BulkResult<unknown>[] = [];
        for (const { id, version } of items) {
          const url = new URL(`${base}/${id}`, request.url);
          try {
            if (action === 'trash') {
              await answer({ ...request, method: 'DELETE', url, bytes: undefined, body: { version } });
              results.push({ id, ok: true });
              continue;
            }
            const status = action === 'publish' ? 'published' : 'draft';
            const current = rows().find((row) => row.id === id);
            if (!current) throw new HttpError('not_found');
            if (current.version !== version) throw new HttpError('conflict');
            if (current.status === status) {
              results.push({ id, ok: true, item: toItem(collection, current, true) });
              continue;
            }
            const reply = await answer({ ...request, method: 'PATCH', url, bytes: undefined, body: { status, version } });
            results.push({ id, ok: true, item: (reply.body as { item: unknown }).item });
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            results.push({ id, ok: false, error: errorBody(error.code, request.lang).error });
          }
        }
        return ok({ results });
      },
      { guard: 'staff' },
    );

    // Revisions: the item's earlier states, newest first; one restored becomes a new version.
    route(
      'GET',
      `${base}/:id/revisions`,
      (_request, params) => {
        const id = idParam(params);
        if (!rows().some((candidate) => candidate.id === id)) throw new HttpError('not_found');
        const items = state.revisions
          .filter((entry) => entry.collection === collection && entry.itemId === id)
          .reverse()
          .map((entry) => ({ ...toItem(collection, entry.row, true), revision: entry.revision }));
        return ok({ items });
      },
      { guard: 'staff' },
    );

    route(
      'POST',
      `${base}/:id/revisions/:revision/restore`,
      (request, params) => {
        const id = idParam(params);
        const { version } = parse(deleteSchema, request.body, request);
        const user = signedIn();
        const current = rows().find((candidate) => candidate.id === id);
        if (!current) throw new HttpError('not_found');
        const number = /^\d{1,10}$/.test(params.revision ?? '') ? Number(params.revision) : 0;
        const kept = state.revisions.find((entry) => entry.collection === collection && entry.itemId === id && entry.revision === number);
        if (!kept) throw new HttpError('not_found');
        if (current.version !== version) throw new HttpError('conflict');
        const fields = Object.fromEntries(Object.keys(collections[collection].entries).map((field) => [field, structuredClone(kept.row[field])]));
        keepRevision(collection, current);
        Object.assign(current, fields, { status: kept.row.status, version: current.version + 1, updatedAt: iso(), updatedBy: user.id });
        logActivity({ userId: user.id, action: 'restore', type, subject: collection, subjectId: id, label: labelOf(current) });
        return ok({ item: toItem(collection, current, true) });
      },
      { guard: 'staff' },
    );

    // The trash: an item deleted comes back as it was.
    route(
      'POST',
      `${base}/:id/restore`,
      (_request, params) => {
        const id = idParam(params);
        const user = signedIn();
        purgeTrash();
        const index = state.trash.findIndex((entry) => entry.collection === collection && entry.row.id === id);
        const trashed = state.trash[index];
        if (!trashed) throw new HttpError('not_found');
        state.trash.splice(index, 1);
        rows().push(trashed.row);
        logActivity({ userId: user.id, action: 'restore', type, subject: collection, subjectId: id, label: labelOf(trashed.row) });
        return ok({ item: toItem(collection, trashed.row, true) });
      },
      { guard: 'staff' },
    );
  }

  /** Keeps a copy of an item's state before a write replaces it, pruning by count. */
  function keepRevision(collection: ContentCollection, row: MockRow): void {
    state.revisions.push({ revision: nextId('revisions'), collection, itemId: row.id, row: structuredClone(row) });
    const own = state.revisions.filter((entry) => entry.collection === collection && entry.itemId === row.id);
    for (const old of own.slice(0, Math.max(0, own.length - REVISIONS_KEPT))) state.revisions.splice(state.revisions.indexOf(old), 1);
  }

  const purgeAtOf = (deletedAt: string) => new Date(Date.parse(deletedAt) + TRASH_DAYS * DAY).toISOString();

  /** Items deleted more than 30 days ago are gone for good. */
  function purgeTrash(): void {
    const limit = now().toISOString();
    state.trash = state.trash.filter((entry) => purgeAtOf(entry.deletedAt) > limit);
  }

  route(
    'GET',
    '/api/v1/trash',
    () => {
      purgeTrash();
      const items = [...state.trash]
        .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt))
        .map((entry) => ({
          collection: entry.collection,
          id: entry.row.id,
          title: labelOf(entry.row),
          status: entry.row.status,
          version: entry.row.version,
          deletedAt: entry.deletedAt,
          deletedBy: nameOf(entry.deletedBy),
          purgeAt: purgeAtOf(entry.deletedAt),
        }));
      return ok({ items });
    },
    { guard: 'staff' },
  );

  route(
    'DELETE',
    '/api/v1/trash/:collection/:id',
    (_request, params) => {
      const id = idParam(params);
      purgeTrash();
      const index = state.trash.findIndex((entry) => entry.collection === params.collection && entry.row.id === id);
      if (index < 0) throw new HttpError('not_found');
      const [purged] = state.trash.splice(index, 1);
      const collection = purged!.collection;
      logActivity({ userId: signedIn().id, action: 'purge', type: collections[collection].activityType, subject: collection, subjectId: id, label: labelOf(purged!.row) });
      return noContent();
    },
    { guard: 'admin' },
  );

  // Residents' messages (server/api/staff.ts).
  const handledSchema = v.object({
    handled: v.boolean((issue) => (issue.lang === 'en' ? '"handled" must be true or false.' : '« handled » doit être vrai ou faux.')),
    version: versionField,
  });

  route('POST', '/api/v1/messages', (request) => {
    const wait = throttles.messages.retryAfter('address');
    if (wait > 0) throw new HttpError('too_many_requests', { headers: { 'Retry-After': String(wait) } });
    const input = parse(residentMessageSchema, request.body, request);
    throttles.messages.hit('address');
    if (input.website.trim() !== '') return ok({ id: 0 }, 201);
    const id = nextId('messages');
    state.messages.push({ id, name: input.name, contact: input.contact, message: input.message, language: request.lang, createdAt: iso(), handledAt: null, handledBy: null, version: 1 });
    notify('message', 'messages', id, { fr: `Nouveau message de ${input.name}`, en: `New message from ${input.name}` });
    return ok({ id }, 201);
  });

  const messagesNewestFirst = () => [...state.messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

  route('GET', '/api/v1/messages', () => ok({ items: messagesNewestFirst().map(toMessage) }), { guard: 'staff' });

  route(
    'GET',
    '/api/v1/messages/:id',
    (_request, params) => {
      const message = state.messages.find((candidate) => candidate.id === idParam(params));
      if (!message) throw new HttpError('not_found');
      return ok({ item: toMessage(message) });
    },
    { guard: 'staff' },
  );

  route(
    'PATCH',
    '/api/v1/messages/:id',
    (request, params) => {
      const id = idParam(params);
      const { handled, version } = parse(handledSchema, request.body, request);
      const user = signedIn();
      const message = state.messages.find((candidate) => candidate.id === id);
      if (!message) throw new HttpError('not_found');
      if (message.version !== version) throw new HttpError('conflict');
      Object.assign(message, { handledAt: handled ? iso() : null, handledBy: handled ? user.id : null, version: message.version + 1 });
      logActivity({ userId: user.id, action: handled ? 'handle' : 'reopen', type: 'user', subject: 'messages', subjectId: id, label: message.name });
      return ok({ item: toMessage(message) });
    },
    { guard: 'staff' },
  );

  route(
    'DELETE',
    '/api/v1/messages/:id',
    (request, params) => {
      const id = idParam(params);
      const { version } = parse(deleteSchema, deletionBody(request), request);
      const user = signedIn();
      const index = state.messages.findIndex((candidate) => candidate.id === id);
      const message = state.messages[index];
      if (!message) throw new HttpError('not_found');
      if (message.version !== version) throw new HttpError('conflict');
      state.messages.splice(index, 1);
      logActivity({ userId: user.id, action: 'delete', type: 'user', subject: 'messages', subjectId: id, label: message.name });
      return noContent();
    },
    { guard: 'staff' },
  );

  // Notifications.
  route(
    'GET',
    '/api/v1/notifications',
    () => {
      const items = [...state.notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).slice(0, 50);
      return ok({ unread: state.notifications.filter((item) => item.readAt === null).length, items: structuredClone(items) });
    },
    { guard: 'staff' },
  );

  route(
    'POST',
    '/api/v1/notifications/read',
    () => {
      const at = iso();
      for (const item of state.notifications) if (item.readAt === null) Object.assign(item, { readAt: at, version: item.version + 1 });
      return noContent();
    },
    { guard: 'staff' },
  );

  // Staff accounts (admin role); a version is an `integer` column's, as everywhere (server/routes/schemas.ts).
  const userUpdateBody = v.object({ ...userUpdateSchema.entries, version: versionField });

  route('GET', '/api/v1/users', () => ok({ items: [...state.users].sort((a, b) => a.id - b.id).map(publicUser) }), { guard: 'admin' });

  route(
    'POST',
    '/api/v1/users',
    (request) => {
      const { username, displayName, role, password } = parse(newUserSchema, request.body, request);
      const admin = signedIn();
      if (state.users.some((user) => user.username === username)) {
        throw new HttpError('username_taken', { fields: { username: request.lang === 'fr' ? 'Cet identifiant est déjà utilisé.' : 'This username is already taken.' } });
      }
      const user: StoredUser = { id: nextId('users'), username, displayName, role, password, disabled: false, createdAt: iso(), lastLoginAt: null, version: 1 };
      state.users.push(user);
      logActivity({ userId: admin.id, action: 'user.add', type: 'user', subject: 'users', subjectId: user.id, label: user.displayName });
      return ok({ item: publicUser(user) }, 201);
    },
    { guard: 'admin' },
  );

  route(
    'PATCH',
    '/api/v1/users/:id',
    (request, params) => {
      const id = idParam(params);
      const update = parse(userUpdateBody, request.body, request);
      const admin = signedIn();
      const user = state.users.find((candidate) => candidate.id === id);
      if (!user) throw new HttpError('not_found');
      if (user.version !== update.version) throw new HttpError('conflict');
      if (id === admin.id && (update.disabled === true || (update.role && update.role !== 'admin'))) throw new HttpError('forbidden');
      if (update.displayName !== undefined) user.displayName = update.displayName;
      if (update.role !== undefined) user.role = update.role as Role;
      user.version += 1;
      if (update.disabled !== undefined && update.disabled !== user.disabled) {
        user.disabled = update.disabled;
        user.version += 1;
        if (update.disabled && state.session === user.id) state.session = null;
      }
      if (update.password !== undefined) setPassword(user, update.password);
      const action = update.password !== undefined ? 'user.reset' : update.disabled === true ? 'user.disable' : update.disabled === false ? 'user.enable' : 'user.update';
      logActivity({ userId: admin.id, action, type: 'user', subject: 'users', subjectId: id, label: user.displayName });
      return ok({ item: publicUser(user) });
    },
    { guard: 'admin' },
  );

  // Activity and the dashboard.
  // As server/routes/dashboard.ts: the next scheduled publications and withdrawals.
  route(
    'GET',
    '/api/v1/schedule',
    () => ok({ items: upcomingChanges(contentCollections.flatMap((collection) => state.collections[collection].map((item) => ({ collection, item }))), clock()) }),
    { guard: 'staff' },
  );

  route(
    'GET',
    '/api/v1/activity',
    (request) => {
      const query = parse(v.object(pageEntries), Object.fromEntries(request.url.searchParams), request);
      const paged = asksForPage(query);
      const [page, pageSize] = [query.page ?? 1, query.pageSize ?? STAFF_PAGE_SIZE.default];
      const all = [...state.activity].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
      const entries = paged ? all.slice((page - 1) * pageSize, page * pageSize) : all.slice(0, 30);
      return ok({
        ...(paged ? { total: all.length, page, pageSize } : {}),
        items: entries.map((entry) => ({
          id: entry.id,
          at: entry.at,
          user: nameOf(entry.userId),
          action: entry.action,
          type: entry.type,
          subject: entry.subject,
          subjectId: entry.subjectId,
          label: entry.label,
          labelEn: entry.labelEn,
        })),
      });
    },
    { guard: 'staff' },
  );

  route(
    'GET',
    '/api/v1/stats',
    () => {
      const today = now();
      const monthAgo = new Date(today.getTime() - 30 * DAY).toISOString();
      const published = contentCollections.flatMap((collection) => state.collections[collection].filter((row) => row.status === 'published'));
      const events = state.collections.events.filter((row) => row.status === 'published');
      const enabled = state.users.filter((user) => !user.disabled);
      const stats: Stats = {
        users: { value: enabled.length, previous: enabled.filter((user) => user.createdAt < monthAgo).length },
        content: { value: published.length, previous: published.filter((row) => row.createdAt < monthAgo).length },
        upcomingEvents: {
          value: events.filter((row) => isUpcoming({ date: String(row.date) }, dayIn(today))).length,
          previous: events.filter((row) => isUpcoming({ date: String(row.date) }, dayIn(new Date(monthAgo))) && row.createdAt < monthAgo).length,
        },
        messages: { value: state.messages.length, previous: state.messages.filter((message) => message.createdAt < monthAgo).length },
      };
      return ok(stats);
    },
    { guard: 'staff' },
  );

  // Images (server/api/media.ts).
  route(
    'POST',
    '/api/v1/media',
    (request) => {
      const bytes = request.bytes;
      if (!bytes) throw new HttpError('unsupported_media_type');
      const info = sniffImage(bytes);
      if (!info) throw new HttpError('unsupported_image');
      const user = signedIn();
      const name = `${randomName()}.${info.extension}`;
      state.media.push({ name, type: info.type, width: info.width, height: info.height, bytes });
      logActivity({ userId: user.id, action: 'upload', type: 'content', subject: 'media', label: name });
      return ok({ src: `/media/${name}`, type: info.type, size: bytes.length, width: info.width, height: info.height }, 201);
    },
    { guard: 'staff', raw: true },
  );

  // ── Answering a request ─────────────────────────────────────────────────────────────────
  async function answer(request: MockRequest): Promise<MockReply> {
    const path = request.url.pathname;
    const candidates = routes.filter((candidate) => candidate.pattern.test(path));
    const found = candidates.find((candidate) => candidate.method === request.method);
    const unsafe = request.method !== 'GET' && request.method !== 'HEAD';
    // As Fastify does: the body is parsed (413, 415, invalid JSON) before the session is checked.
    if (unsafe && request.bytes && request.bytes.length > 0) {
      const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (found?.raw) {
        if (!/^(image\/[\w.+-]+|application\/octet-stream)$/.test(type)) throw new HttpError('unsupported_media_type');
        if (request.bytes.length > MAX_IMAGE_BYTES) throw new HttpError('image_too_large');
      } else {
        if (request.bytes.length > JSON_BODY_LIMIT) throw new HttpError('too_large');
        if (type !== 'application/json' && !type.endsWith('+json')) throw new HttpError('unsupported_media_type');
        try {
          request.body = JSON.parse(new TextDecoder().decode(request.bytes));
        } catch {
          throw new HttpError('invalid_json');
        }
      }
    }
    if (!found) throw new HttpError('not_found');
    const params = Object.fromEntries(found.keys.map((key, index) => [key, decodeURIComponent(path.match(found.pattern)![index + 1]!)]));
    if (found.guard) {
      const user = signedIn();
      if (found.guard === 'admin' && user.role !== 'admin') throw new HttpError('forbidden');
    }
    return found.handler(request, params);
  }

  function respond(reply: MockReply): Response {
    const headers = new Headers({ 'Cache-Control': 'no-store', ...reply.headers });
    if (reply.status === 204) return new Response(null, { status: 204, headers });
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers });
  }

  function refusal(code: ErrorCode, lang: Lang, fields?: Record<string, string>, headers: Record<string, string> = {}): MockReply {
    return { status: statusOf(code), body: errorBody(code, lang, fields), headers };
  }

  const mockFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = await readRequest(input, init);
    requests.push(`${request.method} ${request.url.pathname}${request.url.search}`);
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const failing = failure;
    failure = undefined;
    if (failing === 'network') throw new TypeError('Failed to fetch');
    if (failing === 'lost') {
      await answerOnce(request);
      throw new TypeError('Failed to fetch');
    }
    if (failing !== undefined) {
      const code = codeForStatus(failing);
      return respond(code ? refusal(code, request.lang, undefined, failing === 429 ? { 'Retry-After': '60' } : {}) : { status: failing, body: {} });
    }
    return respond(await answerOnce(request));
  };

  async function answerSafely(request: MockRequest): Promise<MockReply> {
    try {
      return await answer(request);
    } catch (error) {
      if (error instanceof HttpError) return refusal(error.code, request.lang, error.fields, error.headers);
      console.error('mock API:', error);
      return refusal('internal', request.lang);
    }
  }

  /**
   * As the server: a staff member's write with an `Idempotency-Key` runs once; the same request
   * again gets its answer (`Idempotent-Replayed: true`), another request 422, one sent while it
   * runs 409. Answers the server gives before the key is looked at (the body's type and schema,
   * the session) and server errors are not kept. Keys last 24 hours.
   */
  async function answerOnce(request: MockRequest): Promise<MockReply> {
    const key = request.headers.get('Idempotency-Key');
    const user = state.users.find((candidate) => candidate.id === state.session && !candidate.disabled);
    if (key === null || !user || !['POST', 'PATCH', 'DELETE'].includes(request.method) || request.url.pathname === '/api/v1/session') return answerSafely(request);
    if (!/^[A-Za-z0-9_.:-]{1,200}$/.test(key)) return refusal('idempotency_key_invalid', request.lang);
    const id = `${user.id}|${key}`;
    const line = `${request.method} ${request.url.pathname}`;
    const held = idempotent.get(id);
    if (held && clock() - held.at < DAY) {
      if (held.request !== line) return refusal('idempotency_key_reused', request.lang);
      if (!held.reply) return refusal('idempotency_in_progress', request.lang, undefined, { 'Retry-After': '1' });
      return { ...held.reply, headers: { ...held.reply.headers, 'Idempotent-Replayed': 'true' } };
    }
    const entry = { request: line, at: clock(), reply: null as MockReply | null };
    idempotent.set(id, entry);
    const reply = await answerSafely(request);
    const code = (reply.body as { error?: { code?: string } } | undefined)?.error?.code;
    const before = ['validation', 'invalid_json', 'too_large', 'image_too_large', 'unsupported_media_type', 'unsupported_image', 'unauthenticated', 'forbidden'];
    if (reply.status >= 500 || (code !== undefined && before.includes(code))) idempotent.delete(id);
    else entry.reply = structuredClone(reply);
    return reply;
  }

  seed();
  return {
    fetch: mockFetch as typeof fetch,
    state,
    requests,
    reset() {
      failure = undefined;
      idempotent.clear();
      latency = options.latency ?? 0;
      requests.length = 0;
      throttles = newThrottles();
      seed();
    },
    failNext(next) {
      failure = next;
    },
    delay(ms) {
      latency = ms;
    },
    signIn(username) {
      state.session = username === false ? null : (state.users.find((user) => user.username === username)?.id ?? null);
    },
  };
}

/** The first error code the server answers with `status` (500 `internal`, 503 `unavailable`…). */
const CODES: ErrorCode[] = ['bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'too_large', 'unsupported_media_type', 'too_many_requests', 'internal', 'unavailable'];
function codeForStatus(status: number): ErrorCode | undefined {
  return CODES.find((code) => statusOf(code) === status);
}

async function readRequest(input: RequestInfo | URL, init: RequestInit = {}): Promise<MockRequest> {
  const base = typeof location === 'undefined' ? 'http://localhost' : location.href;
  const isRequest = typeof Request !== 'undefined' && input instanceof Request;
  const url = new URL(isRequest ? (input as Request).url : String(input), base);
  const method = (init.method ?? (isRequest ? (input as Request).method : 'GET')).toUpperCase();
  const headers = new Headers(init.headers ?? (isRequest ? (input as Request).headers : undefined));
  let bytes: Uint8Array | undefined;
  const body = init.body ?? (isRequest && method !== 'GET' ? await (input as Request).arrayBuffer() : undefined);
  if (typeof body === 'string') bytes = new TextEncoder().encode(body);
  else if (body instanceof ArrayBuffer) bytes = new Uint8Array(body);
  else if (ArrayBuffer.isView(body)) bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  else if (body instanceof Blob) bytes = new Uint8Array(await body.arrayBuffer());
  else if (body !== undefined && body !== null) throw new TypeError('mock API: unsupported body');
  return { method, url, headers, bytes, lang: requestLanguage(headers.get('Accept-Language') ?? undefined), body: undefined };
}

function randomName(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => alphabet[byte % 64]).join('');
}


/**
 * Answers the page's API requests (`<origin>/api/…`) with a mock, leaving every other request
 * to the real fetch. Returns the uninstall function (stories' and tests' cleanup).
 */
export function installMockApi(api: MockApi = createMockApi(), options: { origin?: string } = {}): () => void {
  const original = globalThis.fetch;
  const origin = options.origin ?? (typeof location === 'undefined' ? undefined : location.origin);
  const replacement = (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, typeof location === 'undefined' ? 'http://localhost' : location.href);
    if ((origin === undefined || url.origin === origin) && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) return api.fetch(input, init);
    return original(input, init);
  };
  globalThis.fetch = replacement as typeof fetch;
  return () => {
    if (globalThis.fetch === replacement) globalThis.fetch = original;
  };
}
