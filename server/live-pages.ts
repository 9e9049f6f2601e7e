import type { ContentCollection } from '../src/collections/content';

/*
 * The site's pages carry the published content their elements show, as JSON data blocks
 * (`<script type="application/json" data-commune-live="events">`), so those elements render the
 * live content from the start instead of the bundled content and then moving when the API
 * answers. Data blocks are never executed, so the Content-Security-Policy is unaffected.
 */

/** Which list each live element reads (src/features/live), by the start of its tag as pages write it. */
const LIVE_ELEMENTS: readonly (readonly [tag: string, collection: ContentCollection])[] = [
  ['commune-flash-info', 'news'],
  // The home page's presentation of the mayor shows no update: only the message does.
  ['commune-mayor variant="message"', 'mayor-updates'],
  ['commune-events', 'events'],
  ['commune-programmes', 'programs'],
  ['commune-services', 'quick-links'],
  ['commune-alert', 'alerts'],
];

/** `</script>` or `<!--` in staff's text must not end the block: `<` is written `\u003c`. */
const escapeForScript = (json: string) => json.replaceAll('<', '\\u003c');

/** The page with a data block per live element it contains, before `</body>`. */
export function embedLiveContent(html: string, current: (collection: ContentCollection) => string | undefined): string {
  const blocks = LIVE_ELEMENTS.filter(([tag]) => html.includes(`<${tag}`))
    .map(([, collection]) => {
      const json = current(collection);
      return json === undefined ? '' : `<script type="application/json" data-commune-live="${collection}">${escapeForScript(json)}</script>`;
    })
    .join('');
  const end = html.lastIndexOf('</body>');
  return blocks && end >= 0 ? `${html.slice(0, end)}${blocks}${html.slice(end)}` : html;
}
