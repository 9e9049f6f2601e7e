import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionMessages } from '../src/admin/collection/messages';
import { alertLevelNames } from '../src/collections/alerts';
import { collections } from '../src/collections';
import { interpolate, translate, type CatalogKey, type MessageVars } from '../src/shared/i18n/catalog';
import { adminCollectionMessages } from '../src/widgets/admin-collection/messages';
import { launchBrowser, openPage, seriousViolations, siteUrl, staffSession } from './support/browser';

/*
 * An emergency written by a member of staff in the Alerts screen, with the keyboard's usual
 * controls (no API call): published, it is in the HTML of the next load of / as an alert, with
 * its level's word, in French and in English.
 */

let browser: Browser;
const origin = new URL(siteUrl()).origin;
const TITLE = 'Coupure de la route de Mokolo';

const labels = collections.alerts.labels;
/** The generic screen's French text, with the alerts' names in it. */
const screen = (key: keyof (typeof adminCollectionMessages)['fr']) =>
  interpolate(adminCollectionMessages.fr[key], { plural: labels.plural.fr, indefinite: labels.indefinite.fr, definite: labels.definite.fr });
const common = (key: CatalogKey<typeof collectionMessages>, vars?: MessageVars) => translate(collectionMessages, 'fr', key, vars);
const columns = collections.alerts.columns;

/** `2026-05-20T08:30` on Dtima's clock (UTC+1, no summer time), as a datetime-local box takes it. */
const dtimaLocal = (ms: number) => new Date(ms + 3_600_000).toISOString().slice(0, 16);

async function api(method: string, path: string, body?: unknown) {
  return fetch(new URL(path, origin), {
    method,
    headers: { origin, cookie: `commune_session=${await staffSession()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  const { items } = (await (await api('GET', '/api/v1/alerts?status=all')).json()) as { items: { id: number; version: number; title: { fr: string } }[] };
  for (const item of items.filter((alert) => alert.title.fr === TITLE)) await api('DELETE', `/api/v1/alerts/${item.id}`, { version: item.version });
});

describe('an emergency published from the Alerts screen', () => {
  it('is on / at the next load, announced as an alert, in both languages', async () => {
    const { page, context, errors } = await openPage(browser, siteUrl('/admin-dtima/content/alerts'), { signedIn: true });
    try {
      await page.getByRole('heading', { level: 1, name: labels.plural.fr, exact: true }).waitFor();
      await page.getByRole('button', { name: screen('create'), exact: true }).click();
      const panel = page.getByRole('dialog', { name: screen('createTitle') });
      await panel.waitFor();
      await panel.getByRole('textbox', { name: columns.title.label.fr, exact: true }).fill(TITLE);
      await panel.getByRole('textbox', { name: columns.text.label.fr, exact: true }).fill('Le pont de Zamay est sous l’eau : passez par Mokolo-Koza jusqu’à nouvel ordre.');
      await panel.getByRole('textbox', { name: common('field.inEnglish', { label: columns.title.label.fr }), exact: true }).fill('Mokolo road cut');
      await panel
        .getByRole('textbox', { name: common('field.inEnglish', { label: columns.text.label.fr }), exact: true })
        .fill('Zamay bridge is under water: go through Mokolo-Koza until further notice.');
      await panel.getByRole('button', { name: new RegExp(`${columns.level.label.fr}$`) }).click();
      await page.getByRole('option', { name: alertLevelNames.urgence.fr, exact: true }).click();
      const now = Date.now();
      await panel.getByLabel(columns.startsAt.label.fr, { exact: true }).fill(dtimaLocal(now - 120_000));
      await panel.getByLabel(columns.endsAt.label.fr, { exact: true }).fill(dtimaLocal(now + 3_600_000));
      await panel.getByRole('button', { name: common('action.publish'), exact: true }).click();
      await page.getByText(screen('created'), { exact: true }).waitFor();
      await panel.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    // In the HTML the server writes, before any script runs.
    const html = await (await fetch(new URL('/', origin))).text();
    expect(html).toContain(TITLE);

    for (const [lang, title, word] of [
      ['fr', TITLE, alertLevelNames.urgence.fr],
      ['en', 'Mokolo road cut', alertLevelNames.urgence.en],
    ] as const) {
      const home = await openPage(browser, siteUrl(lang === 'fr' ? '/' : '/?lang=en'));
      try {
        const alert = home.page.locator('commune-alert').getByRole('alert');
        await expect.poll(() => alert.textContent()).toContain(title);
        expect(await alert.textContent()).toContain(word);
        expect(await seriousViolations(home.page)).toEqual([]);
        expect(home.errors).toEqual([]);
      } finally {
        await home.context.close();
      }
    }
  }, 90_000);
});
