import { Malformed } from './check';

/*
 * From an answer's raw items to the content an element shows: each item read and checked (a bad
 * one skipped with one warning naming it), then matched with the bundled content so that what
 * did not change keeps its object and its React key, and nothing on the page moves.
 */

/** Reads one raw item as content, or throws `Malformed` saying what is wrong. */
export type ItemReader<T> = (value: unknown) => T;

const read = new WeakMap<readonly unknown[], { reader: ItemReader<unknown>; items: unknown[] }>();

/** How a skipped item is named: its id and its title's first words. */
function nameOf(value: unknown, index: number): string {
  const { id, title, label } = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (title ?? label) as { fr?: unknown } | undefined;
  const words = typeof text?.fr === 'string' ? text.fr : '';
  const name = typeof id === 'number' || typeof id === 'string' ? `item ${id}` : `items[${index}]`;
  return words ? `${name} (${JSON.stringify(words.length > 40 ? `${words.slice(0, 39)}…` : words)})` : name;
}

/**
 * The raw items of `url`'s answer read as content, in their order. An item that does not pass is
 * skipped with one `console.warn` naming it; once per answer, however many elements read it.
 */
export function readItems<T>(url: string, raw: readonly unknown[], reader: ItemReader<T>): T[] {
  const done = read.get(raw);
  if (done && done.reader === reader) return done.items as T[];
  const items: T[] = [];
  raw.forEach((value, index) => {
    try {
      items.push(reader(value));
    } catch (error) {
      if (!(error instanceof Malformed)) throw error;
      console.warn(`[commune] ${url}: ${nameOf(value, index)}: ${error.message}. Skipped.`);
    }
  });
  read.set(raw, { reader: reader as ItemReader<unknown>, items });
  return items;
}

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = (value: object) => Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);
  const aKeys = keys(a);
  return aKeys.length === keys(b).length && aKeys.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Whether two items show the same thing: equal but for their ids (a field set to undefined counts as absent). */
export function sameContent(a: object, b: object): boolean {
  return same({ ...a, id: 0 }, { ...b, id: 0 });
}

/** The content server's id of each bundled object kept for a live item (see mergeItems). */
const liveIds = new WeakMap<object, string | number>();

/**
 * The id the content server gives an item an element shows: a bundled object kept for a live
 * item (mergeItems) still has its bundled id (its React key), and this is the live one — what
 * an address naming the item must use (`/events/12-…`). An item never matched is its own id.
 */
export function liveIdOf(item: { id: string | number }): string | number {
  return liveIds.get(item) ?? item.id;
}

/**
 * The live items, where each one that shows the same as a bundled item is that bundled object
 * (its key too, so React keeps its DOM). When every item is a bundled one, in the bundled order,
 * the bundled array itself: the element does not even render again. `sameId`: the ids are
 * shown (a news item's page address holds its id), so a bundled object stands for a live item
 * only when their ids are equal too.
 */
export function mergeItems<T extends { id: string | number }>(live: readonly T[], bundled: readonly T[], sameId = false): readonly T[] {
  const unused = new Set(bundled);
  const merged = live.map((item) => {
    for (const kept of unused) {
      if ((!sameId || kept.id === item.id) && sameContent(item, kept)) {
        unused.delete(kept);
        liveIds.set(kept, item.id);
        return kept;
      }
    }
    return item;
  });
  if (merged.length === bundled.length && merged.every((item, index) => item === bundled[index])) return bundled;
  // A kept bundled id that a live item also has would give two elements one key.
  return new Set(merged.map((item) => item.id)).size === merged.length ? merged : live;
}
