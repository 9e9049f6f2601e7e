import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, seriousViolations, siteUrl, watchConsole } from './support/browser';

/*
 * The site's search as residents use it: the home page's box without script (a form to
 * /recherche), accented, unaccented and misspelt words in both languages, and the first results
 * as one types with script.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const resultTitles = (html: string) => [...html.matchAll(/class="search-results__title"[^>]*>([^<]+)</g)].map((match) => match[1]);

describe('search', () => {
  it('works without script: the home page’s box sends the words to /recherche, which lists the results', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(siteUrl('/'));
    await page.locator('commune-hero input[name="q"]').fill('marche');
    await page.locator('commune-hero input[name="q"]').press('Enter');
    await page.waitForURL(/\/recherche\?q=marche$/);
    const results = page.locator('commune-search-results');
    await expect.poll(() => results.getByRole('status').textContent()).toMatch(/^\d+ résultats pour «\u00a0marche\u00a0»$/);
    await expect.poll(() => results.getByRole('link', { name: 'Marché central de Dtima' }).count()).toBe(1);
    await context.close();
  });

  it('finds the same with or without accents, and forgives a wrong letter, in French and English', async () => {
    const titles = async (query: string, lang: 'fr' | 'en') => resultTitles(await (await fetch(siteUrl(`/recherche?${new URLSearchParams({ q: query, lang })}`))).text());
    expect(await titles('événement', 'fr')).toEqual(await titles('evenement', 'fr'));
    expect(await titles('evenement', 'fr')).toContain('Événements');
    expect((await titles('naissanse', 'fr'))[0]).toBe('Acte de naissance');
    expect((await titles('marriage', 'en'))[0]).toBe('Civil Marriage');
    expect((await titles('mariage', 'en'))[0]).toBe('Civil Marriage');
    expect(await titles('Marché', 'fr')).toEqual(await titles('marche', 'fr'));
  });

  it('lists the first results as one types; the arrows and Enter open one', async () => {
    const { page, errors } = await openPage(browser, siteUrl('/'));
    const field = page.locator('commune-hero').getByRole('combobox', { name: 'Rechercher sur le site' });
    await field.click();
    await field.pressSequentially('hopital', { delay: 40 });
    const option = page.locator('commune-hero').getByRole('option', { name: /Hôpital de district de Dtima/ });
    await expect.poll(() => option.count()).toBe(1);
    expect(await option.textContent()).toContain('Lieu');
    await field.press('ArrowDown');
    await field.press('Enter');
    await page.waitForURL(/\/residents\/points-of-interest#/);
    expect(errors).toEqual([]);
  });

  it('answers in English on the English site, and says when nothing is found', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    watchConsole(page, []);
    await page.goto(siteUrl('/recherche?q=xylophone&lang=en'));
    const results = page.locator('commune-search-results');
    expect(await results.getByRole('status').textContent()).toBe('No results for “xylophone”.');
    expect(await results.getByRole('link', { name: 'Birth Certificate' }).count()).toBe(1);
    await context.close();
  });

  it.each(['fr', 'en'])('has no serious accessibility violation, results or none (%s)', async (lang) => {
    // The page as the server wrote it (the element's code never loads here): axe runs on it.
    const context = await browser.newContext();
    await context.route('**/*.js', (route) => route.abort());
    const page = await context.newPage();
    for (const q of ['marche', 'xylophone']) {
      await page.goto(siteUrl(`/recherche?q=${q}&lang=${lang}`));
      expect(await seriousViolations(page), q).toEqual([]);
    }
    await context.close();
  });
});
