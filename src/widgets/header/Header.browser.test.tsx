import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { getLanguage, languageStore, setLanguage } from '../../core/store';
import { renderShadowRoot } from '../../ssr/elements';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../test/kit';
import { MENU_DELAY } from './Header';
import { headerExamples } from './header.examples';
import './header.element';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Links in these tests must not navigate the test page away: record where they lead instead. */
let followed: string[] = [];
function recordNavigation(event: MouseEvent) {
  if (event.defaultPrevented) return;
  const link = event.composedPath().find((target): target is HTMLAnchorElement => target instanceof HTMLAnchorElement);
  if (!link) return;
  event.preventDefault();
  followed.push(link.getAttribute('href') ?? '');
}

let host: HTMLElement;
const shadow = () => host.shadowRoot!;
const openMenu = () => shadow().querySelector('[role="menu"]');
const focused = () => shadow().activeElement;

async function mount(currentPath: string | null = '/business/taxes') {
  host = await mountElement('commune-header', { lang: 'fr', attributes: currentPath === null ? {} : { 'current-path': currentPath } });
  document.body.insertAdjacentHTML('beforeend', '<main style="padding-top: 6rem"><h1>Contenu de la page</h1></main>');
  await expect.element(page.getByRole('link', { name: /Commune de Dtima/ })).toBeInTheDocument();
}

/** When `type` next fires on `target`, by the page's clock. */
function eventTime(target: Element, type: string): () => number {
  let time = Number.NaN;
  target.addEventListener(type, () => (time = performance.now()), { once: true });
  return () => time;
}

/** When menus open and close, by the page's clock, however slow the test driver is. */
function watchMenus() {
  const changes: Array<{ time: number; menu: string | null }> = [];
  const observer = new MutationObserver(() => {
    changes.push({ time: performance.now(), menu: openMenu()?.textContent ?? null });
  });
  observer.observe(shadow(), { childList: true, subtree: true });
  return {
    openedAt: (itemText: string) => changes.find((change) => change.menu?.includes(itemText))?.time ?? Number.NaN,
    closedAt: () => changes.findLast((change) => change.menu === null)?.time ?? Number.NaN,
  };
}

beforeEach(async () => {
  setLanguage('fr');
  followed = [];
  document.addEventListener('click', recordNavigation);
  await page.viewport(1280, 800);
});

afterEach(async () => {
  document.removeEventListener('click', recordNavigation);
  await userEvent.unhover(document.body);
  resetPage();
});

describe('examples', () => {
  for (const example of headerExamples) {
    it(`${example.name}: accessible closed and open, current page marked`, async () => {
      await page.viewport(example.width, 800);
      await mount(example.currentPath);
      await expectAccessible(host);

      /* oxlint-disable vitest/no-conditional-expect -- the example's width picks the desktop dropdown or the mobile menu, and each branch asserts */
      if (example.width >= 768) {
        const trigger = page.getByRole('button', { name: example.currentGroup.fr });
        await userEvent.click(trigger);
        await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
        await expect.element(page.getByRole('menuitem', { name: example.currentItem.fr })).toHaveAttribute('aria-current', 'page');
      } else {
        await userEvent.click(page.getByRole('button', { name: 'Menu' }));
        await expect.element(page.getByRole('link', { name: example.currentItem.fr })).toHaveAttribute('aria-current', 'page');
      }
      /* oxlint-enable vitest/no-conditional-expect */
      await expectAccessible(host);

      await userEvent.click(page.getByRole('button', { name: 'Rechercher', exact: true }));
      // The search loads on first use: type once its field is there and focused, as a person would.
      await expect.poll(() => deepActiveElement()?.getAttribute('type')).toBe('search');
      await userEvent.keyboard('taxe');
      await expect.element(page.getByRole('status')).toHaveTextContent('1 résultat');
      await expectAccessible(host);
    });
  }
});

