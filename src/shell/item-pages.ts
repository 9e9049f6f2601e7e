import { html, type TemplateResult } from 'lit-html';
import { eventPath, findEventBySlug, type CommuneEvent } from '../content/events';
import { paths, type SitePath } from '../content/site-map';
import { communeDay } from '../shared/agenda';
import type { Localized } from '../shared/i18n/catalog';
import type { LiveLists } from '../runtime/server-render';
import { bundledEvents, readEvent } from '../features/live/events';
import { readItems } from '../features/live/items';

/*
 * Pages of one item of a list, at `<list>/<slug>`: `/events/12-journee-mondiale-de-la-sante`.
 * Not routes of the site map (there is one per published item): the renderer asks here when no
 * route has the path, with the published lists of the request, and answers the not-found page
 * when the slug names no published item.
 */

export interface ItemPage {
  /** The list the item belongs to: the header marks it as the current page. */
  parent: SitePath;
  /** The item's own address, as its list links to it (the canonical one). */
  path: string;
  title: Localized;
  description: Localized;
  /** The page's main area: the element that shows the item. */
  view: () => TemplateResult;
}

/** A meta description: the text's first sentences, at most about 160 characters, cut between words. */
function summaryOf(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The published events (or, without the content server, the bundled calendar on its next dates). */
function eventsOf(live: LiveLists | undefined): readonly CommuneEvent[] {
  const raw = live?.events;
  return raw ? readItems('/api/v1/events', raw, readEvent) : bundledEvents(communeDay());
}

function eventPage(event: CommuneEvent, slug: string): ItemPage {
  return {
    parent: paths.events,
    path: eventPath(event),
    title: event.title,
    description: { fr: summaryOf(event.description.fr), en: summaryOf(event.description.en) },
    view: () => html`<commune-event-details slug=${slug}></commune-event-details>`,
  };
}

const EVENT_PAGE = new RegExp(`^${paths.events}/([a-z0-9][a-z0-9-]*)/?$`);

/** The item page at `pathname`, or undefined when it names none (then the page is not found). */
export function findItemPage(pathname: string, live?: LiveLists): ItemPage | undefined {
  const slug = EVENT_PAGE.exec(pathname)?.[1];
  if (!slug) return undefined;
  const event = findEventBySlug(eventsOf(live), slug);
  return event && eventPage(event, slug);
}

/** Every item page's address, for the build to write them (with the bundled content). */
export function itemPagePaths(live?: LiveLists): string[] {
  return eventsOf(live).map(eventPath);
}
