import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { flashNews } from '../../content/flash-news';
import { answered, apiNews, notFoundPage, recordMutations, seededAnswers, serve } from '../../testing/live-fixtures';
import { forgetLiveItems } from '../../features/live/store';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './flash-info.element';

/*
 * `<commune-flash-info>` with the content server: the bundled news first, then what staff
 * published (`GET /api/v1/news`), and the bundled news whenever the server cannot be reached.
 */

beforeEach(() => forgetLiveItems());
afterEach(async () => {
  resetPage();
  vi.restoreAllMocks();
  await page.viewport(414, 896);
});

const BUNDLED_FR = ['Distribution des paquets minimum aux écoles', 'Le nouveau marché moderne ouvre ses portes', 'Le conseil municipal adopte le budget 2023'];

const titles = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('.ui-card__heading')].map((heading) => heading.textContent);

/** The seeded news, less the modern market (unpublished), plus a notice staff published without an image. */
function editedNews() {
  const seeded = seededAnswers().news.filter((news) => news.id !== 2);
  const notice = {
    ...apiNews(flashNews[0], 4),
    title: { fr: 'Coupure d’eau au quartier Founangué', en: 'Water cut in Founangué' },
    content: { fr: 'Travaux sur la conduite principale mardi matin, de 7\u00a0h à midi.', en: 'Work on the main pipe on Tuesday morning, from 7 am to noon.' },
    date: '2023-10-02',
    image: null,
    amount: null,
  };
  return [notice, ...seeded];
}

/** The labels ("2 sur 3") of the slides inside the carousel's scroller, as a visitor sees them. */
function slidesInView(el: HTMLElement): string[] {
  const viewport = el.shadowRoot!.querySelector('.ui-carousel__viewport')!.getBoundingClientRect();
  return [...el.shadowRoot!.querySelectorAll('[role="group"]')]
    .filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    })
    .map((slide) => slide.getAttribute('aria-label') ?? '');
}

