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
 * in no browser bundle that only needs a collection's schemas or labels. A collection without a
 * `seed` (one added with `npm run new-collection`) starts empty and needs no line here.
 */

/** What a collection is seeded from: the type its descriptor's `seed` reads (never when it has none). */
type BundledItem<C extends ContentCollection> = NonNullable<(typeof collections)[C]['seed']> extends { key: (item: infer Source) => string } ? Source : never;

export const bundledContent: { [C in ContentCollection]?: readonly BundledItem<C>[] } = {
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
    seed?: { key: (item: BundledItem<C>) => string; fields: (item: BundledItem<C>, index: number, today: string) => Record<string, unknown> };
  };
  if (!seed) throw new Error(`The collection « ${collection} » is seeded from nothing (its descriptor has no \`seed\`).`);
  return { seedKey: seed.key(item), fields: seed.fields(item, index, today) };
}

/** A collection's bundled items, none for one without a `seed`. */
export function bundledItems<C extends ContentCollection>(collection: C): readonly BundledItem<C>[] {
  return (bundledContent[collection] ?? []) as readonly BundledItem<C>[];
}

/** Every collection's bundled items, as the server's first start stores them on the commune's `today`. */
export function seedItems(today: string = communeDay()): Record<ContentCollection, SeedItem[]> {
  return Object.fromEntries(contentCollections.map((collection) => [collection, bundledItems(collection).map((item, index) => seedItem(collection, item, index, today))])) as Record<
    ContentCollection,
    SeedItem[]
  >;
}
