import { Writable } from 'node:stream';
import { format } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from './auth/passwords';
import type { Db } from './db/client';
import { users } from './db/schema';
import { errors, loggedError, loggerOptions, type LoggerSettings } from './plugins/errors';
import { png } from './testing/png';
import { ADMIN_PASSWORD, drivers, EDITOR_PASSWORD, startTestServer, testDatabase, type TestServer } from './testing/app';

/*
 * Issue 14, hostile input: what an attacker sends to every write route of the API — NUL bytes
 * and lone surrogates in every text, numbers past their column's range, versions and ids of the
 * wrong type or out of range, a missing version, huge strings, arrays and objects where others
 * are expected, other content types. Every answer is below 500, a field's refusal is a 400 that
 * names the field in the request's language (never valibot's English), nothing changes in the
 * database, and the server's log holds no password, password hash or session token.
 */

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Valibot's default messages, and English ones of ours, none of which may reach a French answer. */
const ENGLISH = /Invalid (key|type|length|value|format|entry)|Expected |[Rr]eceived |must be|is required|is invalid/;

/** Every write route the app serves (`POST /api/v1/news/:id`), from its route tree. */
function writeRoutesOf(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─ ]+)(\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const level = match[1]!.length / 4;
    prefixes[level] = (prefixes[level - 1] ?? '') + match[2];
    prefixes.length = level + 1;
    for (const method of match[3]!.split(', ')) if (WRITES.has(method)) routes.push(`${method} ${prefixes[level]}`);
  }
  // `/api/*` answers 404 to anything.
  return routes.filter((route) => !route.includes('*')).sort();
}

/** Every row of every table, for "nothing changed" (a session's last use set aside). */
async function snapshot(db: Db): Promise<Record<string, unknown>> {
  const tables = (await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)) as unknown as {
    rows: { name: string }[];
  };
  const all: Record<string, unknown> = {};
  for (const { name } of tables.rows) {
    const result = (await db.execute(
      sql`select coalesce(json_agg(r order by r::text), '[]'::json) as rows from (select to_jsonb(t) - 'last_seen_at' as r from ${sql.identifier(name)} t) s`,
    )) as unknown as { rows: { rows: unknown }[] };
    const rows = result.rows[0]!.rows;
    all[name] = typeof rows === 'string' ? JSON.parse(rows) : rows;
  }
  return all;
}

/** One hostile request and what its answer must be. */
interface Probe {
  label: string;
  /** The path after the route's own (`?version=…`), or another `:id`. */
  url?: string;
  /** The body as sent: JSON text unless `contentType` says otherwise. */
  payload?: string | Buffer;
  contentType?: string;
  /** A 400 `validation` naming this field (`title.fr`, `version`, `''` for the whole body). */
  field?: string;
  /** Any 4xx (a refusal without a field: 404, 413, 415, invalid JSON). */
  refused?: boolean;
}

type Leaf = { path: string[]; value: unknown };

function leaves(value: unknown, path: string[] = []): Leaf[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, key]));
  return [{ path, value }];
}

function replaced(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = { ...(base as Record<string, unknown>) };
  copy[head!] = replaced(copy[head!], rest, value);
  return copy;
}

/** Values a text must never be. */
const hostileTexts = (value: string): [string, unknown][] => [
  ['a NUL at the end', `${value}\u0000`],
  ['only a NUL', '\u0000'],
  ['a lone high surrogate', `\ud800${value}`],
  ['a lone low surrogate', `${value}\udc00`],
  ['surrogates the wrong way round', `${value}\udc00\ud800`],
  ['a number', 123],
  ['true', true],
  ['an array', [value]],
  ['an object', { value }],
  ['null', null],
];

/** Values a number must never be (`integer`: an `integer` column, ±2147483647). */
const hostileNumbers = (integer: boolean): [string, unknown][] => [
  ['1e20', 1e20],
  ['-1e20', -1e20],
  ['-1', -1],
  ['1.5', 1.5],
  ...(integer ? ([['2147483648', 2147483648]] as [string, unknown][]) : []),
  ['a numeric string', '7'],
  ['a word', 'abc'],
  ['true', true],
  ['an array', [1]],
  ['an object', { value: 1 }],
  ...(integer ? ([['null', null]] as [string, unknown][]) : []),
  ['a NUL', '\u0000'],
];

