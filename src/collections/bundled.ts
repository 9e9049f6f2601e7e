import { events } from '../content/events';
import { flashNews } from '../content/flash-news';
import { mayorLetter } from '../content/mayor';
import { programmes } from '../content/programmes';
import { serviceTiles } from '../content/services';
import { communeDay } from '../shared/agenda';
import { collections, contentCollections, type ContentCollection } from './index';

/*
 * The items of src/content each collection starts with (the server's first start, the admin's
 * mock, the live lists' test fixtures). Apart from the descriptors so that the bundled content is
 * in no browser bundle that only needs a collection's schemas or labels.
 */

type BundledItem<C extends ContentCollection> = Parameters<(typeof collections)[C]['seed']['key']>[0];

export const bundledContent: { [C in ContentCollection]: readonly BundledItem<C>[] } = {
  news: flashNews,
  'mayor-updates': [mayorLetter],
  events,
  programs: programmes,
  'quick-links': serviceTiles,
};

export interface SeedItem {
  seedKey: string;
  fields: Record<string, unknown>;
}

/**
 * A bundled item as one of `collection`: its seed key and fields; `index` is its place (a
 * position), `today` the commune's day it is stored (the annual events' dates roll from it).
 */
export function seedItem<C extends ContentCollection>(collection: C, item: BundledItem<C>, index: number, today: string = communeDay()): SeedItem {
  const { seed } = collections[collection] as unknown as {
    seed: { key: (item: BundledItem<C>) => string; fields: (item: BundledItem<C>, index: number, today: string) => Record<string, unknown> };
  };
  return { seedKey: seed.key(item), fields: seed.fields(item, index, today) };
}

/** Every collection's bundled items, as the server's first start stores them on the commune's `today`. */
export function seedItems(today: string = communeDay()): Record<ContentCollection, SeedItem[]> {
  return Object.fromEntries(
    contentCollections.map((collection) => [collection, (bundledContent[collection] as readonly BundledItem<typeof collection>[]).map((item, index) => seedItem(collection, item, index, today))]),
  ) as Record<ContentCollection, SeedItem[]>;
}