describe('desktop menus', () => {
  beforeEach(() => mount());

  it('opens on hover after the open delay, not before', async () => {
    const trigger = page.getByRole('button', { name: 'Gouvernance' });
    const entered = eventTime(trigger.element(), 'pointerenter');
    const menus = watchMenus();
    await userEvent.hover(trigger);
    await expect.element(page.getByRole('menuitem', { name: 'Rencontrer le maire' })).toBeVisible();
    expect(menus.openedAt('Rencontrer le maire') - entered()).toBeGreaterThanOrEqual(MENU_DELAY.open - 5);
    await expect.element(page.getByRole('menuitem', { name: 'Partenaires' })).toHaveAttribute('href', '/government/partners');
  });

  it('skips the delay when moving to the next menu, and closes after the close delay on leaving', async () => {
    await userEvent.hover(page.getByRole('button', { name: 'Gouvernance' }));
    await expect.element(page.getByRole('menuitem', { name: 'Rencontrer le maire' })).toBeVisible();

    const next = page.getByRole('button', { name: 'Résidents' });
    const entered = eventTime(next.element(), 'pointerenter');
    const left = eventTime(next.element(), 'pointerleave');
    const menus = watchMenus();
    await userEvent.hover(next);
    await expect.element(page.getByRole('menuitem', { name: 'Points d’intérêt' })).toBeVisible();
    expect(menus.openedAt('Points d’intérêt') - entered()).toBeLessThan(MENU_DELAY.open / 2);
    expect(shadow().querySelectorAll('[role="menu"]')).toHaveLength(1);

    await userEvent.hover(page.getByRole('heading', { name: 'Contenu de la page' }));
    await expect.poll(openMenu).toBeNull();
    expect(menus.closedAt() - left()).toBeGreaterThanOrEqual(MENU_DELAY.close - 5);
  });

  it('stays open while the pointer moves into it, and a click keeps it open', async () => {
    const trigger = page.getByRole('button', { name: 'Entreprises' });
    await userEvent.hover(trigger);
    const item = page.getByRole('menuitem', { name: 'Licences et permis' });
    await expect.element(item).toBeVisible();
    await userEvent.hover(item);
    await wait(MENU_DELAY.close + 100);
    await expect.element(item).toBeVisible();
    await userEvent.click(item);
    expect(followed).toEqual(['/business/licenses']);
    expect(openMenu()).toBeNull();
  });

  it('works from the keyboard: Enter, arrows, Home, End, Escape, Tab', async () => {
    const trigger = page.getByRole('button', { name: 'Visiteurs' });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => focused()?.textContent).toBe('Tourisme');
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => focused()?.textContent).toBe('Hôtels et hébergement');
    await userEvent.keyboard('{End}');
    await expect.poll(() => focused()?.textContent).toBe('Événements');
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => focused()?.textContent).toBe('Tourisme');
    await userEvent.keyboard('{ArrowUp}');
    await expect.poll(() => focused()?.textContent).toBe('Événements');
    await userEvent.keyboard('{Home}');
    await expect.poll(() => focused()?.textContent).toBe('Tourisme');

    await userEvent.keyboard('{Escape}');
    await expect.poll(openMenu).toBeNull();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(focused()?.textContent).toBe('Visiteurs');

    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => focused()?.textContent).toBe('Tourisme');
    await userEvent.keyboard('{Tab}');
    await expect.poll(openMenu).toBeNull();
    expect(focused()?.textContent).toBe('Entreprises');
  });

  it('marks the current page from the page address when current-path is empty', async () => {
    document.body.replaceChildren();
    const original = location.href;
    await mount();
    host.setAttribute('current-path', '');
    history.pushState(null, '', '/events/');
    try {
      await userEvent.click(page.getByRole('button', { name: 'Visiteurs' }));
      await expect.element(page.getByRole('menuitem', { name: 'Événements' })).toHaveAttribute('aria-current', 'page');
      await expect.element(page.getByRole('menuitem', { name: 'Tourisme' })).not.toHaveAttribute('aria-current');
    } finally {
      history.replaceState(null, '', original);
    }
  });
});