const hostileBooleans: [string, unknown][] = [
  ['a string', 'true'],
  ['1', 1],
  ['null', null],
  ['a NUL', '\u0000'],
  ['an array', [true]],
];

/** The bigint columns; every other number is an `integer` column. */
const BIGINT_FIELDS = new Set(['amount']);
/** Texts that may be null (an alert without a link): null is no attack there. */
const NULLABLE_TEXTS = new Set(['link']);

/** Hostile variants of a valid JSON body, each field at a time, then the body as a whole. */
function bodyProbes(base: Record<string, unknown>, options: { honeypot?: string; unbounded?: string } = {}): Probe[] {
  const probes: Probe[] = [];
  const json = (value: unknown) => JSON.stringify(value);
  for (const { path, value } of leaves(base)) {
    const field = path.join('.');
    const variants = typeof value === 'string' ? hostileTexts(value).filter(([label]) => !(label === 'null' && NULLABLE_TEXTS.has(field))) : typeof value === 'number' ? hostileNumbers(!BIGINT_FIELDS.has(field)) : typeof value === 'boolean' ? hostileBooleans : [];
    for (const [label, hostile] of variants) probes.push({ label: `${field}: ${label}`, payload: json(replaced(base, path, hostile)), field });
    if (typeof value === 'number') {
      // JSON.stringify cannot write it; JSON.parse reads it as Infinity.
      probes.push({ label: `${field}: 1e400`, payload: json(replaced(base, path, 123456789.5)).replace('123456789.5', '1e400'), field });
    }
    if (typeof value === 'string') {
      // Past every field's length and within the body limit; the honeypot keeps nothing either way.
      const long = field === options.honeypot ? {} : field === options.unbounded ? { refused: true } : { field };
      probes.push({ label: `${field}: 20,000 characters`, payload: json(replaced(base, path, 'x'.repeat(20_000))), ...long });
      probes.push({ label: `${field}: 70,000 characters`, payload: json(replaced(base, path, 'x'.repeat(70_000))), refused: true });
    }
  }
  if ('version' in base) {
    const { version: _version, ...rest } = base;
    probes.push({ label: 'version missing', payload: json(rest), field: 'version' });
    probes.push({ label: 'version 0', payload: json({ ...base, version: 0 }), field: 'version' });
  }
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  probes.push(
    { label: 'an array for the body', payload: '[]', field: '' },
    { label: 'the body in an array', payload: json([base]), field: '' },
    { label: 'a string for the body', payload: '"\\u0000"', field: '' },
    { label: 'a number for the body', payload: '1e400', field: '' },
    { label: 'true for the body', payload: 'true', field: '' },
    { label: 'null for the body', payload: 'null', refused: true },
    { label: 'an empty object', payload: '{}', refused: true },
    { label: 'nested 20,000 deep', payload: `{"nested":${deep(20_000)}}`, refused: true },
    { label: 'the body nested 20,000 deep', payload: deep(20_000), refused: true },
    { label: 'a NUL in a key', payload: json({ ...base, 'ti\u0000tle': 'x' }), refused: true },
    { label: 'a lone surrogate in a key', payload: json({ ...base, '\ud800': 'x' }), refused: true },
    { label: '__proto__', payload: `{"__proto__":{"status":"published","version":1},${json(base).slice(1)}`, refused: true },
    { label: 'constructor.prototype', payload: `{"constructor":{"prototype":{"status":"published"}},${json(base).slice(1)}`, refused: true },
    { label: 'text/plain', payload: json(base), contentType: 'text/plain', refused: true },
    { label: 'a form', payload: 'title=x', contentType: 'application/x-www-form-urlencoded', refused: true },
    { label: 'multipart', payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--x--\r\n', contentType: 'multipart/form-data; boundary=x', refused: true },
    { label: 'XML', payload: '<title>x</title>', contentType: 'application/xml', refused: true },
    { label: 'an image type', payload: json(base), contentType: 'image/png', refused: true },
    { label: 'bytes', payload: json(base), contentType: 'application/octet-stream', refused: true },
    { label: 'UTF-16', payload: Buffer.from(json(base), 'utf16le'), contentType: 'application/json; charset=utf-16', refused: true },
    { label: 'broken JSON', payload: '{"title": ', refused: true },
    { label: 'an empty JSON body', payload: '', refused: true },
  );
  return probes;
}

/** `?version=` values a deletion must refuse (the body left out). */
const hostileQueryVersions = ['2147483648', '99999999999999999999', '-1', '0', 'true', 'abc', '', '1e3', '1.5', '%00', '%ED%A0%80', '1&version=1'];

/** `:id`s that name nothing, each in its own way. */
const hostileIds = ['2147483648', '99999999999999999999', '-1', '0', 'abc', '1.5', '1e3', '%00', '%ED%A0%80', '%20'];

/** The images an upload must refuse: nothing that is not one, nothing larger than its column. */
function imageProbes(): Probe[] {
  const header = png(3, 2);
  const huge = Buffer.from(header);
  huge.writeUInt32BE(0x80000000, 16);
  return [
    { label: 'NUL bytes', payload: Buffer.alloc(64), contentType: 'image/png', refused: true },
    { label: 'a PNG signature alone', payload: header.subarray(0, 8), contentType: 'image/png', refused: true },
    { label: 'a PNG 2³¹ pixels wide', payload: huge, contentType: 'image/png', refused: true },
    { label: 'a GIF', payload: Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), contentType: 'image/gif', refused: true },
    { label: 'an SVG', payload: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), contentType: 'image/svg+xml', refused: true },
    { label: 'an empty body', payload: Buffer.alloc(0), contentType: 'application/octet-stream', refused: true },
    { label: 'JSON', payload: '{"src":"\\u0000","width":1e20}', contentType: 'application/json', refused: true },
    { label: 'more than 2 MB', payload: Buffer.concat([header, Buffer.alloc(2 * 1024 * 1024)]), contentType: 'image/png', refused: true },
  ];
}

