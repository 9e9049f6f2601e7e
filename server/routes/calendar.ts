import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { agendaIcs, eventIcs, type CalendarSource } from '../../src/collections/events-calendar';
import { eventSlug, findEventBySlug, isEventCategory } from '../../src/content/events';
import { pageLanguage } from '../pages';
import type { RoutePlugin } from '../plugins/validation';
import type { PublicLists } from '../public-lists';

/*
 * The agenda residents take home, written from the published events at request time, in the
 * reader's language (`?lang=en`, else the page's cookie, else French — as pages are):
 *   GET /events.ics                 every published event: a calendar to subscribe to
 *   GET /events.ics?category=health only that category's
 *   GET /events/<slug>.ics          one event, « Ajouter à mon agenda »
 * RFC 5545 (src/shared/ical.ts), `text/calendar; charset=utf-8`, with an ETag.
 */

export interface CalendarOptions {
  lists: PublicLists;
  /** The site's public origin when the proxy does not forward the host. */
  publicOrigin?: string;
}

interface Written {
  body: string;
  etag: string;
}

const NOT_FOUND = { fr: 'Événement introuvable : il n’existe pas ou n’est plus publié.', en: 'Event not found: it does not exist or is no longer published.' } as const;

export const calendarRoutes: RoutePlugin<CalendarOptions> = async (app, { lists, publicOrigin }) => {
  /** Calendars written, by list version, language, origin and what they hold: a few dozen at most. */
  const written = new Map<string, Written>();
  let parsed: { etag: string; items: CalendarSource[] } | undefined;

  async function publishedEvents(): Promise<{ etag: string; items: CalendarSource[] }> {
    const snapshot = await lists.snapshot();
    if (parsed?.etag !== snapshot.version) parsed = { etag: snapshot.version, items: (JSON.parse(snapshot.json.events) as { items: CalendarSource[] }).items };
    return parsed;
  }

  function send(request: FastifyRequest, reply: FastifyReply, calendar: Written, filename?: string) {
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'public, max-age=60')
      .header('vary', 'Cookie')
      .header('access-control-allow-origin', '*')
      .header('etag', calendar.etag);
    if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`);
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === calendar.etag)) return reply.code(304).send();
    return reply.send(calendar.body);
  }

  function cached(key: string, write: () => string): Written {
    let calendar = written.get(key);
    if (!calendar) {
      const body = write();
      calendar = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      if (written.size >= 200) written.clear();
      written.set(key, calendar);
    }
    return calendar;
  }

  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get('/events.ics', async (request, reply) => {
    const { lang } = pageLanguage(request);
    const requested = (request.query as Record<string, unknown>).category;
    const category = isEventCategory(requested) ? requested : undefined;
    const origin = originOf(request);
    const { etag, items } = await publishedEvents();
    const calendar = cached(`${etag}|${lang}|${origin}|${category ?? ''}`, () =>
      agendaIcs(category ? items.filter((item) => item.category === category) : items, { lang, origin }),
    );
    return send(request, reply, calendar);
  });

  app.get('/events/:slug(^[a-z0-9][a-z0-9-]*).ics', async (request, reply) => {
    const { lang } = pageLanguage(request);
    const { slug } = request.params as { slug: string };
    const origin = originOf(request);
    const { etag, items } = await publishedEvents();
    const event = findEventBySlug(
      items.map((item) => ({ ...item, id: String(item.id) })),
      slug,
    );
    if (!event) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-cache').send(NOT_FOUND[lang]);
    const calendar = cached(`${etag}|${lang}|${origin}|${event.id}`, () => eventIcs(event, { lang, origin }));
    return send(request, reply, calendar, `${eventSlug(event)}.ics`);
  });
};
