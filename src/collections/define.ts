import * as v from 'valibot';
import type { SitePath } from '../content/site-map';
import type { Localized } from '../shared/i18n/catalog';
import { localizedText, statusField, versionField, type PublicationStatus } from '../shared/schema/fields';
import { message } from '../shared/schema/message';

/*
 * What a content collection is, said once (Payload CMS's collection configs are the model): one
 * descriptor per collection (`news.ts`…), listed in `index.ts`. The server's routes, repository,
 * seed and backup, the admin's mock API, the dashboard's activity lines and the inbox are derived
 * from the registry. Plain data and small pure functions only: the server and the browser
 * bundles both import these modules.
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
}

export interface CollectionDescriptor<Slug extends string = string, Schemas extends CollectionSchemas = CollectionSchemas, Source = never> {
  /** The collection's path segment: `/api/v1/<slug>`, the activity's and notifications' subject. */
  slug: Slug;
  /** Its table in server/db/schema.ts (SQL name). */
  table: string;
  /** The item's own fields (what a create accepts besides `status`), as the API sends them. */
  entries: v.ObjectEntries;
  schemas: Schemas;
  /** The order of every list (the public site's), last key `id` so that it is total. */
  order: readonly OrderKey[];
  /** An item created without a `date` is dated the day it is created (the commune's day). */
  datedOnCreate?: boolean;
  /** The kind of line its changes make in the activity journal (the dashboard's icon). */
  activityType: 'content' | 'event';
  labels: CollectionLabels;
  /** The admin screens that manage it, the inbox's link first. */
  adminPaths: readonly [SitePath, ...SitePath[]];
  /** How an item of src/content becomes one of this collection on the server's first start. */
  seed: {
    /** Unique per bundled item, so seeding never duplicates (`flash-news:1`). */
    key: (item: Source) => string;
    /**
     * The item's fields, every one of `entries` given; `index` is its place in the bundled list,
     * `today` the commune's day of the first start (the events' annual dates roll from it).
     */
    fields: (item: Source, index: number, today: string) => Record<string, unknown>;
  };
}

/** A descriptor with its slug, schemas and bundled item type kept literal. */
export function defineCollection<const Slug extends string, Schemas extends CollectionSchemas, Source>(descriptor: CollectionDescriptor<Slug, Schemas, Source>) {
  return descriptor;
}

/** The create and update schemas of an item made of `entries`. */
export function schemasOf<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return {
    create: v.object({ ...entries, status: statusField }),
    update: v.object({ ...v.partial(v.object(entries)).entries, status: v.optional(statusField.wrapped), version: versionField }),
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

/** A page of the site (`/…`) or an https address. */
export const hrefPattern = /^(\/[\w\-./#?=&%]*|https:\/\/[^\s]+)$/;