const image = { src: '/media/abcdefghijklmnop.png', width: 640, height: 480, alt: { fr: 'Le forage du quartier', en: 'The borehole' } };
const article = {
  title: { fr: 'Ouverture du nouveau forage', en: 'New borehole opens' },
  content: { fr: 'Le forage fournit désormais de l’eau potable à 2 000 habitants.', en: 'The borehole now supplies drinking water to 2,000 residents.' },
  date: '2026-05-20',
  image,
  amount: 1_500_000,
  status: 'draft',
};
const samples: Record<string, Record<string, unknown>> = {
  news: article,
  'mayor-updates': article,
  events: {
    title: { fr: 'Journée de salubrité', en: 'Clean-up day' },
    description: { fr: 'Nettoyage du marché central avec les associations.', en: 'Cleaning the central market with the associations.' },
    location: { fr: 'Marché central', en: 'Central market' },
    date: '2026-06-14',
    start: '08:00',
    end: '12:00',
    status: 'draft',
  },
  programs: {
    title: { fr: 'Cantines scolaires', en: 'School canteens' },
    description: { fr: 'Un repas chaud par jour dans douze écoles.', en: 'One hot meal a day in twelve schools.' },
    type: 'project',
    phase: 'planning',
    image,
    link: { href: '/services/birth-certificate', label: { fr: 'En savoir plus', en: 'Learn more' } },
    position: 3,
    status: 'draft',
  },
  'quick-links': {
    label: { fr: 'État civil', en: 'Civil registry' },
    description: { fr: 'Actes de naissance et de mariage', en: 'Birth and marriage certificates' },
    href: '/services/birth-certificate',
    icon: 'baby',
    position: 9,
    status: 'draft',
  },
  alerts: {
    title: { fr: 'Coupure d’eau au quartier Founangué', en: 'Water cut in Founangué' },
    text: { fr: 'Le forage est en réparation jusqu’à demain midi.', en: 'The borehole is being repaired until noon tomorrow.' },
    level: 'vigilance',
    link: '/residents/points-of-interest',
    startsAt: '2026-06-01T08:00:00+01:00',
    endsAt: '2026-06-02T12:00:00+01:00',
    status: 'draft',
  },
};

const NEW_PASSWORD = 'the brand new staff password';
const RESIDENT = { name: 'Hadjara Oumarou', contact: '+237 6 99 12 34 56', message: 'Bonjour, quand ouvre le bureau de l’état civil le samedi ?', website: '' };

/** What each write route is sent: a valid body to spoil, the item its `:id` names. */
interface RouteCase {
  body?: () => Record<string, unknown>;
  id?: () => number;
  /** Sent without a session (signing out would end the admin's). */
  anonymous?: boolean;
  image?: boolean;
  honeypot?: string;
  /** A text without a length limit: a long one is refused (a wrong password), not as a field. */
  unbounded?: string;
}

