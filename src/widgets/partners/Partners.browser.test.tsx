import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { setLanguage } from '../../runtime/store';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { PARTNER_INTERVAL_MS } from './constants';
import './partners.element';

/*
 * Time is driven by Vitest's fake timers. Only setInterval is faked, the carousel's one clock:
 * React's scheduler, react-aria and Vitest's own polling keep real time.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(async () => {
  vi.useRealTimers();
  resetPage();
  await page.viewport(414, 896);
});

const mount = (attributes: Record<string, string> = {}) => mountElement('commune-partners', { attributes, lang: 'fr' });

/** The slides that lie inside the carousel's scroller, as a visitor sees them. */
function slidesOnScreen(el: HTMLElement): Element[] {
  const viewport = el.shadowRoot!.querySelector('.ui-carousel__viewport')!.getBoundingClientRect();
  return [...el.shadowRoot!.querySelectorAll('[role="group"]')].filter((slide) => {
    const box = slide.getBoundingClientRect();
    return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
  });
}

/** The labels ("4 sur 10") of the slides in view. */
const slidesInView = (el: HTMLElement) => slidesOnScreen(el).map((slide) => slide.getAttribute('aria-label') ?? '');

const group = (first: number) => Array.from({ length: 3 }, (_, index) => `${first + index} sur 10`);
/** The last view: the scroll ends with the last three logos. */
const lastGroup = group(8);

const liveSetting = (el: HTMLElement) => el.shadowRoot!.querySelector('.ui-carousel__track')!.getAttribute('aria-live');

/**
 * Lets `ms` of the carousel's time pass, gives React the real time to render what that changed
 * (so "still on the first group" is not read before a move lands), then expects `expected`.
 */
async function after(el: HTMLElement, ms: number, expected: string[]) {
  vi.advanceTimersByTime(ms);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await expect.poll(() => slidesInView(el)).toEqual(expected);
}

/**
 * Moves the pointer off the element, to the page's bottom-right corner (its top-left corner was
 * judged outside the viewport by Playwright in the scaled test frame, after some other files).
 */
async function pointerAway() {
  const spot = document.createElement('div');
  spot.style.cssText = 'position: fixed; inset: auto 0 0 auto; inline-size: 8px; block-size: 8px';
  document.body.prepend(spot);
  await userEvent.hover(spot);
  spot.remove();
}

