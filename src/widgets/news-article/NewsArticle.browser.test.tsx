import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { flashNews } from '../../content/flash-news';
import { forgetLiveItems } from '../../features/live/store';
import { setLanguage } from '../../runtime/store';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { apiNews, serve } from '../../testing/live-fixtures';
import './news-article.element';

beforeEach(() => forgetLiveItems());
afterEach(async () => {
  resetPage();
  vi.restoreAllMocks();
  await page.viewport(414, 896);
});

const MARKET_URL = 'https://dtima.cm/flash-news/2-le-nouveau-marche-moderne-ouvre-ses-portes';
const market = (attributes: Record<string, string> = {}) =>
  mountElement('commune-news-article', { attributes: { 'news-id': '2', 'heading-level': '1', url: MARKET_URL, api: 'none', ...attributes }, lang: 'fr' });

describe('<commune-news-article>', () => {
  it('is accessible, at a page’s width and on a phone', async () => {
    await page.viewport(1280, 900);
    await expectAccessible(await market());
    resetPage();
    await page.viewport(390, 844);
    const el = await market();
    await expectAccessible(el);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });

  it('shows the item in full: its title as the h1, date, picture and whole text', async () => {
    const el = await market();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Le nouveau marché moderne ouvre ses portes' })).toBeVisible();
    await expect.element(page.getByText('06 juillet 2023')).toBeVisible();
    expect(el.shadowRoot!.querySelector('time')?.getAttribute('datetime')).toBe('2023-07-06');
    await expect.element(page.getByRole('img', { name: /Le marché moderne, ses toits en tôle/ })).toBeVisible();
    await expect.element(page.getByText(/^Cent vingt boutiques, .* avec l’appui du FEICOM\.$/)).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute('href', '/flash-news');
  });

  it('shares the address it is given: WhatsApp, Facebook and e-mail links, encoded', async () => {
    await market();
    const share = page.getByRole('region', { name: 'Partager cette actualité' });
    await expect.element(share).toBeVisible();
    const title = 'Le nouveau marché moderne ouvre ses portes';
    await expect.element(share.getByRole('link', { name: 'Partager sur WhatsApp' })).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${title}\n${MARKET_URL}`)}`);
    await expect
      .element(share.getByRole('link', { name: 'Partager sur Facebook' }))
      .toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(MARKET_URL)}`);
    const mail = share.getByRole('link', { name: 'Envoyer par E-mail' }).element().getAttribute('href')!;
    expect(mail.startsWith(`mailto:?subject=${encodeURIComponent(title)}&body=`)).toBe(true);
    const body = decodeURIComponent(new URLSearchParams(mail.slice('mailto:?'.length)).get('body') ?? '');
    expect(body).toMatch(/^Cent vingt boutiques, .*…\n\nhttps:\/\/dtima\.cm\/flash-news\/2-le-nouveau-marche-moderne-ouvre-ses-portes$/);
    await expect.element(share.getByRole('textbox', { name: 'Lien de cette actualité' })).toHaveValue(MARKET_URL);
  });

  it('copies the link with the Clipboard API and says so politely', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const el = await market();
    const status = el.shadowRoot!.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('');
    await page.getByRole('button', { name: 'Copier le lien' }).click();
    expect(writeText).toHaveBeenCalledWith(MARKET_URL);
    await expect.element(page.getByRole('status')).toHaveTextContent('Lien copié. Vous pouvez le coller dans un message.');
  });

  it('falls back to selecting the field, and says how to copy by hand when even that fails', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    const execCommand = vi.spyOn(document, 'execCommand').mockReturnValue(false);
    const el = await market();
    await page.getByRole('button', { name: 'Copier le lien' }).click();
    expect(execCommand).toHaveBeenCalledWith('copy');
    await expect.element(page.getByRole('status')).toHaveTextContent(/^La copie n’a pas fonctionné\s: sélectionnez le lien ci-dessus pour le copier\.$/);
    const field = el.shadowRoot!.querySelector('input')!;
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, MARKET_URL.length]);
  });

  it('leads to the items published just before and just after it', async () => {
    await market();
    const pager = page.getByRole('navigation', { name: 'Autres actualités' });
    const previous = pager.getByRole('link', { name: /Actualité précédente/ });
    await expect.element(previous).toHaveAttribute('href', '/flash-news/1-le-conseil-municipal-adopte-le-budget-2023');
    await expect.element(previous).toHaveAttribute('rel', 'prev');
    await expect.element(previous).toHaveTextContent(/Le conseil municipal adopte le budget 2023\s*26 janvier 2023/);
    const next = pager.getByRole('link', { name: /Actualité suivante/ });
    await expect.element(next).toHaveAttribute('href', '/flash-news/3-distribution-des-paquets-minimum-aux-ecoles');
    await expect.element(next).toHaveAttribute('rel', 'next');
  });

  it('has no previous link for the first item nor next for the latest', async () => {
    await mountElement('commune-news-article', { attributes: { 'news-id': '1', api: 'none' }, lang: 'fr' });
    const pager = page.getByRole('navigation', { name: 'Autres actualités' });
    expect(pager.getByRole('link').elements()).toHaveLength(1);
    await expect.element(pager.getByRole('link', { name: /Actualité suivante/ })).toBeVisible();
    resetPage();
    await mountElement('commune-news-article', { attributes: { 'news-id': '3', api: 'none' }, lang: 'fr' });
    expect(page.getByRole('navigation', { name: 'Autres actualités' }).getByRole('link').elements()).toHaveLength(1);
  });

  it('speaks English, sum and date included, and shares the English page by default', async () => {
    await mountElement('commune-news-article', { attributes: { 'news-id': '1', api: 'none' }, lang: 'en' });
    await expect.element(page.getByRole('heading', { level: 2, name: 'Council adopts the 2023 budget' })).toBeVisible();
    await expect.element(page.getByText('26 January 2023')).toBeVisible();
    await expect.element(page.getByText(/1\.19\u00a0billion\u00a0FCFA/)).toBeVisible();
    // No `url`: the item's page on this site, in English, made absolute.
    await expect
      .element(page.getByRole('textbox', { name: 'Link to this news item' }))
      .toHaveValue(`${location.origin}/flash-news/1-le-conseil-municipal-adopte-le-budget-2023?lang=en`);
    setLanguage('fr');
    await expect.element(page.getByRole('heading', { level: 2, name: 'Le conseil municipal adopte le budget 2023' })).toBeVisible();
  });

  it('finds an item the server published, by the server’s id', async () => {
    const notice = {
      ...apiNews(flashNews[0], 57),
      title: { fr: 'Coupure d’eau au quartier Founangué', en: 'Water cut in Founangué' },
      content: { fr: 'Travaux sur la conduite principale mardi matin.\nL’eau revient à midi.', en: 'Work on the main pipe on Tuesday morning.\nWater is back at noon.' },
      date: '2023-10-02',
      image: null,
      amount: null,
    };
    vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ news: [notice, ...flashNews.map((news) => apiNews(news, news.id + 20))] }));
    const el = await mountElement('commune-news-article', { attributes: { 'news-id': '57' }, lang: 'fr' });
    await expect.element(page.getByRole('heading', { name: 'Coupure d’eau au quartier Founangué' })).toBeVisible();
    // One paragraph per line; no picture.
    expect([...el.shadowRoot!.querySelectorAll('.news-article__text p')].map((p) => p.textContent)).toEqual(['Travaux sur la conduite principale mardi matin.', 'L’eau revient à midi.']);
    expect(el.shadowRoot!.querySelector('img')).toBeNull();
    await expect.element(page.getByRole('link', { name: /Actualité précédente/ })).toHaveAttribute('href', '/flash-news/23-distribution-des-paquets-minimum-aux-ecoles');
  });

  it('says so, with the way back to all the news, for an item that is not online', async () => {
    const el = await mountElement('commune-news-article', { attributes: { 'news-id': '99', api: 'none' }, lang: 'fr' });
    await expect.element(page.getByRole('heading', { name: 'Cette actualité n’est pas en ligne' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute('href', '/flash-news');
    await expectAccessible(el);
  });
});