describe.each(drivers)('hostile input on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  const log: string[] = [];
  const targets: Record<string, { id: number; version: number }> = {};
  let address = 0;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    for (const method of ['error', 'warn', 'info', 'log'] as const) {
      const original = console[method].bind(console);
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        log.push(format(...args));
        original(...args);
      });
    }
    server = await startTestServer(driver, { logger: { stream, level: 'info' } });
    admin = await server.login();
    for (const [collection, sample] of Object.entries(samples)) {
      const created = await server.call({ method: 'POST', url: `/api/v1/${collection}`, cookie: admin, payload: sample });
      if (created.statusCode !== 201) throw new Error(`${collection}: ${created.body}`);
      // Saved once more: its first revision is there to restore.
      const saved = await server.call({ method: 'PATCH', url: `/api/v1/${collection}/${created.json().item.id}`, cookie: admin, payload: { version: 1 } });
      if (saved.statusCode !== 200) throw new Error(`${collection}: ${saved.body}`);
      targets[collection] = saved.json().item;
    }
    await server.call({ method: 'POST', url: '/api/v1/messages', payload: RESIDENT, remoteAddress: '198.51.100.1' });
    const message = (await server.call({ method: 'GET', url: '/api/v1/messages', cookie: admin })).json().items[0];
    targets.messages = { id: message.id, version: message.version };
    const users = (await server.call({ method: 'GET', url: '/api/v1/users', cookie: admin })).json().items as { id: number; username: string; version: number }[];
    targets.users = users.find((user) => user.username === 'editor')!;
    // Nothing unread: marking the bell read changes nothing from here on.
    await server.call({ method: 'POST', url: '/api/v1/notifications/read', cookie: admin });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
  });

  const routeCases = (): Record<string, RouteCase> => {
    const cases: Record<string, RouteCase> = {
      'POST /api/v1/session': { body: () => ({ username: 'admin', password: ADMIN_PASSWORD }), anonymous: true },
      'DELETE /api/v1/session': { anonymous: true },
      'POST /api/v1/session/password': { body: () => ({ currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD }), unbounded: 'currentPassword' },
      'POST /api/v1/messages': { body: () => RESIDENT, anonymous: true, honeypot: 'website' },
      'PATCH /api/v1/messages/:id': { body: () => ({ handled: true, version: targets.messages!.version }), id: () => targets.messages!.id },
      'DELETE /api/v1/messages/:id': { body: () => ({ version: targets.messages!.version }), id: () => targets.messages!.id },
      'POST /api/v1/notifications/read': {},
      'POST /api/v1/media': { image: true },
      'POST /api/v1/users': { body: () => ({ username: 'nouvelle', displayName: 'Nouvelle Personne', role: 'editor', password: NEW_PASSWORD }) },
      'PATCH /api/v1/users/:id': {
        body: () => ({ displayName: 'Aïssatou M.', role: 'admin', disabled: true, password: NEW_PASSWORD, version: targets.users!.version }),
        id: () => targets.users!.id,
      },
    };
    for (const [collection, sample] of Object.entries(samples)) {
      cases[`POST /api/v1/${collection}`] = { body: () => ({ ...sample, status: 'published' }) };
      cases[`PATCH /api/v1/${collection}/:id`] = { body: () => ({ ...sample, status: 'published', version: targets[collection]!.version }), id: () => targets[collection]!.id };
      cases[`DELETE /api/v1/${collection}/:id`] = { body: () => ({ version: targets[collection]!.version }), id: () => targets[collection]!.id };
      // Publishing an item already published changes nothing, so every probe's outcome shows.
      cases[`POST /api/v1/${collection}/bulk`] = { body: () => ({ action: 'publish', items: [{ id: targets[collection]!.id, version: targets[collection]!.version }] }) };
      cases[`POST /api/v1/${collection}/:id/revisions/:revision/restore`] = { body: () => ({ version: targets[collection]!.version }), id: () => targets[collection]!.id };
      cases[`POST /api/v1/${collection}/:id/restore`] = { id: () => targets[collection]!.id };
    }
    cases['DELETE /api/v1/trash/:collection/:id'] = { id: () => targets.news!.id };
    return cases;
  };

  it('knows every write route of the app', () => {
    expect(writeRoutesOf(server.app)).toEqual(Object.keys(routeCases()).sort());
  });

  async function send(method: string, url: string, probe: Probe, routeCase: RouteCase): Promise<LightMyRequestResponse> {
    address += 1;
    const options: InjectOptions & { cookie?: string } = {
      method: method as InjectOptions['method'],
      url,
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      ...(routeCase.anonymous ? {} : { cookie: admin }),
      ...(probe.payload !== undefined ? { payload: probe.payload, headers: { 'content-type': probe.contentType ?? 'application/json' } } : {}),
    };
    return server.call(options);
  }

  /** What is wrong with the answer to `probe`, or undefined. */
  function judge(response: LightMyRequestResponse, probe: Probe): string | undefined {
    const status = response.statusCode;
    if (status >= 500) return `answered ${status}`;
    if (ENGLISH.test(response.body)) return `answered in English: ${response.body.slice(0, 200)}`;
    if ((probe.refused || probe.field !== undefined) && status < 400) return `was accepted (${status})`;
    if (probe.field === undefined) return undefined;
    if (status !== 400) return `answered ${status}, not 400`;
    const { error } = response.json() as { error: { code: string; fields?: Record<string, string> } };
    if (error.code !== 'validation' || !(error.fields && probe.field in error.fields)) return `did not name « ${probe.field} »: ${response.body.slice(0, 200)}`;
    return undefined;
  }

  it('answers every hostile request to every write route below 500, names the field in French, and changes nothing', { timeout: 600_000 }, async () => {
    const problems: string[] = [];
    const statuses: Record<number, number> = {};
    let total = 0;
    for (const [route, routeCase] of Object.entries(routeCases())) {
      const [method, pattern] = route.split(' ') as [string, string];
      // Another path parameter names the target's first revision, or its collection.
      const path = (id: string) => pattern.replace(':id', id).replace(':revision', '1').replace(':collection', 'news');
      const url = () => path(String(routeCase.id?.()));
      const probes: Probe[] = routeCase.image
        ? imageProbes()
        : routeCase.body
          ? bodyProbes(routeCase.body(), { honeypot: routeCase.honeypot, unbounded: routeCase.unbounded })
          : bodyProbes({ note: 'x' }).map(({ field: _field, refused: _refused, ...probe }) => probe);
      if (routeCase.id) for (const id of hostileIds) probes.push({ label: `:id ${id}`, url: path(id), payload: JSON.stringify(routeCase.body?.() ?? {}), refused: true });
      if (pattern.includes(':revision')) {
        for (const revision of hostileIds) probes.push({ label: `:revision ${revision}`, url: url().replace('/revisions/1/', `/revisions/${revision}/`), payload: JSON.stringify(routeCase.body?.() ?? {}), refused: true });
      }
      if (method === 'DELETE' && routeCase.id && routeCase.body) for (const version of hostileQueryVersions) probes.push({ label: `?version=${version}`, url: `${url()}?version=${version}`, field: 'version' });

      const before = await snapshot(server.database.db);
      for (const probe of probes) {
        const response = await send(method, probe.url ?? url(), probe, routeCase);
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        const problem = judge(response, probe);
        if (problem) problems.push(`${route} — ${probe.label}: ${problem}`);
      }
      const after = await snapshot(server.database.db);
      // rate_limits counts attempts before the work they limit: a refused attempt is still one.
      const changed = Object.keys(after).filter((table) => table !== 'rate_limits' && JSON.stringify(after[table]) !== JSON.stringify(before[table]));
      if (changed.length > 0) problems.push(`${route}: changed ${changed.join(', ')}`);
      total += probes.length;
    }
    console.info(`hostile input (${driver}): ${total} requests to ${Object.keys(routeCases()).length} write routes; statuses ${JSON.stringify(statuses)}; ${problems.length} problems`);
    expect(problems).toEqual([]);
  });

  describe('the cases of the issue', () => {
    it('refuses a NUL in a username, a title, a resident’s message and a new account’s display name, in French and in English', async () => {
      const login = await server.call({ method: 'POST', url: '/api/v1/session', payload: { username: 'admin\u0000', password: ADMIN_PASSWORD } });
      expect(login.statusCode).toBe(400);
      expect(login.json().error.fields.username).toBe('L’identifiant contient un caractère non autorisé.');
      const news = await server.call({ method: 'POST', url: '/api/v1/news', cookie: admin, payload: { ...article, title: { fr: 'Forage\u0000', en: '' } } });
      expect(news.json().error.fields).toEqual({ 'title.fr': 'Le titre contient un caractère non autorisé.' });
      const message = await server.call({ method: 'POST', url: '/api/v1/messages', lang: 'en', payload: { ...RESIDENT, message: 'Bonjour\u0000, une question.' }, remoteAddress: '198.51.100.50' });
      expect(message.statusCode).toBe(400);
      expect(message.json().error.fields).toEqual({ message: 'Your message contains a character that is not allowed.' });
      const account = await server.call({ method: 'POST', url: '/api/v1/users', cookie: admin, payload: { username: 'moussa', displayName: 'Moussa\u0000', password: NEW_PASSWORD } });
      expect(account.statusCode).toBe(400);
      expect(account.json().error.fields).toEqual({ displayName: 'Le nom affiché contient un caractère non autorisé.' });
    });

    it('refuses a lone surrogate, and keeps a real emoji', async () => {
      const lone = await server.call({ method: 'POST', url: '/api/v1/news', cookie: admin, payload: { ...article, title: { fr: 'Forage \ud83d', en: '' } } });
      expect(lone.json().error.fields).toEqual({ 'title.fr': 'Le titre contient un caractère non autorisé.' });
      const emoji = await server.call({ method: 'POST', url: '/api/v1/news', cookie: admin, payload: { ...article, title: { fr: 'Forage 💧 en service', en: '' } } });
      expect(emoji.statusCode).toBe(201);
      expect(emoji.json().item.title.fr).toBe('Forage 💧 en service');
    });

    it('refuses an amount past what its column holds, and takes a large real one', async () => {
      const huge = await server.call({ method: 'POST', url: '/api/v1/news', cookie: admin, payload: { ...article, amount: 1e20 } });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().error.fields).toEqual({ amount: 'Le montant ne peut pas dépasser 999\u202f999\u202f999\u202f999\u202f999 francs CFA.' });
      const budget = await server.call({ method: 'POST', url: '/api/v1/news', cookie: admin, payload: { ...article, amount: 12_500_000_000 } });
      expect(budget.statusCode).toBe(201);
      expect(budget.json().item.amount).toBe(12_500_000_000);
    });

    it('refuses a version past an integer column, of the wrong type or missing, and deletes nothing', async () => {
      const { id } = targets.news!;
      const tooLarge = await server.call({ method: 'DELETE', url: `/api/v1/news/${id}?version=2147483648`, cookie: admin });
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json().error.fields).toEqual({ version: 'La version doit être un nombre entier de 1 à 2\u202f147\u202f483\u202f647.' });
      const message = targets.messages!.id;
      const missing = await server.call({ method: 'DELETE', url: `/api/v1/messages/${message}`, cookie: admin });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields).toEqual({ version: 'La version de l’élément est obligatoire.' });
      const boolean = await server.call({ method: 'DELETE', url: `/api/v1/messages/${message}`, cookie: admin, payload: { version: true } });
      expect(boolean.statusCode).toBe(400);
      expect((await server.call({ method: 'GET', url: `/api/v1/messages/${message}`, cookie: admin })).statusCode).toBe(200);
      const user = await server.call({ method: 'PATCH', url: `/api/v1/users/${targets.users!.id}`, cookie: admin, lang: 'en', payload: { version: 2147483648, displayName: 'X' } });
      expect(user.json().error.fields).toEqual({ version: 'The version must be a whole number from 1 to 2,147,483,647.' });
    });

    it('says in French what valibot would have said in English', async () => {
      const { id } = targets.programs!;
      const noVersion = await server.call({ method: 'PATCH', url: `/api/v1/programs/${id}`, cookie: admin, payload: { link: { label: { fr: 'Voir', en: '' } } } });
      expect(noVersion.json().error.fields).toEqual({ version: 'Le champ « version » est obligatoire.', 'link.href': 'Le champ « href » est obligatoire.' });
      const english = await server.call({ method: 'PATCH', url: `/api/v1/programs/${id}`, cookie: admin, lang: 'en', payload: { version: 1, link: { label: { fr: 'Voir plus', en: '' } } } });
      expect(english.json().error.fields).toEqual({ 'link.href': 'The field "href" is required.' });
      const body = await server.call({ method: 'POST', url: '/api/v1/session', payload: [] });
      expect(body.json().error.fields).toEqual({ '': 'Le corps de la requête doit être un objet JSON.' });
      const query = await server.call({ method: 'GET', url: '/api/v1/news?status=everything', cookie: admin });
      expect(query.statusCode).toBe(400);
      expect(query.body).not.toMatch(ENGLISH);
    });
  });

  it('writes no password, password hash or session token to the log', async () => {
    const secrets = new Set<string>([ADMIN_PASSWORD, EDITOR_PASSWORD, NEW_PASSWORD, admin.split('=')[1]!]);
    const hashes = (await server.database.db.execute(sql`select password_hash as hash from users`)) as unknown as { rows: { hash: string }[] };
    for (const { hash } of hashes.rows) {
      secrets.add(hash);
      for (const part of hash.split('$').slice(4)) secrets.add(part);
    }
    const tokens = (await server.database.db.execute(sql`select token_hash as hash from sessions`)) as unknown as { rows: { hash: string }[] };
    for (const { hash } of tokens.rows) secrets.add(hash);
    const text = log.join('\n');
    expect(log.length).toBeGreaterThan(100);
    for (const secret of secrets) expect(text.includes(secret), `the log holds ${secret.slice(0, 6)}…`).toBe(false);
    expect(text).not.toMatch(/scrypt\$\d+\$/);
    // Nothing reached the database that it refused (a warning) or failed on (an error).
    expect(text).not.toMatch(/"level":(40|50)/);
  });
});

