import { describe, expect, it } from 'vitest';
import type { ContentCollection } from '../src/collections';
import { PageCache } from './pages';
import type { Snapshot } from './public-lists';
import { TimeBudget } from './time-budget';

/*
 * Rendered pages under writes: after a change a page is rendered once, whoever asks; readers
 * arriving meanwhile get the previous rendering; when renderings have had their share of the time,
 * readers get the previous rendering and the page is rendered again as soon as the share allows.
 */

const snapshot = (version: string): Snapshot => ({ version, live: {} as Record<ContentCollection, readonly unknown[]>, json: {} as Record<ContentCollection, string> });

/** A page of `size` bytes naming the version it was rendered from. */
function renderer(size = 4_000) {
  const rendered: string[] = [];
  return {
    rendered,
    render: ({ version }: Snapshot) => {
      rendered.push(version);
      const html = `<!doctype html><p>version ${version}</p>${'<p>Flash Info</p>'.repeat(size / 17)}`;
      const bytes = Buffer.from(html);
      return { status: 200, bytes, etag: `"${version}"`, hashes: {}, compressed: {} };
    },
  };
}

const versionOf = (entry: { bytes: Buffer }) => /version (\w+)/.exec(entry.bytes.toString())?.[1];

describe('the page cache', () => {
  it('renders a page once for 50 readers asking together after a change, each getting a whole page', async () => {
    let current = snapshot('v1');
    const cache = new PageCache(async () => current);
    const page = renderer();
    expect(versionOf(await cache.get('fr|/', current, page.render))).toBe('v1');
    current = snapshot('v2');
    const readers = await Promise.all(Array.from({ length: 50 }, () => cache.get('fr|/', current, page.render)));
    expect(page.rendered).toEqual(['v1', 'v2']);
    // The first reader waited for the new rendering; the others got the previous one meanwhile.
    expect(versionOf(readers[0]!)).toBe('v2');
    expect(new Set(readers.slice(1).map(versionOf))).toEqual(new Set(['v1']));
    expect(versionOf(await cache.get('fr|/', current, page.render))).toBe('v2');
    expect(page.rendered).toHaveLength(2);
  });

  it('renders at once what was just published when the server is quiet', async () => {
    let current = snapshot('v1');
    const cache = new PageCache(async () => current);
    const page = renderer();
    await cache.get('fr|/', current, page.render);
    for (const version of ['v2', 'v3', 'v4']) {
      current = snapshot(version);
      expect(versionOf(await cache.get('fr|/', current, page.render))).toBe(version);
    }
  });

  it('under a burst of changes, keeps rendering within its share of the time and gives the previous rendering meanwhile', async () => {
    let current = snapshot('v0');
    // Renderings may take 5 % of each 200 ms: one rendering of ~10 ms per window.
    const cache = new PageCache(async () => current, new TimeBudget(0.05, 200));
    const slow = renderer();
    const render = (given: Snapshot) => {
      const started = performance.now();
      while (performance.now() - started < 10);
      return slow.render(given);
    };
    await cache.get('fr|/', current, render);
    const served: (string | undefined)[] = [];
    const started = performance.now();
    let n = 0;
    while (performance.now() - started < 600) {
      current = snapshot(`v${++n}`);
      served.push(versionOf(await cache.get('fr|/', current, render)));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    // About one rendering per 200 ms, not one per change; readers got a page every time.
    expect(served.length).toBeGreaterThan(50);
    expect(cache.rerenders).toBeGreaterThanOrEqual(2);
    expect(cache.rerenders).toBeLessThanOrEqual(6);
    expect(served.every((version) => version !== undefined)).toBe(true);
    // The page waiting its turn is rendered from the content as it is then.
    const last = current.version;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(versionOf(await cache.get('fr|/', current, render))).toBe(last);
    cache.close();
  });
});
