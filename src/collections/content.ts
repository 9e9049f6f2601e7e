import * as v from 'valibot';
import type { contentSchemas, ContentCollection } from './';
import type { EventItem } from './events';
import type { MayorUpdateItem } from './mayor-updates';
import type { NewsItem } from './news';
import type { ProgramItem } from './programs';
import type { QuickLinkItem } from './quick-links';
import { versionField } from '../shared/schema/fields';
import type { ItemMeta } from './define';

/*
 * The content collections staff publish. Each is described once in src/collections (its
 * schemas with their messages in both languages, its order, labels…); this module keeps the
 * names the server and the admin import, and what every collection shares.
 */

export { contentCollections, contentSchemas, type ApiImage, type ContentCollection, type ItemMeta } from './';
export type { EventItem, MayorUpdateItem, NewsItem, ProgramItem, QuickLinkItem };
export { programPhases, programTypes, type ProgramPhase, type ProgramType } from './programs';
export { quickLinkIcons, type QuickLinkIcon } from './quick-links';

/** A deletion says which version it removes, like an update. */
export const deleteSchema = v.object({ version: versionField });

export type ContentInput<C extends ContentCollection> = v.InferOutput<(typeof contentSchemas)[C]['create']>;
export type ContentUpdate<C extends ContentCollection> = v.InferOutput<(typeof contentSchemas)[C]['update']>;

/** The items of the collections whose type is written out (the public elements read them). */
interface NamedItems {
  news: NewsItem;
  'mayor-updates': MayorUpdateItem;
  events: EventItem;
  programs: ProgramItem;
  'quick-links': QuickLinkItem;
}

/** An item of each collection as the API sends it; for one not named above, its schema's fields with the metadata. */
export type ContentItems = {
  [C in ContentCollection]: C extends keyof NamedItems ? NamedItems[C] : ItemMeta & Omit<ContentInput<C>, 'status'>;
};

/** The body of every list answer. */
export interface ItemList<T> {
  items: T[];
}
