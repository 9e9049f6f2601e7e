import { describe, expect, it } from 'vitest';
import { embedLiveContent } from './live-pages';

const page = (body: string) => `<!doctype html><html><head><title>x</title></head><body>${body}</body></html>`;

describe('embedLiveContent', () => {
  it('adds the list of each live element the page holds, and only those', () => {
    const html = embedLiveContent(page('<main><commune-events limit="5"></commune-events><commune-council></commune-council></main>'), (collection) => `{"items":["${collection}"]}`);
    expect(html).toContain('<script type="application/json" data-commune-live="events">{"items":["events"]}</script></body>');
    expect(html).not.toContain('data-commune-live="news"');
  });

  it('gives the mayor’s updates to the message page only, not to the home page’s presentation', () => {
    const list = (collection: string) => `{"items":["${collection}"]}`;
    expect(embedLiveContent(page('<commune-mayor variant="message"></commune-mayor>'), list)).toContain('data-commune-live="mayor-updates"');
    expect(embedLiveContent(page('<commune-mayor></commune-mayor>'), list)).not.toContain('data-commune-live');
  });

  it('leaves the page as it is when a list is not known yet', () => {
    const original = page('<commune-flash-info></commune-flash-info>');
    expect(embedLiveContent(original, () => undefined)).toBe(original);
  });

  it('never lets staff text close the block', () => {
    const html = embedLiveContent(page('<commune-flash-info></commune-flash-info>'), () => JSON.stringify({ items: [{ title: '</script><script>alert(1)</script>' }] }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /data-commune-live="news">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).items[0].title).toBe('</script><script>alert(1)</script>');
  });
});