describe('<commune-flash-info> and the content server', () => {
  it('changes nothing on the page when the published news are the bundled ones', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve(seededAnswers(1)));
    for (const variant of ['grid', 'carousel']) {
      forgetLiveItems();
      fetch.mockClear();
      const el = await mountElement('commune-flash-info', { attributes: { variant }, lang: 'fr' });
      const mutations = recordMutations(el.shadowRoot!);
      await answered(fetch);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(new URL(String(fetch.mock.calls[0][0])).pathname).toBe('/api/v1/news');
      expect(mutations.records(), variant).toEqual([]);
      expect(titles(el)).toEqual(BUNDLED_FR);
      resetPage();
    }
  });

  it('links each card to its item’s page on the server, by the server’s id', async () => {
    // The same news, numbered otherwise by the server (a restored backup, another database).
    vi.spyOn(globalThis, 'fetch').mockImplementation(serve(seededAnswers(21)));
    const el = await mountElement('commune-flash-info', { attributes: { variant: 'grid' }, lang: 'fr' });
    const hrefs = () => [...el.shadowRoot!.querySelectorAll('.flash-news__link')].map((link) => link.getAttribute('href'));
    await expect
      .poll(hrefs)
      .toEqual([
        '/flash-news/23-distribution-des-paquets-minimum-aux-ecoles',
        '/flash-news/22-le-nouveau-marche-moderne-ouvre-ses-portes',
        '/flash-news/21-le-conseil-municipal-adopte-le-budget-2023',
      ]);
    expect(titles(el)).toEqual(BUNDLED_FR);
  });

  it('shows the bundled news and says nothing where there is no content server (the test server has none)', async () => {
    const logs = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    const fetch = vi.spyOn(globalThis, 'fetch');
    const el = await mountElement('commune-flash-info', { attributes: { variant: 'grid' }, lang: 'fr' });
    await answered(fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    const response = (await fetch.mock.results[0].value) as Response;
    expect(response.headers.get('Content-Type') ?? '').not.toContain('json');
    expect(titles(el)).toEqual(BUNDLED_FR);
    for (const log of logs) expect(log).not.toHaveBeenCalled();
  });

  it('shows a news item staff published, with a neutral picture, and drops one they unpublished', async () => {
    await page.viewport(1280, 900);
    vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ news: editedNews() }));
    const el = await mountElement('commune-flash-info', { attributes: { variant: 'grid' }, lang: 'fr' });
    await expect.poll(() => titles(el)).toEqual(['Coupure d’eau au quartier Founangué', BUNDLED_FR[0], BUNDLED_FR[2]]);
    const notice = page.getByRole('listitem').filter({ hasText: 'Coupure d’eau' });
    await expect.element(notice.getByText('02 octobre 2023')).toBeVisible();
    await expect.element(notice.getByText(/de 7\u00a0h à midi/)).toBeVisible();
    const picture = notice.element().querySelector('img')!;
    expect([picture.getAttribute('alt'), picture.getAttribute('src')]).toEqual(['', '/images/flash-news/placeholder.svg']);
    // Its picture takes the same room as the others: the row stays aligned.
    const heights = [...el.shadowRoot!.querySelectorAll('img')].map((image) => Math.round(image.getBoundingClientRect().height));
    expect(new Set(heights).size).toBe(1);
    await expectAccessible(el);
  });

  it('keeps the carousel where the visitor had moved it when the live news arrive', async () => {
    await page.viewport(390, 844);
    let answer!: () => void;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => new Promise((resolve) => (answer = () => resolve(serve({ news: editedNews() })(input)))));
    const el = await mountElement('commune-flash-info', { lang: 'fr' });
    await page.getByRole('button', { name: 'Actualité suivante' }).click();
    await expect.poll(() => slidesInView(el)).toEqual(['2 sur 3']);
    await expect.poll(() => typeof answer).toBe('function');
    answer();
    await expect.poll(() => titles(el)[0]).toBe('Coupure d’eau au quartier Founangué');
    await expect.poll(() => slidesInView(el)).toEqual(['2 sur 3']);
  });

  it('keeps the bundled news, silently, when the server cannot be reached or is a static host', async () => {
    const logs = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    for (const failure of [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve(notFoundPage())]) {
      forgetLiveItems();
      const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(failure);
      const el = await mountElement('commune-flash-info', { attributes: { variant: 'grid' }, lang: 'fr' });
      await answered(fetch);
      expect(titles(el)).toEqual(BUNDLED_FR);
      resetPage();
    }
    for (const log of logs) expect(log).not.toHaveBeenCalled();
  });

  it('skips a malformed news item with one warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...apiNews(flashNews[1], 9), title: { fr: 'Fête du mouton', en: '' }, date: '2023-13-01' };
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ news: [...editedNews(), broken] }));
    const first = await mountElement('commune-flash-info', { attributes: { variant: 'grid' }, lang: 'fr' });
    const second = await mountElement('commune-flash-info', { lang: 'fr' });
    await answered(fetch);
    await expect.poll(() => titles(first)).toHaveLength(3);
    expect(titles(second)).toEqual(titles(first));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      `[commune] ${location.origin}/api/v1/news: item 9 ("Fête du mouton"): date must be an ISO day such as "2025-05-20". Skipped.`,
    ]);
  });

  it('asks nothing with api="none", and reads another origin’s server when api names it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ news: editedNews() }));
    const fixed = await mountElement('commune-flash-info', { attributes: { variant: 'grid', api: 'none' }, lang: 'fr' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(titles(fixed)).toEqual(BUNDLED_FR);

    const other = await mountElement('commune-flash-info', { attributes: { variant: 'grid', api: 'https://commune.example' }, lang: 'fr' });
    await expect.poll(() => titles(other)[0]).toBe('Coupure d’eau au quartier Founangué');
    expect(fetch.mock.calls.map((call) => String(call[0]))).toEqual(['https://commune.example/api/v1/news?limit=100']);
    expect(titles(fixed)).toEqual(BUNDLED_FR);
  });
});
