import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageTitles } from '../src/content/page-titles';
import { paths } from '../src/content/site-map';
import { collectionMessages } from '../src/admin/collection/messages';
import { translate, type Catalog, type CatalogKey, type MessageVars } from '../src/shared/i18n/catalog';
import { adminEventsMessages } from '../src/widgets/admin-events/messages';
import { adminHeaderMessages } from '../src/widgets/admin-header/messages';
import { adminLoginMessages } from '../src/widgets/admin-login/messages';
import { adminMayorMessages } from '../src/widgets/admin-mayor/messages';
import { adminNewsMessages } from '../src/widgets/admin-news/messages';
import { adminProgramsMessages } from '../src/widgets/admin-programs/messages';
import { adminQuickLinksMessages } from '../src/widgets/admin-quick-links/messages';
import { launchBrowser, openPage, siteUrl, staffSession, type OpenedPage } from './support/browser';

/*
 * The staff area against the real server: a member of staff signs in through the form, then
 * creates, publishes, edits and deletes an item on every collection screen, and each published
 * item reaches the public page that shows it. Also: an article written with the keyboard alone,
 * and an edit that lost the race to another save (409). Every label comes from the elements'
 * catalogues, so a change of wording fails here loudly rather than silently.
 */

let browser: Browser;
const origin = new URL(siteUrl()).origin;

/** A French text of a catalogue. */
const fr = <K extends string>(catalog: Catalog<K>, key: K, vars?: MessageVars) => translate(catalog, 'fr', key, vars);
/** A French text every collection screen shares (buttons, states, the form's groups). */
const common = (key: CatalogKey<typeof collectionMessages>, vars?: MessageVars) => fr(collectionMessages, key, vars);

type Collection = 'news' | 'events' | 'programs' | 'quick-links' | 'mayor-updates';

/** The French titles (labels) this file writes, so whatever a failed test leaves is removed. */
const written: Record<Collection, Set<string>> = {
  news: new Set(),
  events: new Set(),
  programs: new Set(),
  'quick-links': new Set(),
  'mayor-updates': new Set(),
};