describe.each(drivers)('the log of a failed query on %s', (driver) => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let hash: string;
  const PASSWORD = 'a password for the log test';

  beforeAll(async () => {
    database = await testDatabase(driver);
    hash = await hashPassword(PASSWORD);
  });
  afterAll(() => database?.drop());

  /** An app whose one route inserts an account the database refuses (a NUL in its name), past any validation. */
  async function failingApp(logger: LoggerSettings | false): Promise<FastifyInstance> {
    const app = Fastify({ logger: logger ? loggerOptions(logger) : false });
    await app.register(errors, { logger: Boolean(logger) });
    app.post('/accounts', async () => {
      await database.database.db.insert(users).values({ username: 'moussa', displayName: 'Moussa\u0000', role: 'editor', passwordHash: hash });
      return { password: PASSWORD };
    });
    app.post('/fails', async () => {
      await database.database.db.execute(sql`select ${hash}::integer`);
    });
    await app.ready();
    return app;
  }

  const secretsIn = (text: string) => [hash, ...hash.split('$').slice(4), PASSWORD].filter((secret) => text.includes(secret));

  it('tells the query and the database’s reason, never its values, in Fastify’s log', async () => {
    const lines: string[] = [];
    const app = await failingApp({ stream: { write: (line: string) => lines.push(line) }, level: 'info' });
    const refused = await app.inject({ method: 'POST', url: '/accounts' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('bad_request');
    const failed = await app.inject({ method: 'POST', url: '/fails' });
    expect(failed.statusCode).toBe(400);
    await app.close();
    const text = lines.join('');
    expect(text).toContain('"code":"22021"');
    expect(text).toContain('Failed query: insert into \\"users\\"');
    expect(text).toContain('"code":"22P02"');
    expect(text).not.toContain('params');
    expect(secretsIn(text)).toEqual([]);
  });

  it('and on the console when Fastify’s logger is off', async () => {
    const lines: string[] = [];
    const spies = (['error', 'warn'] as const).map((method) => vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(format(...args))));
    try {
      const app = await failingApp(false);
      expect((await app.inject({ method: 'POST', url: '/accounts' })).statusCode).toBe(400);
      await app.close();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const text = lines.join('\n');
    expect(text).toMatch(/^POST \/accounts: DrizzleQueryError 22021: Failed query: insert into "users"/);
    expect(secretsIn(text)).toEqual([]);
  });

  it('masks what looks like a hash or a token in any error', () => {
    const token = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4';
    const logged = loggedError(new Error(`session ${token} with ${hash} failed`));
    expect(logged.message).toBe('session [redacted] with [redacted] failed');
    expect(logged.stack).toMatch(/^\s+at /);
  });
});
