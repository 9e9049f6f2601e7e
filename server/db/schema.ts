import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from '../../src/shared/i18n/catalog';
import type { PublicationStatus } from '../../src/shared/schema/fields';
import type { Role } from '../../src/shared/schema/staff';

/*
 * One schema for PGlite and PostgreSQL. Texts people read are `{fr, en}` objects in jsonb; an
 * empty `en` means "not translated yet" and the public reads show the French. Every content
 * item has a status, who created and changed it and when, and a version that each update
 * increments: an update made from an older version is refused (409). The content collections'
 * tables are in content-tables.ts, written by `npm run generate` from their descriptors.
 */

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  role: text('role').$type<Role>().notNull(),
  passwordHash: text('password_hash').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: stamp('created_at').notNull().defaultNow(),
  lastLoginAt: stamp('last_login_at'),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a stolen database gives no usable session. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
    lastSeenAt: stamp('last_seen_at').notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * The attempts each limit has counted in its current window (sign-ins per account and per address,
 * residents' messages per address): counted in one statement before the work they limit, so
 * parallel requests, and several servers on one PostgreSQL, all see the same count.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** Which limit: `sign-in:account`, `sign-in:address`, `messages:address`. */
    bucket: text('bucket').notNull(),
    /** SHA-256 of what is counted (a username as typed, an address): no typed text is kept. */
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    /** The first attempt of the window; the window ends a limit's length after it. */
    windowStart: stamp('window_start').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.key] }), index('rate_limits_window_idx').on(table.windowStart)],
);

/**
 * The columns every content collection's table has before its own (content-tables.ts, generated
 * from the descriptors of src/collections).
 */
export function contentColumns() {
  return {
    id: serial('id').primaryKey(),
    status: text('status').$type<PublicationStatus>().notNull().default('draft'),
    version: integer('version').notNull().default(1),
    /** The id of the bundled item it was seeded from, so seeding never duplicates. */
    seedKey: text('seed_key').unique(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Scheduling: a published item is public from `publishAt` (when set) until `unpublishAt` (when set). */
    publishAt: stamp('publish_at'),
    unpublishAt: stamp('unpublish_at'),
    /**
     * Changes saved as a draft on a published item (« Enregistrer comme brouillon »): the fields
     * as the editor left them, while the stored fields stay the public version until published.
     */
    pendingDraft: jsonb('pending_draft').$type<Record<string, unknown>>(),
    /** In the trash since then (null: not deleted), by whom; purged 30 days later. */
    deletedAt: stamp('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  };
}

/**
 * Every content item's earlier states: each write keeps the state it replaces, in the same
 * transaction; the last 50 per item are kept. `data` holds the item's fields as the API gives them.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    collection: text('collection').notNull(),
    itemId: integer('item_id').notNull(),
    /** 1, 2, 3… per item, in the order the states were replaced. */
    revision: integer('revision').notNull(),
    /** The item's version in that state. */
    version: integer('version').notNull(),
    status: text('status').$type<PublicationStatus>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** When and by whom that state was written. */
    updatedAt: stamp('updated_at').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('revisions_item_idx').on(table.collection, table.itemId, table.revision)],
);

/**
 * Writes already done, by the key their client sent (`Idempotency-Key`): a retried submission
 * gets the first answer again instead of writing twice. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `POST /api/v1/news`: a key is honoured only for the same request. */
    request: text('request').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotency_keys_created_idx').on(table.createdAt)],
);

/** A text in French and English (`{fr, en}`), in jsonb. */
export const localized = (name: string) => jsonb(name).$type<Localized>();

/** Residents' messages from the help sheet. */
export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contact: text('contact').notNull(),
  message: text('message').notNull(),
  language: text('language').$type<'fr' | 'en'>().notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
  handledAt: stamp('handled_at'),
  handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
});

export type NotificationKind = 'message' | 'content';

/** What the admin's bell lists: new residents' messages and content published. */
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<NotificationKind>().notNull(),
  /** What it is about: `messages`, `news`, `events`… and the item's id. */
  subject: text('subject').notNull(),
  subjectId: integer('subject_id'),
  summary: localized('summary').notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
  readAt: stamp('read_at'),
  version: integer('version').notNull().default(1),
});

export type ActivityType = 'user' | 'content' | 'event';

/** Who did what, for the dashboard's "Recent Activity". */
export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    at: stamp('at').notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `login`, `logout`, `create`, `update`, `delete`, `publish`, `unpublish`, `trash`, `restore`, `purge`, `user.add`… */
    action: text('action').notNull(),
    type: text('type').$type<ActivityType>().notNull(),
    subject: text('subject').notNull(),
    subjectId: integer('subject_id'),
    /** The item's title (in French) or the account's name when it happened. */
    label: text('label').notNull().default(''),
    /** The item's English title when it has its own, else null (the label stands for both). */
    labelEn: text('label_en'),
  },
  (table) => [index('activity_at_idx').on(table.at)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images, in the database so a backup holds everything and several servers can share
 * one PostgreSQL. `name` is random, with the extension of the type recognised from the bytes.
 */
export const media = pgTable('media', {
  name: text('name').primaryKey(),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  data: bytea('data').notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Settings of the site and facts about the database itself (`seeded_at`). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});