describe('small screens', () => {
  beforeEach(async () => {
    await page.viewport(390, 844);
    await mount('/');
  });

  it('hides the desktop menus behind a Menu button that opens every group', async () => {
    await expect.element(page.getByRole('button', { name: 'Gouvernance' })).not.toBeInTheDocument();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect.element(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    await expect.element(menuButton).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Rencontrer le maire', 'Guide pratique', 'Restaurants', 'Projets de développement']) {
      await expect.element(page.getByRole('link', { name })).toBeVisible();
    }
    const panel = shadow().getElementById(menuButton.element().getAttribute('aria-controls')!)!;
    expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(390);

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('link', { name: 'Guide pratique' })).not.toBeInTheDocument();
    expect(focused()?.textContent).toBe('Menu');

    await userEvent.click(menuButton);
    await userEvent.click(page.getByRole('link', { name: 'Licences et permis' }));
    expect(followed).toEqual(['/business/licenses']);
    await expect.element(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('search', () => {
  beforeEach(() => mount());

  it('opens into the field, filters pages as one types, and Enter follows the first', async () => {
    const toggle = page.getByRole('button', { name: 'Rechercher', exact: true });
    await userEvent.click(toggle);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    const field = page.getByRole('searchbox', { name: 'Rechercher sur le site' });
    await expect.element(field).toHaveAttribute('placeholder', 'Que cherchez-vous\u202f?');
    await expect.poll(() => focused()?.getAttribute('type')).toBe('search');

    await userEvent.keyboard('tourisme');
    await expect.element(page.getByRole('status')).toHaveTextContent('1 résultat');
    await userEvent.fill(field, 'ENTREPRISE');
    await expect.element(page.getByRole('status')).toHaveTextContent('5 résultats');
    await userEvent.fill(field, 'piscine');
    await expect.element(page.getByRole('status')).toHaveTextContent('Aucun résultat');
    await userEvent.fill(field, 'hotel');
    await expect.element(page.getByRole('link', { name: /Hôtels et hébergement/ })).toHaveAttribute('href', '/guide-pratique#hotels');

    await userEvent.keyboard('{Enter}');
    expect(followed).toEqual(['/guide-pratique#hotels']);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(field).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const toggle = page.getByRole('button', { name: 'Rechercher', exact: true });
    await userEvent.click(toggle);
    await userEvent.keyboard('maire');
    await userEvent.keyboard('{Escape}');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('searchbox')).not.toBeInTheDocument();
    expect(focused()?.getAttribute('aria-label')).toBe('Rechercher');
  });
});

describe('language switch', () => {
  beforeEach(() => mount());

  it('is a link to the page in the other language, offered in that language, that switches the page in place', async () => {
    const toSwitch = page.getByRole('link', { name: 'FR Switch to English' });
    await expect.element(toSwitch).toHaveAttribute('href', '?lang=en');
    await expect.element(toSwitch).toHaveAttribute('hreflang', 'en');
    expect(shadow().querySelector('.language-switch [lang="en"]')?.textContent).toBe('Switch to English');

    await userEvent.click(toSwitch);
    expect(followed).toEqual([]);
    expect(getLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await expect.element(page.getByRole('button', { name: 'Government' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: /Dtima Council/ })).toBeVisible();
    const back = page.getByRole('link', { name: 'EN Passer en français' });
    await expect.element(back).toHaveAttribute('href', '?lang=fr');

    await userEvent.click(back);
    await expect.element(page.getByRole('button', { name: 'Gouvernance' })).toBeVisible();
  });

  it('lets the browser load the other language on a page the commune’s server rendered', async () => {
    document.documentElement.setAttribute('data-commune-ssr', '');
    try {
      await userEvent.click(page.getByRole('link', { name: 'FR Switch to English' }));
      expect(followed).toEqual(['?lang=en']);
      expect(getLanguage()).toBe('fr');
    } finally {
      document.documentElement.removeAttribute('data-commune-ssr');
    }
  });
});

/** The header as the commune's server writes it: a declarative shadow root, on a host no script upgrades. */
function serverHeader(tag = 'commune-header-static') {
  const html = renderShadowRoot('commune-header', { 'current-path': '/business/taxes' }, { lang: 'fr', read: new Set() })!;
  const wrapper = document.createElement('div');
  wrapper.setHTMLUnsafe(`<${tag} current-path="/business/taxes">${html}</${tag}>`);
  host = wrapper.firstElementChild as HTMLElement;
  document.body.append(wrapper);
  return host;
}

describe('without script', () => {
  const summary = (group: string) => shadow().querySelector<HTMLElement>(`[data-group="${group}"] summary`)!;
  const link = (name: string) => [...shadow().querySelectorAll('a')].find((anchor) => anchor.textContent === name)!;

  it('opens each menu group from its summary, one at a time, and marks the current page', async () => {
    serverHeader();
    expect(shadow().querySelectorAll('button')).toHaveLength(1); // the search, which needs script
    await expectAccessible(host);
    await userEvent.click(summary('business'));
    await expect.element(page.getByRole('link', { name: 'Taxes municipales' })).toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByRole('link', { name: 'Licences et permis' })).toBeVisible();
    await userEvent.click(summary('government'));
    await expect.element(page.getByRole('link', { name: 'Rencontrer le maire' })).toBeVisible();
    await expect.element(link('Licences et permis')).not.toBeVisible();
    await expectAccessible(host);
    await expect.element(page.getByRole('link', { name: 'FR Switch to English' })).toHaveAttribute('href', '?lang=en');
  });

  it('opens the small-screen menu from its summary', async () => {
    await page.viewport(390, 844);
    serverHeader();
    const toggle = shadow().querySelector<HTMLElement>('.menu-toggle')!;
    expect(toggle.localName).toBe('summary');
    await expect.element(link('Guide pratique')).not.toBeVisible();
    await userEvent.click(toggle);
    for (const name of ['Rencontrer le maire', 'Guide pratique', 'Restaurants']) {
      await expect.element(page.getByRole('link', { name })).toBeVisible();
    }
    await expectAccessible(host);
  });
});

describe('taking over the server HTML', () => {
  it('hydrates without a mismatch, then keeps the group the visitor had opened, as the scripted menu', async () => {
    // Hydration starts from the store's first language (zustand's server snapshot): render in it.
    const lang = languageStore.getInitialState().lang;
    setLanguage(lang);
    const errors = vi.spyOn(console, 'error');
    const html = renderShadowRoot('commune-header', { 'current-path': '/business/taxes' }, { lang, read: new Set() })!;
    const wrapper = document.createElement('div');
    wrapper.setHTMLUnsafe(`<commune-header current-path="/business/taxes">${html}</commune-header>`);
    host = wrapper.firstElementChild as HTMLElement;
    // The visitor opened « Entreprises » before the script came.
    host.shadowRoot!.querySelector<HTMLDetailsElement>('[data-group="business"] details')!.open = true;
    document.body.append(wrapper);
    await expect.poll(() => shadow().querySelector('[data-group="business"] button')?.getAttribute('aria-expanded')).toBe('true');
    expect(shadow().querySelector('[role="menu"] [aria-current="page"]')?.getAttribute('href')).toBe('/business/taxes');
    expect(shadow().querySelector('details')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