describe('<commune-partners>', () => {
  it('has no serious accessibility violations in either variant', async () => {
    const carousel = await mount();
    const list = await mount({ variant: 'list', 'heading-level': '3' });
    await expect.element(page.getByRole('region', { name: 'Nos partenaires' })).toBeVisible();
    await expectAccessible(carousel);
    await expectAccessible(list);
  });

  it('shows the ten logos three at a time, named by the partners', async () => {
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Nos partenaires' })).toBeVisible();
    const slides = [...el.shadowRoot!.querySelectorAll('[role="group"]')];
    expect(slides).toHaveLength(10);
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(Array.from({ length: 10 }, (_, index) => `${index + 1} sur 10`));
    expect(slidesInView(el)).toEqual(group(1));
    await expect.element(page.getByRole('img', { name: 'FEICOM' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'PNDP' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Découvrir nos partenaires' })).toHaveAttribute('href', '/government/partners');
  });

  it('advances by three every 4000 ms and wraps to the start after the last group', async () => {
    const el = await mount();
    await pointerAway();
    await expect.element(page.getByRole('button', { name: 'Mettre en pause' })).toBeVisible();
    expect(liveSetting(el)).toBe('off');
    await after(el, PARTNER_INTERVAL_MS - 1, group(1));
    await after(el, 1, group(4));
    await after(el, PARTNER_INTERVAL_MS, group(7));
    await after(el, PARTNER_INTERVAL_MS, lastGroup);
    await after(el, PARTNER_INTERVAL_MS, group(1));
    await after(el, PARTNER_INTERVAL_MS, group(4));
  });

  it('pauses while the pointer is over it', async () => {
    const el = await mount();
    await userEvent.hover(page.getByRole('img', { name: 'FEICOM' }));
    await expect.poll(() => liveSetting(el)).toBe('polite');
    await after(el, PARTNER_INTERVAL_MS * 3, group(1));
    await pointerAway();
    await expect.poll(() => liveSetting(el)).toBe('off');
    await after(el, PARTNER_INTERVAL_MS, group(4));
  });

  it('pauses while keyboard focus is inside, and moves with Previous and Next, both ways around', async () => {
    const el = await mount();
    await pointerAway();
    const outside = document.createElement('button');
    outside.textContent = 'Avant';
    document.body.prepend(outside);
    outside.focus();

    await userEvent.keyboard('{Tab}');
    expect(deepActiveElement()?.textContent).toBe('Mettre en pause');
    await userEvent.keyboard('{Tab}');
    expect(deepActiveElement()?.getAttribute('aria-label')).toBe('Partenaires précédents');
    await expect.poll(() => liveSetting(el)).toBe('polite');
    await after(el, PARTNER_INTERVAL_MS * 2, group(1));

    await userEvent.keyboard('{Enter}');
    await expect.poll(() => slidesInView(el)).toEqual(lastGroup);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => slidesInView(el)).toEqual(group(1));
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => slidesInView(el)).toEqual(group(4));
    await after(el, PARTNER_INTERVAL_MS * 2, group(4));

    outside.focus();
    await expect.poll(() => liveSetting(el)).toBe('off');
    await after(el, PARTNER_INTERVAL_MS, group(7));
  });

  it('stops with the Pause button and starts again with Play', async () => {
    const el = await mount();
    await page.getByRole('button', { name: 'Mettre en pause' }).click();
    const play = page.getByRole('button', { name: 'Lecture' });
    await expect.element(play).toBeVisible();
    await pointerAway();
    await after(el, PARTNER_INTERVAL_MS * 3, group(1));
    expect(liveSetting(el)).toBe('polite');

    await play.click();
    await expect.element(page.getByRole('button', { name: 'Mettre en pause' })).toBeVisible();
    // The pointer and focus are on the button itself: that does not hold the carousel back.
    expect(liveSetting(el)).toBe('off');
    await after(el, PARTNER_INTERVAL_MS, group(4));
  });

  it('does not move by itself when the visitor prefers reduced motion, until they press Play', async () => {
    await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
    try {
      const el = await mount();
      await pointerAway();
      const play = page.getByRole('button', { name: 'Lecture' });
      await expect.element(play).toBeVisible();
      expect(liveSetting(el)).toBe('polite');
      await after(el, PARTNER_INTERVAL_MS * 3, group(1));
      // No smooth scrolling either: a move is a jump.
      expect(getComputedStyle(el.shadowRoot!.querySelector('.ui-carousel__viewport')!).scrollBehavior).toBe('auto');

      await play.click();
      await after(el, PARTNER_INTERVAL_MS, group(4));
    } finally {
      await cdp().send('Emulation.setEmulatedMedia', { features: [] });
    }
  });

  it('presents five partners and what they do on the partners page, in French then English', async () => {
    await mount({ variant: 'list' });
    const list = page.getByRole('list', { name: 'Partenaires de la commune' });
    await expect.element(list).toBeVisible();
    expect(list.getByRole('listitem').elements()).toHaveLength(5);
    expect(page.getByRole('heading', { level: 2 }).elements().map((heading) => heading.textContent)).toEqual(['FEICOM', 'PNDP', 'GIZ', 'UNICEF', 'CVUC']);
    await expect.element(list.getByText('Fonds spécial d’équipement et d’intervention intercommunale')).toBeVisible();
    await expect.element(list.getByText(/cofinancé le marché moderne/)).toBeVisible();
    // The name is the heading beside it: the logo adds nothing for a screen reader.
    expect(page.getByRole('img').elements()).toHaveLength(0);
    expect(page.getByRole('region').elements()).toHaveLength(0);

    setLanguage('en');
    await expect.element(page.getByRole('list', { name: 'The council’s partners' })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: 'UCCC' })).toBeVisible();
    await expect.element(page.getByText('United Councils and Cities of Cameroon')).toBeVisible();
  });

  it('follows a language switch in the carousel', async () => {
    const el = await mount({ 'heading-level': '3' });
    await expect.element(page.getByRole('heading', { level: 3, name: 'Nos partenaires' })).toBeVisible();
    setLanguage('en');
    await expect.element(page.getByRole('region', { name: 'Our partners' })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect.element(page.getByRole('img', { name: 'UNDP' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Next partners' })).toBeVisible();
    expect(el.shadowRoot!.querySelector('[role="group"]')!.getAttribute('aria-label')).toBe('1 of 10');
  });

  it('fits a 390 px phone, three logos across, without horizontal scrolling', async () => {
    await page.viewport(390, 844);
    for (const variant of ['carousel', 'list']) {
      const el = await mount({ variant });
      const base = el.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
      expect(base.scrollWidth, variant).toBeLessThanOrEqual(base.clientWidth);
      expect(document.documentElement.scrollWidth, variant).toBeLessThanOrEqual(390);
      resetPage();
    }

    const el = await mount();
    await expect.poll(() => slidesOnScreen(el)).toHaveLength(3);
    const tops = slidesOnScreen(el).map((slide) => slide.getBoundingClientRect().top);
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
  });
});
