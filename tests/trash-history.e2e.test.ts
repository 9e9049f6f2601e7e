import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionMessages } from '../src/admin/collection/messages';
import { translate, type CatalogKey, type MessageVars } from '../src/shared/i18n/catalog';
import { adminNewsMessages } from '../src/widgets/admin-news/messages';
import { adminTrashMessages } from '../src/widgets/admin-trash/messages';
import { launchBrowser, openPage, seriousViolations, siteUrl, staffSession } from './support/browser';

/*
 * Revisions and the trash through the built server (helper A's API) and the admin screens:
 * a news article retitled then restored from its History tab; deleted, then brought back by
 * the toast's « Annuler »; deleted again, then restored from the Trash screen.
 */

let browser: Browser;
const origin = new URL(siteUrl()).origin;
const FIRST = 'Campagne de vaccination contre la rougeole';
const SECOND = 'Vaccination contre la rougeole : prolongée jusqu’au 30 juin';

const common = (key: CatalogKey<typeof collectionMessages>, vars?: MessageVars) => translate(collectionMessages, 'fr', key, vars);
const news = (key: keyof (typeof adminNewsMessages)['fr']) => adminNewsMessages.fr[key];
const trash = (key: CatalogKey<typeof adminTrashMessages>, vars?: MessageVars) => translate(adminTrashMessages, 'fr', key, vars);

type Item = { id: number; version: number; title: { fr: string } };

async function api(method: string, path: string, body?: unknown) {
  return fetch(new URL(path, origin), {
    method,
    headers: { origin, cookie: `commune_session=${await staffSession()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

let item: Item;

beforeAll(async () => {
  browser = await launchBrowser();
  const created = await api('POST', '/api/v1/news', { title: { fr: FIRST, en: '' }, content: { fr: 'Dans tous les centres de santé de la commune, pour les enfants de 9 mois à 5 ans.', en: '' }, status: 'draft' });
  if (created.status !== 201) throw new Error(`Creating the article failed: ${created.status}`);
  const first = ((await created.json()) as { item: Item }).item;
  const changed = await api('PATCH', `/api/v1/news/${first.id}`, { title: { fr: SECOND, en: '' }, version: first.version });
  item = ((await changed.json()) as { item: Item }).item;
});

afterAll(async () => {
  await browser?.close();
  const current = await api('GET', `/api/v1/news/${item.id}`);
  if (current.ok) {
    const { item: latest } = (await current.json()) as { item: Item };
    await api('DELETE', `/api/v1/news/${item.id}`, { version: latest.version });
  }
  await api('DELETE', `/api/v1/trash/news/${item.id}`);
});

describe('revisions and the trash in the admin', () => {
  it('restores an earlier version from the History tab', async () => {
    const { page, context, errors } = await openPage(browser, siteUrl('/admin-dtima/content/news'), { signedIn: true });
    try {
      await page.getByRole('button', { name: common('action.editLabel', { label: SECOND }), exact: true }).click();
      await page.getByRole('tab', { name: common('tab.history') }).click();
      await page.getByRole('button', { name: /^Version 1 — / }).waitFor();
      await page.getByRole('group', { name: `${common('article.title')} (${common('compare.changed')})` }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: common('history.restore'), exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: common('history.restore'), exact: true }).click();
      await page.getByText(common('history.restored', { version: 1 }), { exact: true }).waitFor();
      const { item: restored } = (await (await api('GET', `/api/v1/news/${item.id}`)).json()) as { item: Item };
      expect(restored.title.fr).toBe(FIRST);
      expect(restored.version).toBe(item.version + 1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('moves a deleted article to the trash, and « Annuler » brings it back', async () => {
    const { page, context, errors } = await openPage(browser, siteUrl('/admin-dtima/content/news'), { signedIn: true });
    try {
      await page.getByRole('button', { name: common('action.deleteLabel', { label: FIRST }), exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: common('action.trash'), exact: true }).click();
      await page.getByText(news('deleted'), { exact: true }).waitFor();
      expect((await api('GET', `/api/v1/news/${item.id}`)).status).toBe(404);
      await page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: common('undo.action'), exact: true }).click();
      await page.getByText(common('undo.done'), { exact: true }).waitFor();
      await page.getByRole('button', { name: common('action.deleteLabel', { label: FIRST }), exact: true }).waitFor();
      expect((await api('GET', `/api/v1/news/${item.id}`)).status).toBe(200);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('lists a deleted article in the Trash screen and restores it from there', async () => {
    const { item: current } = (await (await api('GET', `/api/v1/news/${item.id}`)).json()) as { item: Item };
    expect((await api('DELETE', `/api/v1/news/${item.id}`, { version: current.version })).status).toBe(204);
    const { page, context, errors } = await openPage(browser, siteUrl('/admin-dtima/trash'), { signedIn: true });
    try {
      await page.getByRole('heading', { level: 1, name: 'Corbeille', exact: true }).waitFor();
      const row = page.getByRole('row', { name: new RegExp(FIRST) });
      await row.waitFor();
      expect(await row.textContent()).toMatch(/Supprimé définitivement le \d{2} \S+ \d{4}/);
      await page.getByRole('button', { name: trash('purgeLabel', { label: FIRST }), exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: trash('restoreLabel', { label: FIRST }), exact: true }).click();
      await row.waitFor({ state: 'detached' });
      expect((await api('GET', `/api/v1/news/${item.id}`)).status).toBe(200);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
