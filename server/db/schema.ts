import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '../../src/shared/i18n/catalog';
import type { ApiImage, ProgramPhase, ProgramType, QuickLinkIcon } from '../../src/collections/content';
import type { PublicationStatus } from '../../src/shared/schema/fields';
import type { Role } from '../../src/shared/schema/staff';
import type { EventCategory } from '../../src/content/events';

/*
 * One schema for PGlite and PostgreSQL. Texts people read are `{fr, en}` objects in jsonb; an
 * empty `en` means "not translated yet" and the public reads show the French. Every content
 * item has a status, who created and changed it and when, and a version that each update
 * increments: an update made from an older version is refused (409).
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

/** The columns every content collection shares. */
function contentColumns() {
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
  };
}

const localized = (name: string) => jsonb(name).$type<Localized>();

/** A dated article with an optional image: the news, and the mayor's updates. */
function articleColumns() {
  return {
    ...contentColumns(),
    title: localized('title').notNull(),
    content: localized('content').notNull(),
    date: text('date').notNull(),
    image: jsonb('image').$type<ApiImage | null>(),
    amount: bigint('amount', { mode: 'number' }),
  };
}

export const news = pgTable('news', articleColumns());

export const mayorUpdates = pgTable('mayor_updates', articleColumns());

export const events = pgTable('events', {
  ...contentColumns(),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  location: localized('location').notNull().default(sql`'{"fr":"","en":""}'::jsonb`),
  date: text('date').notNull(),
  start: text('start').notNull(),
  end: text('end').notNull(),
  /** One of src/content/events.ts's `eventCategoryIds`; events stored before categories are `other`. */
  category: text('category').$type<EventCategory>().notNull().default('other'),
});

export const programs = pgTable('programs', {
  ...contentColumns(),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  type: text('type').$type<ProgramType>().notNull(),
  phase: text('phase').$type<ProgramPhase>().notNull().default('planning'),
  image: jsonb('image').$type<ApiImage | null>(),
  link: jsonb('link').$type<{ href: string; label: Localized } | null>(),
  position: integer('position').notNull().default(0),
});

export const quickLinks = pgTable('quick_links', {
  ...contentColumns(),
  label: localized('label').notNull(),
  description: localized('description').notNull(),
  href: text('href').notNull(),
  icon: text('icon').$type<QuickLinkIcon>().notNull(),
  position: integer('position').notNull().default(0),
});

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
    /** `login`, `logout`, `create`, `update`, `delete`, `publish`, `unpublish`, `user.add`… */
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

export const contentTables = {
  news,
  'mayor-updates': mayorUpdates,
  events,
  programs,
  'quick-links': quickLinks,
};
