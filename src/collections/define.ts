import * as v from 'valibot';
import type { paths } from '../content/site-map';
import type { Localized } from '../shared/i18n/catalog';
import { localizedText, statusField, versionField, type PublicationStatus } from '../shared/schema/fields';
import { message } from '../shared/schema/message';
import { pendingDraftEntries, scheduleEntries, scheduleInOrder, scheduleOrderMessage } from './schedule';

/*
 * What a content collection is, said once (Payload CMS's collection configs are the model): one
 * descriptor per collection (`news.ts`…); `npm run generate` lists them in `registry.ts` and
 * writes their tables (server/db/content-tables.ts) from their `columns`. The server's routes,
 * repository, seed and backup, the admin's mock API, the dashboard's activity lines, the inbox and
 * the generic admin screen (`<commune-admin-collection>`) are derived from the registry. Plain
 * data and small pure functions only: the server, the browser bundles and the generator import
 * these modules.
 */

/** What every item of every collection carries, as the API sends it. */
export interface ItemMeta {
  id: number;
  status: PublicationStatus;
  version: number;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
  /** Staff readers only: who created and last changed it (display names). */
  createdBy?: string | null;
  updatedBy?: string | null;
  /** Scheduling (ISO instants, or null): public from `publishAt` until `unpublishAt` (src/collections/schedule.ts). */
  publishAt?: string | null;
  unpublishAt?: string | null;
  /** Staff readers only: the fields saved as a draft on a published item, not public yet (null: none). */
  pendingDraft?: Record<string, unknown> | null;
}

export interface ApiImage {
  src: string;
  width: number;
  height: number;
  alt: Localized;
}

/** A collection's create schema (what a stored item must be) and update schema (a patch with its version). */
export interface CollectionSchemas {
  create: v.GenericSchema<unknown, Record<string, unknown>>;
  update: v.GenericSchema<unknown, Record<string, unknown> & { version: number }>;
}

/** One key of a list's order: a field of the item (or its `id`), ascending or descending. */
export interface OrderKey {
  field: string;
  direction: 'asc' | 'desc';
}

/** How people call the collection's items, in both languages. */
export interface CollectionLabels {
  /** One item, capitalised: « Actualité », "News article". */
  singular: Localized;
  /** Several, capitalised: « Actualités », "News articles". */
  plural: Localized;
  /** One item named in a sentence, with its article: the dashboard's « Admin a publié l’actualité « … » ». */
  definite: Localized;
  /** The inbox's line when an item is published, before its title: « Actualité publiée », "News article published". */
  published: Localized;
  /** One item with its indefinite article, as a button says it: « Créer une actualité », "Create a news article". */
  indefinite: Localized;
}

/**
 * How a field is stored, its column in the collection's table:
 * - `localized`: `{fr, en}` in jsonb;
 * - `text`: a text (a day, a time, an address, one of a few values);
 * - `integer`, `bigint` (a sum of money): whole numbers;
 * - `image`: an image as `imageField` describes it, in jsonb, NULL when there is none;
 * - `json`: any other value the schema describes (a link), in jsonb, NULL when there is none.
 */
export type ColumnType = 'localized' | 'text' | 'integer' | 'bigint' | 'image' | 'json';

/**
 * A field's column and how the admin shows it. Plain data: `npm run generate` writes the
 * collection's drizzle table from it (server/db/content-tables.ts), and the generic admin screen
 * its form and table.
 */
export interface ColumnSpec {
  type: ColumnType;
  /** The field's name in the admin's form and table, capitalised, without article: « Titre », "Title". */
  label: Localized;
  /** The column accepts NULL (an item without one). Default: true for `image` and `json`, false otherwise. */
  nullable?: boolean;
  /** The column's SQL default: a number, a text, or `{fr, en}` for a localized one. */
  default?: number | string | Localized;
  /** A hint under the field's name in the form. */
  hint?: Localized;
  /** The generic screen: a long text, in a box of several lines. */
  multiline?: boolean;
  /** The generic screen: the browser's control for a text (`date`: `2025-05-20`, `time`: `08:30`, `datetime`: an instant with its offset, typed on Dtima's clock). */
  input?: 'date' | 'time' | 'datetime';
  /** The generic screen: a choice among these values, each with its name. */
  options?: Readonly<Record<string, Localized>>;
  /** The generic screen: a column of its table too (the item's title always is). */
  listed?: boolean;
}

/** A page of the staff area (`/admin-dtima/content/news`). */
export type AdminPath = `${(typeof paths)['admin']}/${string}`;

export interface CollectionDescriptor<
  Slug extends string = string,
  Schemas extends CollectionSchemas = CollectionSchemas,
  Source = never,
  Entries extends v.ObjectEntries = v.ObjectEntries,