async function api(method: string, path: string, body?: unknown) {
  return fetch(new URL(path, origin), {
    method,
    headers: { origin, cookie: `commune_session=${await staffSession()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

type Item = { id: number; version: number; title?: { fr: string }; label?: { fr: string } };

async function listAll(collection: Collection): Promise<Item[]> {
  const response = await api('GET', `/api/v1/${collection}?status=all`);
  if (!response.ok) throw new Error(`${collection}: ${response.status}`);
  return ((await response.json()) as { items: Item[] }).items;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  // Leave the shared server as the other end-to-end files expect it.
  const ours = (collection: Collection) => (item: Item) => written[collection].has((item.title ?? item.label)?.fr ?? '');
  for (const collection of Object.keys(written) as Collection[]) {
    if (written[collection].size === 0) continue;
    for (const item of (await listAll(collection)).filter(ours(collection))) {
      await api('DELETE', `/api/v1/${collection}/${item.id}`, { version: item.version });
    }
    const left = (await listAll(collection)).filter(ours(collection));
    if (left.length > 0) throw new Error(`${collection}: ${left.length} item(s) written by this file are still on the shared server`);
  }
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const textbox = (scope: Locator | Page, name: string) => scope.getByRole('textbox', { name, exact: true });
const button = (scope: Locator | Page, name: string) => scope.getByRole('button', { name, exact: true });
/** The table's row of an item: the one with a cell text that is exactly its title. */
const row = (page: Page, title: string) =>
  page.locator('main').getByRole('row').filter({ has: page.getByText(title, { exact: true }) });

/** A signed-in page at an admin screen, once its heading and its list are there. */
async function openScreen(path: keyof typeof pageTitles & string): Promise<OpenedPage> {
  const opened = await openPage(browser, siteUrl(path), { signedIn: true });
  await opened.page.getByRole('heading', { level: 1, name: pageTitles[path].fr, exact: true }).waitFor();
  await opened.page.locator('main').getByText(common('loading'), { exact: true }).waitFor({ state: 'detached' });
  return opened;
}

interface Screen {
  messages: Catalog<'create' | 'createTitle' | 'editTitle' | 'created' | 'updated' | 'deleted' | 'deleteTitle'>;
  /** The button that sends a new item published (« Créer l’article » for news, « Publier » elsewhere). */
  publishNew: string;
  /** The label of the field holding the item's name (« Titre », « Libellé »). */
  nameField: string;
}

/** Creates an item through the Create panel, published, and waits for its row. */
async function create(page: Page, screen: Screen, title: string, fill: (panel: Locator) => Promise<void>) {
  await button(page, fr(screen.messages, 'create')).click();
  const panel = page.getByRole('dialog', { name: fr(screen.messages, 'createTitle') });
  await panel.waitFor();
  await textbox(panel, screen.nameField).fill(title);
  await fill(panel);
  await button(panel, screen.publishNew).click();
  await page.getByText(fr(screen.messages, 'created'), { exact: true }).waitFor();
  await panel.waitFor({ state: 'detached' });
  await row(page, title).getByText(common('status.published'), { exact: true }).waitFor();
}

/** Renames an item through the Edit panel, publishes it again, and waits for the renamed row. */
async function rename(page: Page, screen: Screen, from: string, to: string) {
  await button(page, common('action.editLabel', { label: from })).click();
  const panel = page.getByRole('dialog', { name: fr(screen.messages, 'editTitle') });
  await panel.waitFor();
  expect(await textbox(panel, screen.nameField).inputValue()).toBe(from);
  await textbox(panel, screen.nameField).fill(to);
  await button(panel, common('action.publish')).click();
  await page.getByText(fr(screen.messages, 'updated'), { exact: true }).waitFor();
  await panel.waitFor({ state: 'detached' });
  await row(page, to).getByText(common('status.published'), { exact: true }).waitFor();
  expect(await row(page, from).count()).toBe(0);
}

/** Deletes an item after confirming, and waits until its row has gone. */
async function remove(page: Page, screen: Screen, title: string) {
  await button(page, common('action.deleteLabel', { label: title })).click();
  const confirm = page.getByRole('alertdialog', { name: fr(screen.messages, 'deleteTitle', { label: title }) });
  await confirm.waitFor();
  await button(confirm, common('action.trash')).click();
  await page.getByText(fr(screen.messages, 'deleted'), { exact: true }).waitFor();
  await confirm.waitFor({ state: 'detached' });
  await row(page, title).waitFor({ state: 'detached' });
}

/** Opens a Select of the panel by its label (its button reads the choice, then the label) and picks an option. */
async function choose(panel: Locator, label: string, option: string) {
  await panel.getByRole('button', { name: new RegExp(`${escape(label)}$`) }).click();
  await panel.page().getByRole('option', { name: option, exact: true }).click();
}

/** How many times `text` shows inside `tag` on a public page, opened afresh as a visitor; no console error there. */
async function shownOn(path: string, tag: string, text: string, expected: 'present' | 'absent'): Promise<void> {
  const { page, context, errors } = await openPage(browser, siteUrl(path));
  try {
    const found = page.locator(tag).getByText(text);
    if (expected === 'present') await found.first().waitFor({ state: 'attached' });
    else await page.locator(tag).first().waitFor({ state: 'attached' });
    expect(await found.count(), `« ${text} » in ${tag} on ${path}`).toBe(expected === 'present' ? 1 : 0);
    expect(errors, `console errors on ${path}`).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('signing in', () => {
  it('goes through the form to the page asked for, greeting the member of staff', async () => {
    const { page, context, errors } = await openPage(browser, siteUrl(`${paths.adminLogin}?next=${paths.adminNews}`));
    try {
      await page.getByRole('heading', { level: 1, name: fr(adminLoginMessages, 'heading') }).waitFor();
      await textbox(page, fr(adminLoginMessages, 'username')).fill('admin');
      await page.getByLabel(fr(adminLoginMessages, 'password'), { exact: true }).fill(inject('adminPassword'));
      await button(page, fr(adminLoginMessages, 'submit')).click();
      await page.waitForURL(siteUrl(paths.adminNews));
      await page.getByRole('heading', { level: 1, name: pageTitles[paths.adminNews].fr, exact: true }).waitFor();
      await page.locator('commune-admin-header').getByText(fr(adminHeaderMessages, 'greeting', { name: 'Admin' }), { exact: true }).waitFor();
      expect(await page.title()).toContain(pageTitles[paths.adminNews].fr);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('each collection screen: create, publish, edit, see it on the site, delete', () => {
  it('News: the article reaches Flash Info on the home page and on /flash-news, and leaves it when deleted', async () => {
    const screen: Screen = { messages: adminNewsMessages, publishNew: fr(adminNewsMessages, 'publishNew'), nameField: common('article.title') };
    const title = 'Campagne de vaccination des zébus à Gouria';
    const edited = 'Vaccination des zébus à Gouria : dates avancées';
    written.news.add(title).add(edited);
    const { page, context, errors } = await openScreen(paths.adminNews);
    try {
      await create(page, screen, title, async (panel) => {
        await textbox(panel, common('article.content')).fill('Les vétérinaires passent dans les villages de la commune du 2 au 14 juin. Amenez les bêtes au parc de vaccination.');
        await textbox(panel, common('field.inEnglish', { label: common('article.title') })).fill('Zebu vaccination campaign in Gouria');
        await textbox(panel, common('field.inEnglish', { label: common('article.content') })).fill('Vets visit the commune’s villages from 2 to 14 June. Bring the animals to the vaccination pen.');
      });
      await rename(page, screen, title, edited);

      await shownOn(paths.home, 'commune-flash-info', edited, 'present');
      await shownOn(paths.flashNews, 'commune-flash-info', edited, 'present');

      await remove(page, screen, edited);
      await shownOn(paths.flashNews, 'commune-flash-info', edited, 'absent');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('Events: the event reaches the Events page', async () => {
    const screen: Screen = { messages: adminEventsMessages, publishNew: common('action.publish'), nameField: fr(adminEventsMessages, 'field.title') };
    const title = 'Journée de dépistage du diabète';
    const edited = 'Journée de dépistage du diabète et de l’hypertension';
    written.events.add(title).add(edited);
    const { page, context, errors } = await openScreen(paths.adminContentEvents);
    try {
      await create(page, screen, title, async (panel) => {
        await textbox(panel, fr(adminEventsMessages, 'field.location')).fill('Centre de santé de Dtima');
        await textbox(panel, fr(adminEventsMessages, 'field.description')).fill('Dépistage gratuit pour les adultes, avec les infirmiers du district de santé. Venez à jeun.');
        await textbox(panel, common('field.inEnglish', { label: fr(adminEventsMessages, 'field.title') })).fill('Diabetes screening day');
        await panel.getByLabel(fr(adminEventsMessages, 'field.date'), { exact: true }).fill('2026-12-05');
        await panel.getByLabel(fr(adminEventsMessages, 'field.start'), { exact: true }).fill('08:00');
        await panel.getByLabel(fr(adminEventsMessages, 'field.end'), { exact: true }).fill('13:00');
      });
      await rename(page, screen, title, edited);
      await shownOn(paths.events, 'commune-events', edited, 'present');
      await remove(page, screen, edited);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('Programs: the programme reaches « Programmes et priorités » on the home page', async () => {
    const screen: Screen = { messages: adminProgramsMessages, publishNew: common('action.publish'), nameField: fr(adminProgramsMessages, 'field.title') };
    const title = 'Électrification solaire des villages';
    const edited = 'Électrification solaire des douze villages';
    written.programs.add(title).add(edited);
    const { page, context, errors } = await openScreen(paths.adminPrograms);
    try {
      await create(page, screen, title, async (panel) => {
        await textbox(panel, fr(adminProgramsMessages, 'field.description')).fill('Des lampadaires solaires dans les villages de la commune, quartier par quartier, en commençant par les marchés.');
        await textbox(panel, common('field.inEnglish', { label: fr(adminProgramsMessages, 'field.title') })).fill('Solar power for the villages');
        await choose(panel, fr(adminProgramsMessages, 'field.type'), fr(adminProgramsMessages, 'type.project'));
        await choose(panel, fr(adminProgramsMessages, 'field.phase'), fr(adminProgramsMessages, 'phase.active'));
      });
      await rename(page, screen, title, edited);
      await shownOn(paths.home, 'commune-programmes', edited, 'present');
      await remove(page, screen, edited);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('Quick Links: the link becomes a service tile on the home page', async () => {
    const screen: Screen = { messages: adminQuickLinksMessages, publishNew: common('action.publish'), nameField: fr(adminQuickLinksMessages, 'field.label') };
    const title = 'Certificat de résidence';
    const edited = 'Certificat de domicile';
    written['quick-links'].add(title).add(edited);
    const { page, context, errors } = await openScreen(paths.adminContentQuickLinks);
    try {
      await create(page, screen, title, async (panel) => {
        await textbox(panel, fr(adminQuickLinksMessages, 'field.description')).fill('Le demander à la mairie, avec une pièce d’identité');
        await textbox(panel, common('field.inEnglish', { label: fr(adminQuickLinksMessages, 'field.label') })).fill('Residence certificate');
        await textbox(panel, common('field.inEnglish', { label: fr(adminQuickLinksMessages, 'field.description') })).fill('Ask for it at the town hall, with an identity document');
        await textbox(panel, fr(adminQuickLinksMessages, 'field.href')).fill(paths.serviceAdministrative);
        await choose(panel, fr(adminQuickLinksMessages, 'field.icon'), fr(adminQuickLinksMessages, 'icon.stamp'));
        await textbox(panel, fr(adminQuickLinksMessages, 'field.position')).fill('90');
      });
      await rename(page, screen, title, edited);
      await shownOn(paths.home, 'commune-services', edited, 'present');
      await remove(page, screen, edited);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('Mayor Updates: the update becomes the latest message on the meet-the-mayor page', async () => {
    const screen: Screen = { messages: adminMayorMessages, publishNew: common('action.publish'), nameField: common('article.title') };
    const title = 'Message du maire pour la rentrée scolaire';
    const edited = 'Message du maire pour une bonne rentrée scolaire';
    written['mayor-updates'].add(title).add(edited);
    const { page, context, errors } = await openScreen(paths.adminMayor);
    try {
      await create(page, screen, title, async (panel) => {
        await textbox(panel, common('article.content')).fill(
          'Chers parents, la rentrée approche. Les tables-bancs réparés par la commune sont livrés dans les écoles de Gouria et de Dtima-centre.\n\nInscrivez vos enfants, filles et garçons, dès cette semaine.',
        );
        await textbox(panel, common('field.inEnglish', { label: common('article.title') })).fill('The mayor’s message for the new school year');
      });
      await rename(page, screen, title, edited);

      const visitor = await openPage(browser, siteUrl(paths.meetMayor));
      try {
        await visitor.page.locator('commune-mayor').getByText(edited).first().waitFor({ state: 'attached' });
        // The latest update is the message itself, above the earlier ones.
        expect(await visitor.page.locator('commune-mayor .mayor__title').first().textContent()).toBe(edited);
        expect(visitor.errors).toEqual([]);
      } finally {
        await visitor.context.close();
      }

      await remove(page, screen, edited);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});

/** The focused element, looking through shadow roots: its tag, form name, and accessible text. */
function focused(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return null;
    return { tag: active.localName, name: active.getAttribute('name'), text: active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '' };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element is the one wanted; fails after `max` presses. */
async function tabTo(page: Page, wanted: (element: NonNullable<Awaited<ReturnType<typeof focused>>>) => boolean, what: string, { back = false, max = 60 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    const element = await focused(page);
    if (element && wanted(element)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${what} was not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

describe('with the keyboard alone', () => {
  it('creates a news article from the News screen', async () => {
    const title = 'Coupure d’eau à Dtima-centre mardi';
    const content = 'La station de pompage sera arrêtée mardi de 8\u00a0h à 14\u00a0h pour entretien. Faites vos réserves lundi.';
    written.news.add(title);
    const { page, context, errors } = await openScreen(paths.adminNews);
    try {
      const create = fr(adminNewsMessages, 'create');
      await tabTo(page, (element) => element.tag === 'button' && element.text === create, `« ${create} »`);
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: fr(adminNewsMessages, 'createTitle') });
      await panel.waitFor();

      await tabTo(page, (element) => element.name === 'title.fr', 'the title');
      await page.keyboard.type(title);
      await tabTo(page, (element) => element.name === 'content.fr', 'the content');
      await page.keyboard.type(content);
      // On past the English texts and the image picker to the panel's footer.
      const publish = fr(adminNewsMessages, 'publishNew');
      await tabTo(page, (element) => element.tag === 'button' && element.text === publish, `« ${publish} »`);
      await page.keyboard.press('Space');

      await page.getByText(fr(adminNewsMessages, 'created'), { exact: true }).waitFor();
      await panel.waitFor({ state: 'detached' });
      await row(page, title).getByText(common('status.published'), { exact: true }).waitFor();
      const stored = (await listAll('news')).find((item) => item.title?.fr === title) as (Item & { content: { fr: string }; status: string }) | undefined;
      expect(stored).toMatchObject({ status: 'published', content: { fr: content } });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('an edit made from an old version', () => {
  it('says someone else changed the item, and reloading refills the form with the latest version', async () => {
    const title = 'Distribution de semences de mil aux coopératives';
    const theirs = 'Distribution de semences de mil et de sorgho';
    const mine = 'Distribution de semences de mil : nouveau calendrier';
    written.news.add(title).add(theirs).add(mine);
    const response = await api('POST', '/api/v1/news', {
      title: { fr: title, en: 'Millet seed distribution to cooperatives' },
      content: { fr: 'Chaque coopérative reçoit ses semences au magasin communal, sur présentation de sa liste de membres.', en: '' },
      status: 'published',
    });
    expect(response.status).toBe(201);
    const { item } = (await response.json()) as { item: Item };

    const { page, context, errors } = await openScreen(paths.adminNews);
    try {
      await button(page, common('action.editLabel', { label: title })).click();
      const panel = page.getByRole('dialog', { name: fr(adminNewsMessages, 'editTitle') });
      await panel.waitFor();
      const titleBox = textbox(panel, common('article.title'));
      await titleBox.fill(mine);

      // Another member of staff saves first.
      const theirSave = await api('PATCH', `/api/v1/news/${item.id}`, { title: { fr: theirs, en: 'Millet and sorghum seed distribution' }, version: item.version });
      expect(theirSave.status).toBe(200);

      await button(panel, common('action.publish')).click();
      await panel.getByText(fr(adminNewsMessages, 'conflict'), { exact: true }).waitFor();
      await page.getByText(fr(adminNewsMessages, 'updateFailed'), { exact: true }).waitFor();
      // Nothing typed is lost until the reload is asked for.
      expect(await titleBox.inputValue()).toBe(mine);

      await button(panel, fr(adminNewsMessages, 'reload')).click();
      await panel.getByText(common('reload.done'), { exact: true }).waitFor();
      expect(await titleBox.inputValue()).toBe(theirs);
      expect(await textbox(panel, common('field.inEnglish', { label: common('article.title') })).inputValue()).toBe('Millet and sorghum seed distribution');
      expect((await listAll('news')).find((candidate) => candidate.id === item.id)?.title?.fr).toBe(theirs);

      await button(panel, common('action.cancel')).click();
      await panel.waitFor({ state: 'detached' });
      // The refused save is the one expected failure the browser reports.
      expect(errors.filter((error) => !/409 \(Conflict\)/.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
