import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoUrl, launchBrowser, openPage, siteUrl } from './support/browser';

/*
 * An emergency published by staff through the API is on / in both languages and on a partner's
 * page from the next load, announced as an alert, with no dismiss button; it goes by itself at
 * its end: from the page already open (the element's timer) and from the next load.
 */

let browser: Browser;
const origin = new URL(siteUrl()).origin;
let cookie = '';
let created: { id: number; version: number } | undefined;

const douala = (ms: number) => `${new Date(ms + 3_600_000).toISOString().slice(0, 19)}+01:00`;

async function api(method: string, path: string, body?: unknown) {
  return fetch(new URL(path, origin), {
    method,
    headers: { 'Content-Type': 'application/json', Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const login = await api('POST', '/api/v1/session', { username: 'admin', password: inject('adminPassword') });
  if (login.status !== 204) throw new Error(`Sign-in refused: ${login.status}`);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
});

afterAll(async () => {
  if (created) await api('DELETE', `/api/v1/alerts/${created.id}`, { version: created.version });
  await browser?.close();
});

describe('an emergency alert', () => {
  it('appears on / in both languages and on a partner’s page, then goes at its end', async () => {
    const now = Date.now();
    // Long enough for the pages below to load, short enough to watch it end.
    const end = now + 25_000;
    const response = await api('POST', '/api/v1/alerts', {
      title: { fr: 'Crue du mayo Tsanaga', en: 'Tsanaga river in flood' },
      text: { fr: 'Quittez les berges et rejoignez l’école publique du centre.', en: 'Leave the riverbanks and go to the central public school.' },
      level: 'urgence',
      link: '/contact',
      startsAt: douala(now - 60_000),
      endsAt: douala(end),
      status: 'published',
    });
    expect(response.status).toBe(201);
    created = ((await response.json()) as { item: { id: number; version: number } }).item;

    const listed = (await (await fetch(new URL('/api/v1/alerts', origin))).json()) as { items: { id: number }[] };
    expect(listed.items.map((item) => item.id)).toContain(created.id);

    // In the HTML of the next load, before any script.
    const html = await (await fetch(new URL('/', origin))).text();
    expect(html).toContain('Crue du mayo Tsanaga');

    const fr = await openPage(browser, siteUrl('/'));
    const alert = fr.page.locator('commune-alert').getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Crue du mayo Tsanaga');
    expect(await alert.textContent()).toContain('Urgence');
    expect(await fr.page.locator('commune-alert').getByRole('button').count()).toBe(0);
    // Above the header, never over it.
    const alertBox = (await fr.page.locator('commune-alert').boundingBox())!;
    const headerBox = (await fr.page.locator('commune-header').boundingBox())!;
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(headerBox.y + 1);

    const en = await openPage(browser, siteUrl('/?lang=en'));
    await expect.poll(() => en.page.locator('commune-alert').getByRole('alert').textContent()).toContain('Tsanaga river in flood');
    expect(await en.page.locator('commune-alert').getByRole('alert').textContent()).toContain('Emergency');
    await en.context.close();

    const partner = await openPage(browser, demoUrl('/'));
    await expect.poll(() => partner.page.locator('commune-alert').getByRole('alert').textContent().catch(() => ''), { timeout: 10_000 }).toContain('Tsanaga river in flood');
    expect(partner.errors).toEqual([]);
    await partner.context.close();

    // Its end: the open page drops it by itself, and the next load has none.
    await expect.poll(() => fr.page.locator('commune-alert').getByRole('alert').count(), { timeout: Math.max(end - Date.now(), 0) + 10_000, interval: 1_000 }).toBe(0);
    expect((await fr.page.locator('commune-alert').boundingBox())?.height ?? 0).toBe(0);
    expect(fr.errors).toEqual([]);
    await fr.context.close();
    expect(await (await fetch(new URL('/', origin))).text()).not.toContain('Crue du mayo Tsanaga');
    const after = (await (await fetch(new URL('/api/v1/alerts', origin))).json()) as { items: { id: number }[] };
    expect(after.items.map((item) => item.id)).not.toContain(created.id);
  }, 90_000);
});