> {
  /** The collection's path segment: `/api/v1/<slug>`, the activity's and notifications' subject; its file is `src/collections/<slug>.ts`. */
  slug: Slug;
  /** Its table's SQL name (server/db/content-tables.ts, generated). */
  table: string;
  /** The item's own fields (what a create accepts besides `status`), as the API sends them. */
  entries: Entries;
  /** Each field's column (its SQL name is the field's, in snake_case) and its name in the admin. */
  columns: { readonly [Field in keyof Entries]: ColumnSpec };
  schemas: Schemas;
  /** The order of every list (the public site's), last key `id` so that it is total. */
  order: readonly OrderKey[];
  /** An item created without a `date` is dated the day it is created (the commune's day). */
  datedOnCreate?: boolean;
  /** The kind of line its changes make in the activity journal (the dashboard's icon). */
  activityType: 'content' | 'event';
  labels: CollectionLabels;
  /** The admin screens that manage it, the inbox's link first. */
  adminPaths: readonly [AdminPath, ...AdminPath[]];
  /**
   * `own`: an element of its own manages it (`src/widgets/admin-<name>`, placed at its admin paths
   * by a page module of src/shell/pages, with their titles in src/content). Otherwise the generic
   * `<commune-admin-collection>` does, at its first admin path, titled with its plural, and the
   * admin sidebar lists it under Content: nothing to write by hand.
   */
  screen?: 'own';
  /** How an item of src/content becomes one of this collection on the server's first start (none: it starts empty). */
  seed?: {
    /** Unique per bundled item, so seeding never duplicates (`flash-news:1`). */
    key: (item: Source) => string;
    /**
     * The item's fields, every one of `entries` given; `index` is its place in the bundled list,
     * `today` the commune's day of the first start (the events' annual dates roll from it).
     */
    fields: (item: Source, index: number, today: string) => Record<string, unknown>;
  };
}

/**
 * What names and links a collection, without its schemas: `summaries.ts` (generated) holds it for
 * every collection, for the modules that only need that (the shell's routes, the admin sidebar),
 * so they load no schema.
 */
export type CollectionSummary = Pick<CollectionDescriptor, 'slug' | 'labels' | 'adminPaths' | 'screen'>;

/** A descriptor with its slug, schemas and bundled item type kept literal; `columns` must name every field of `entries`. */
export function defineCollection<const Slug extends string, Entries extends v.ObjectEntries, Schemas extends CollectionSchemas, Source = never>(
  descriptor: CollectionDescriptor<Slug, Schemas, Source, Entries>,
) {
  return descriptor;
}

/** Whether a module's export is a collection's descriptor (how the generator finds them). */
export function isCollectionDescriptor(value: unknown): value is CollectionDescriptor {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<CollectionDescriptor>;
  return typeof candidate.slug === 'string' && typeof candidate.table === 'string' && typeof candidate.entries === 'object' && typeof candidate.columns === 'object';
}

/** A field's SQL column name: `publishedOn` → `published_on`. */
export const columnName = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Whether a column accepts NULL. */
export const isNullable = (column: ColumnSpec) => column.nullable ?? (column.type === 'image' || column.type === 'json');

/**
 * The create and update schemas of an item made of `entries`, with what every item takes: its
 * status and its schedule (`publishAt`, `unpublishAt`); an update may also save the fields aside
 * on a published item (`saveAs`) or discard those (`pendingDraft: null`): src/collections/schedule.ts.
 */
export function schemasOf<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return {
    create: v.pipe(
      v.object({ ...entries, status: statusField, ...scheduleEntries }),
      // The message goes under the withdrawal date's field.
      v.forward(v.check((input) => scheduleInOrder(input as Parameters<typeof scheduleInOrder>[0]), scheduleOrderMessage), ['unpublishAt'] as never),
    ),
    update: v.object({
      ...v.partial(v.object(entries)).entries,
      status: v.optional(statusField.wrapped),
      publishAt: v.optional(scheduleEntries.publishAt.wrapped),
      unpublishAt: v.optional(scheduleEntries.unpublishAt.wrapped),
      ...pendingDraftEntries,
      version: versionField,
    }),
  };
}

/** The title most collections' items have. */
export const titleField = localizedText({ fr: 'Le titre', en: 'Title' }, 3, 160);

/** Order on the home page: a whole number from 0 to 999, smaller first. */
const positionRange = message('La position doit être un nombre entier de 0 à 999.', 'Position must be a whole number from 0 to 999.');
export const positionField = v.optional(
  v.pipe(v.number(message('La position doit être un nombre.', 'Position must be a number.')), v.integer(positionRange), v.minValue(0, positionRange), v.maxValue(999, positionRange)),
  0,
);

/** Newest first (by `date`), as news reads. */
export const newestFirst: readonly OrderKey[] = [
  { field: 'date', direction: 'desc' },
  { field: 'id', direction: 'desc' },
];

/** In the order staff give (`position`, smaller first). */
export const byPosition: readonly OrderKey[] = [
  { field: 'position', direction: 'asc' },
  { field: 'id', direction: 'asc' },
];

/** A page of the site: one leading `/`, never `//` or `/\` (which browsers read as another site). */
const SITE_PATH = String.raw`\/(?![/\\])[\w\-./#?=&%]*`;
/** An https address with a host. */
const HTTPS_URL = String.raw`https:\/\/[^\s/?#\\]+[^\s]*`;

/** A page of the site (`/…`, not `//…`) or an https address. `src/core/live/check.ts` reads links with the same rule. */
export const hrefPattern = new RegExp(`^(${SITE_PATH}|${HTTPS_URL})$`);

/** An e-mail address to write to, and a phone number to call (digits, an optional `+`, separators `.-()`). */
const MAILTO = String.raw`mailto:[^\s@/]+@[^\s@/]+`;
const TEL = String.raw`tel:\+?\d[\d.\-()]*\d`;

/** What a quick link may open: a page of the site, an https address, an e-mail (`mailto:`) or a phone number (`tel:`). */
export const quickLinkHrefPattern = new RegExp(`^(${SITE_PATH}|${HTTPS_URL}|${MAILTO}|${TEL})$`);
