import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSlug } from '../src/content/events';
import { communeDay, isUpcoming } from '../src/shared/agenda';
import { drivers, HOST, startTestServer, type TestServer } from './testing/app';

/*
 * The agenda residents take home: every calendar the server writes is read back with ical.js
 * (Mozilla's iCalendar parser, Thunderbird's), the whole agenda and each event's file, and the
 * dashboard's "Upcoming Events" follows the same rule as the home page.
 */

interface ApiEvent {
  id: number;
  version: number;
  title: { fr: string; en: string };
  description: { fr: string; en: string };
  location: { fr: string; en: string };
  date: string;
  start: string;
  end: string;
  category: string;
  updatedAt: string;
}

const octets = (line: string) => new TextEncoder().encode(line).length;

/** Parses an iCalendar text with ical.js, with its time zones registered so local times convert. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar;
}

/** What RFC 5545 asks of the text itself: CRLF line ends only, lines of at most 75 octets. */
function expectWellFormed(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
}

/** The moment a local date-time of Dtima is, in UTC: `2025-05-20`, `08:00` → 07:00Z. */
const inDtima = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`).toISOString();

describe.each(drivers)('the agenda’s calendars on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let events: ApiEvent[];

  const published = async () => ((await server.call({ method: 'GET', url: '/api/v1/events' })).json() as { items: ApiEvent[] }).items;
  const get = (url: string, options: { cookie?: string } = {}) => server.call({ method: 'GET', url, headers: options.cookie ? { cookie: options.cookie } : {} });

  beforeAll(async () => {
    server = await startTestServer(driver);
    admin = await server.login();
    events = await published();
  });
  afterAll(() => server?.close());

  it('serves /events.ics as a calendar to subscribe to, valid for a real parser, every published event in it', async () => {
    const response = await get('/events.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers.etag).toBeTruthy();
    expectWellFormed(response.body);

    const calendar = parse(response.body);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Commune de Dtima//Agenda//FR');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Agenda de la Commune de Dtima');

    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Africa/Douala');
    const standard = zone.getFirstSubcomponent('standard')!;
    expect(standard.getFirstPropertyValue('tzoffsetto')?.toString()).toBe('+01:00');
    expect(zone.getFirstSubcomponent('daylight')).toBeNull();

    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(events.length);
    expect(events.length).toBeGreaterThanOrEqual(9);
    for (const event of events) {
      const vevent = vevents.find((candidate) => candidate.getFirstPropertyValue('uid') === `event-${event.id}@${HOST}`);
      expect(vevent, event.title.fr).toBeDefined();
      const parsed = new ICAL.Event(vevent!);
      expect(parsed.summary).toBe(event.title.fr);
      expect(parsed.location).toBe(event.location.fr);
      expect(parsed.description.startsWith(event.description.fr)).toBe(true);
      expect(parsed.description.endsWith(`http://${HOST}/events/${eventSlug({ id: String(event.id), title: event.title })}`)).toBe(true);
      expect(vevent!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Africa/Douala');
      expect(parsed.startDate.zone.tzid).toBe('Africa/Douala');
      expect(parsed.startDate.toJSDate().toISOString()).toBe(inDtima(event.date, event.start));
      expect(parsed.endDate.toJSDate().toISOString()).toBe(inDtima(event.date, event.end));
      expect(parsed.sequence).toBe(event.version - 1);
      const stamp = vevent!.getFirstProperty('dtstamp')!.getFirstValue() as ICAL.Time;
      expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone);
      expect(stamp.toJSDate().toISOString()).toBe(new Date(event.updatedAt).toISOString().replace(/\.\d{3}Z$/, '.000Z'));
      expect(vevent!.getFirstPropertyValue('categories')).toBeTruthy();
    }
  });

  it('serves each event’s own calendar file, with the same UID as in the agenda', async () => {
    for (const event of events) {
      const slug = eventSlug({ id: String(event.id), title: event.title });
      const response = await get(`/events/${slug}.ics`);
      expect(response.statusCode, slug).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${slug}.ics"`);
      expectWellFormed(response.body);
      const calendar = parse(response.body);
      expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
      const vevents = calendar.getAllSubcomponents('vevent');
      expect(vevents).toHaveLength(1);
      const parsed = new ICAL.Event(vevents[0]!);
      expect(parsed.uid).toBe(`event-${event.id}@${HOST}`);
      expect(parsed.summary).toBe(event.title.fr);
      expect(parsed.startDate.toJSDate().toISOString()).toBe(inDtima(event.date, event.start));
    }
  });

  it('writes them in the reader’s language: ?lang=en, else the site’s language cookie', async () => {
    const event = events[0]!;
    const slug = eventSlug({ id: String(event.id), title: event.title });
    for (const response of [await get('/events.ics?lang=en'), await get('/events.ics', { cookie: 'commune-lang=en' })]) {
      const calendar = parse(response.body);
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Dtima Council events');
      const titles = calendar.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('summary'));
      expect(titles).toContain(event.title.en);
      expect(response.body).toContain('SUMMARY;LANGUAGE=en:');
    }
    const one = parse((await get(`/events/${slug}.ics?lang=en`)).body);
    expect(new ICAL.Event(one.getFirstSubcomponent('vevent')!).summary).toBe(event.title.en);
  });

  it('keeps an event’s UID when staff edit it, counts its SEQUENCE up, and escapes every text', async () => {
    const created = await server.call({
      method: 'POST',
      url: '/api/v1/events',
      cookie: admin,
      payload: {
        title: { fr: 'Conseil municipal : budget, voirie; et écoles', en: 'Council meeting: budget, roads; and schools' },
        description: { fr: 'Ordre du jour\u00a0: budget primitif, voirie.\nSéance publique; entrée libre \\ places limitées.', en: 'Agenda: draft budget, roads.\nPublic session; free entry \\ limited seats.' },
        location: { fr: 'Hôtel de ville, salle des délibérations', en: 'Town hall, council chamber' },
        date: '2031-03-14',
        start: '09:30',
        end: '12:00',
        category: 'council',
        status: 'published',
      },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().item as ApiEvent;
    const uid = `event-${item.id}@${HOST}`;
    const first = parse((await get('/events.ics')).body);
    const before = first.getAllSubcomponents('vevent').find((vevent) => vevent.getFirstPropertyValue('uid') === uid)!;
    const parsed = new ICAL.Event(before);
    expect(parsed.summary).toBe('Conseil municipal : budget, voirie; et écoles');
    expect(parsed.description.startsWith('Ordre du jour\u00a0: budget primitif, voirie.\nSéance publique; entrée libre \\ places limitées.')).toBe(true);
    expect(parsed.location).toBe('Hôtel de ville, salle des délibérations');
    expect(before.getFirstPropertyValue('categories')).toBe('Conseil municipal');
    expect(parsed.sequence).toBe(0);

    const oldSlug = eventSlug({ id: String(item.id), title: item.title });
    const edited = await server.call({ method: 'PATCH', url: `/api/v1/events/${item.id}`, cookie: admin, payload: { version: item.version, title: { fr: 'Conseil municipal de mars', en: 'March council meeting' }, start: '10:00' } });
    expect(edited.statusCode).toBe(200);
    const after = parse((await get('/events.ics')).body)
      .getAllSubcomponents('vevent')
      .find((vevent) => vevent.getFirstPropertyValue('uid') === uid)!;
    const changed = new ICAL.Event(after);
    expect(changed.summary).toBe('Conseil municipal de mars');
    expect(changed.sequence).toBe(1);
    expect(changed.startDate.toJSDate().toISOString()).toBe(inDtima('2031-03-14', '10:00'));
    // The old address still names the event (by its id): a link shared before the edit works.
    const byOldSlug = await get(`/events/${oldSlug}.ics`);
    expect(byOldSlug.statusCode).toBe(200);
    expect(new ICAL.Event(parse(byOldSlug.body).getFirstSubcomponent('vevent')!).uid).toBe(uid);

    // Unpublished: gone from the agenda and its own file.
    const version = (edited.json().item as ApiEvent).version;
    await server.call({ method: 'PATCH', url: `/api/v1/events/${item.id}`, cookie: admin, payload: { version, status: 'draft' } });
    expect((await get('/events.ics')).body).not.toContain(uid);
    expect((await get(`/events/${oldSlug}.ics`)).statusCode).toBe(404);
  });

  it('gives one category’s calendar with ?category=, answers 404 for an unknown event and 304 for a known ETag', async () => {
    const health = parse((await get('/events.ics?category=health')).body);
    const titles = health.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('summary'));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBe(events.filter((event) => event.category === 'health').length);
    expect(titles).toContain('Journée mondiale de la santé');

    expect((await get('/events/999999-nulle-part.ics')).statusCode).toBe(404);
    expect((await get('/events/nulle-part.ics')).statusCode).toBe(404);
    const first = await get('/events.ics');
    const again = await server.call({ method: 'GET', url: '/events.ics', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe.each(drivers)('upcoming events on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(driver);
    admin = await server.login();
  });
  afterAll(() => server?.close());

  it('seeds the annual events on their next dates, all of them upcoming from the first start', async () => {
    const today = communeDay();
    const { items } = (await server.call({ method: 'GET', url: '/api/v1/events' })).json() as { items: ApiEvent[] };
    expect(items).toHaveLength(9);
    for (const item of items) expect(item.date >= today, item.title.fr).toBe(true);
    const national = items.find((item) => item.title.fr === 'Fête nationale de l’Unité')!;
    expect(national.date.slice(5)).toBe('05-20');
  });

  it('counts on the dashboard exactly the published events the rule calls upcoming', async () => {
    const today = communeDay();
    const yesterday = communeDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
    const add = (date: string, status: 'published' | 'draft') =>
      server.call({
        method: 'POST',
        url: '/api/v1/events',
        cookie: admin,
        payload: { title: { fr: `Réunion du ${date}`, en: '' }, description: { fr: 'Réunion publique à la mairie.', en: '' }, date, start: '09:00', end: '10:00', status },
      });
    for (const [date, status] of [[yesterday, 'published'], [today, 'published'], ['2020-01-15', 'published'], ['2040-01-15', 'draft']] as const) {
      expect((await add(date, status)).statusCode).toBe(201);
    }
    const { items } = (await server.call({ method: 'GET', url: '/api/v1/events' })).json() as { items: ApiEvent[] };
    const stats = (await server.call({ method: 'GET', url: '/api/v1/stats', cookie: admin })).json();
    const upcoming = items.filter((item) => isUpcoming(item, today));
    expect(stats.upcomingEvents.value).toBe(upcoming.length);
    // Today's meeting counts; yesterday's and 2020's do not; a draft never does.
    expect(upcoming.map((item) => item.title.fr)).toContain(`Réunion du ${today}`);
    expect(upcoming.map((item) => item.title.fr)).not.toContain(`Réunion du ${yesterday}`);
    expect(stats.upcomingEvents.value).toBe(10);
  });
});
