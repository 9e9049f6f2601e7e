import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { setLanguage } from '../../runtime/store';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './flash-info.element';

afterEach(async () => {
  resetPage();
  await page.viewport(414, 896);
});

const NEWEST_FIRST_FR = [
  'Distribution des paquets minimum aux écoles',
  'Le nouveau marché moderne ouvre ses portes',
  'Le conseil municipal adopte le budget 2023',
];

const mount = (attributes: Record<string, string> = {}) => mountElement('commune-flash-info', { attributes, lang: 'fr' });

/** The slides that lie inside the carousel's scroller, as a visitor sees them. */
function slidesInView(el: HTMLElement): Element[] {
  const viewport = el.shadowRoot!.querySelector('.ui-carousel__viewport')!.getBoundingClientRect();
  return [...el.shadowRoot!.querySelectorAll('[role="group"]')].filter((slide) => {
    const box = slide.getBoundingClientRect();
    return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
  });
}

/** The titles of the slides in view, in order. */
const titlesInView = (el: HTMLElement) => slidesInView(el).map((slide) => slide.querySelector('h3')?.textContent ?? '');
const slidesOnScreen = (el: HTMLElement) => slidesInView(el).length;

describe('<commune-flash-info>', () => {
  it('has no serious accessibility violations in either variant', async () => {
    const carousel = await mount();
    const grid = await mount({ variant: 'grid', 'heading-level': '3' });
    await expect.element(page.getByRole('region', { name: 'Flash Info' })).toBeVisible();
    await expectAccessible(carousel);
    await expectAccessible(grid);
  });

  it('is a carousel named by its heading, with “1 sur 3” slides, newest first, and a “Voir tout” link', async () => {
    await page.viewport(390, 844);
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Flash Info' })).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Flash Info' });
    await expect.element(carousel).toHaveAttribute('aria-roledescription', 'carrousel');
    const slides = el.shadowRoot!.querySelectorAll('[role="group"]');
    expect([...slides].map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 sur 3', '2 sur 3', '3 sur 3']);
    expect([...slides].map((slide) => slide.getAttribute('aria-roledescription'))).toEqual(['diapositive', 'diapositive', 'diapositive']);
    expect([...el.shadowRoot!.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(NEWEST_FIRST_FR);
    // No auto-advance here: the slides announce politely what Previous/Next bring into view.
    expect(el.shadowRoot!.querySelector('.ui-carousel__track')!.getAttribute('aria-live')).toBe('polite');
    expect(page.getByRole('button', { name: /pause|lire/i }).elements()).toHaveLength(0);
    await expect.element(page.getByRole('link', { name: 'Voir tout' })).toHaveAttribute('href', '/flash-news');
  });

  it('shows one card on a phone, two at 800 px and three at 1280 px', async () => {
    for (const [width, perView] of [
      [390, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await page.viewport(width, 900);
      const el = await mount();
      await expect.poll(() => titlesInView(el), { message: `${width} px` }).toEqual(NEWEST_FIRST_FR.slice(0, perView));
      await expect.poll(() => slidesOnScreen(el), { message: `${width} px` }).toBe(perView);
      expect(el.shadowRoot!.querySelector('.ui-carousel')!.scrollWidth, `${width} px`).toBeLessThanOrEqual(width);
      resetPage();
    }
  });

  it('moves with Next and Previous and loops both ways, without changing height', async () => {
    await page.viewport(390, 844);
    const el = await mount();
    const next = page.getByRole('button', { name: 'Actualité suivante' });
    const previous = page.getByRole('button', { name: 'Actualité précédente' });
    const track = el.shadowRoot!.querySelector<HTMLElement>('.ui-carousel__track')!;
    const height = track.getBoundingClientRect().height;

    await expect.poll(() => titlesInView(el)).toEqual([NEWEST_FIRST_FR[0]]);
    await next.click();
    await expect.poll(() => titlesInView(el)).toEqual([NEWEST_FIRST_FR[1]]);
    await next.click();
    await expect.poll(() => titlesInView(el)).toEqual([NEWEST_FIRST_FR[2]]);
    await next.click();
    await expect.poll(() => titlesInView(el)).toEqual([NEWEST_FIRST_FR[0]]);
    await previous.click();
    await expect.poll(() => titlesInView(el)).toEqual([NEWEST_FIRST_FR[2]]);
    expect(track.getBoundingClientRect().height).toBe(height);
    await expect.poll(() => slidesOnScreen(el)).toBe(1);

    // From the keyboard too: Enter on the focused button.
    (previous.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => titlesInView(el)).toEqual([NEWEST_FIRST_FR[1]]);
  });

  it('loops two at a time at medium width and has nothing to move at large width', async () => {
    await page.viewport(800, 900);
    const el = await mount();
    await expect.poll(() => titlesInView(el)).toEqual(NEWEST_FIRST_FR.slice(0, 2));
    await page.getByRole('button', { name: 'Actualité suivante' }).click();
    await expect.poll(() => titlesInView(el)).toEqual(NEWEST_FIRST_FR.slice(1, 3));
    await page.getByRole('button', { name: 'Actualité suivante' }).click();
    await expect.poll(() => titlesInView(el)).toEqual(NEWEST_FIRST_FR.slice(0, 2));

    await page.viewport(1280, 900);
    await expect.poll(() => titlesInView(el)).toEqual(NEWEST_FIRST_FR);
    await expect.poll(() => page.getByRole('button', { name: 'Actualité suivante' }).elements()).toHaveLength(0);
    // Nor does it keep room for buttons there.
    expect(getComputedStyle(el.shadowRoot!.querySelector('.ui-carousel__controls')!).display).toBe('none');
  });

  it('lists every item on the news page with its image and “12 septembre 2023”-style dates', async () => {
    await page.viewport(1280, 900);
    const el = await mount({ variant: 'grid' });
    const list = page.getByRole('list', { name: 'Toutes les actualités de la commune' });
    await expect.element(list).toBeVisible();
    expect(list.getByRole('listitem').elements()).toHaveLength(3);
    expect(page.getByRole('heading', { level: 2 }).elements().map((heading) => heading.textContent)).toEqual(NEWEST_FIRST_FR);
    expect(page.getByRole('heading', { name: 'Flash Info' }).elements()).toHaveLength(0);

    const packs = list.getByRole('listitem').first();
    await expect.element(packs.getByText('12 septembre 2023')).toBeVisible();
    await expect.element(list.getByRole('listitem').nth(1).getByText('06 juillet 2023')).toBeVisible();
    await expect.element(packs.getByRole('img', { name: /cartons de fournitures/ })).toBeVisible();
    const budget = list.getByRole('listitem').nth(2);
    await expect.element(budget.getByText('26 janvier 2023')).toBeVisible();
    await expect.element(budget.getByText(/arrêté en recettes et en dépenses à 1,19\u00a0milliard\u00a0de\u00a0FCFA\./)).toBeVisible();
    expect(el.shadowRoot!.querySelector('time')?.getAttribute('datetime')).toBe('2023-09-12');
    // Each card's title is the link to the item's page.
    await expect
      .element(packs.getByRole('link', { name: 'Distribution des paquets minimum aux écoles' }))
      .toHaveAttribute('href', '/flash-news/3-distribution-des-paquets-minimum-aux-ecoles');
    await expect.element(budget.getByRole('link')).toHaveAttribute('href', '/flash-news/1-le-conseil-municipal-adopte-le-budget-2023');
    const tops = [...el.shadowRoot!.querySelectorAll('[part="item"]')].map((item) => item.getBoundingClientRect().top);
    expect(new Set(tops).size).toBe(1);

    setLanguage('en');
    await expect.element(page.getByRole('list', { name: 'All the council’s news' })).toBeVisible();
    await expect.element(page.getByText('12 September 2023')).toBeVisible();
    await expect.element(page.getByText(/balanced in revenue and expenditure at 1\.19\u00a0billion\u00a0FCFA\./)).toBeVisible();
  });

  it('follows a language switch and heading-level in the carousel', async () => {
    await mount({ 'heading-level': '3' });
    await expect.element(page.getByRole('heading', { level: 3, name: 'Flash Info' })).toBeVisible();
    setLanguage('en');
    await expect.element(page.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/flash-news');
    await expect.element(page.getByRole('heading', { level: 4, name: 'Minimum school packs handed out to schools' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Flash Info' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(page.getByRole('group', { name: '1 of 3' }).elements()).toHaveLength(1);
  });

  it('fits a 390 px phone without horizontal scrolling in either variant', async () => {
    await page.viewport(390, 844);
    for (const variant of ['carousel', 'grid']) {
      const el = await mount({ variant });
      const base = el.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
      expect(base.scrollWidth, variant).toBeLessThanOrEqual(base.clientWidth);
      expect(document.documentElement.scrollWidth, variant).toBeLessThanOrEqual(390);
      resetPage();
    }
  });
});
