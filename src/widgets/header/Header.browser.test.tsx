import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { navigation } from '../../content/navigation';
import { getLanguage, languageStore, setLanguage, type Lang } from '../../runtime/store';
import { renderShadowRoot } from '../../ssr/elements';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
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
const focused = () => shadow().activeElement;

/*
 * The menus follow WAI-ARIA's disclosure navigation pattern on `<details>`, with or without
 * script: each menu is a group (its `<details>`, expanded while open) whose summary, the
 * disclosure button, shows and hides a list of links. Playwright gives a summary no role: it is
 * found by its text, inside the one navigation showing (the desktop menus on a wide screen, the
 * small-screen menu's panel once open).
 */
const summary = (name: string) => page.getByRole('navigation').getByText(name, { exact: true });
const menuGroup = (name: string) => page.getByRole('navigation').getByRole('group').filter({ has: page.getByText(name, { exact: true }) });
/** The groups open (Playwright reads a `<details>`' expanded state, but its role query takes no `expanded` for a group). */
const openGroups = () => page.getByRole('navigation').getByRole('group').elements().filter((group) => (group as HTMLDetailsElement).open);
/** The small-screen menu: a group whose summary reads "Menu". */
const menuToggle = () => page.getByText('Menu', { exact: true });
const mobileMenu = () => page.getByRole('group').filter({ has: menuToggle() });
const openMenu = () => shadow().querySelector('.nav-details[open]');

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
  observer.observe(shadow(), { attributes: true, attributeFilter: ['open'], subtree: true });
  return {
    openedAt: (itemText: string) => changes.find((change) => change.menu?.includes(itemText))?.time ?? Number.NaN,
    closedAt: () => changes.findLast((change) => change.menu === null)?.time ?? Number.NaN,
  };
}

beforeEach(async () => {
  setLanguage('fr');
  followed = [];
  // No content server here: the search box lists the pages of the menus it finds itself.
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
  document.addEventListener('click', recordNavigation);
  await page.viewport(1280, 800);
});

afterEach(async () => {
  vi.restoreAllMocks();
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
        await userEvent.click(summary(example.currentGroup.fr));
        await expect.element(menuGroup(example.currentGroup.fr)).toHaveAttribute('open');
      } else {
        await userEvent.click(menuToggle());
        await expect.element(mobileMenu()).toHaveAttribute('open');
      }
      /* oxlint-enable vitest/no-conditional-expect */
      await expect.element(page.getByRole('link', { name: example.currentItem.fr })).toHaveAttribute('aria-current', 'page');
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
    const trigger = summary('Gouvernance');
    const entered = eventTime(trigger.element(), 'pointerenter');
    const menus = watchMenus();
    await userEvent.hover(trigger);
    await expect.element(page.getByRole('link', { name: 'Rencontrer le maire' })).toBeVisible();
    expect(menus.openedAt('Rencontrer le maire') - entered()).toBeGreaterThanOrEqual(MENU_DELAY.open - 5);
    await expect.element(menuGroup('Gouvernance')).toHaveAttribute('open');
    await expect.element(page.getByRole('link', { name: 'Partenaires' })).toHaveAttribute('href', '/government/partners');
  });

  it('skips the delay when moving to the next menu, and closes after the close delay on leaving', async () => {
    await userEvent.hover(summary('Gouvernance'));
    await expect.element(page.getByRole('link', { name: 'Rencontrer le maire' })).toBeVisible();

    const next = summary('Résidents');
    const entered = eventTime(next.element(), 'pointerenter');
    const left = eventTime(next.element(), 'pointerleave');
    const menus = watchMenus();
    await userEvent.hover(next);
    await expect.element(page.getByRole('link', { name: 'Points d’intérêt' })).toBeVisible();
    expect(menus.openedAt('Points d’intérêt') - entered()).toBeLessThan(MENU_DELAY.open / 2);
    expect(openGroups()).toEqual([menuGroup('Résidents').element()]);

    await userEvent.hover(page.getByRole('heading', { name: 'Contenu de la page' }));
    await expect.poll(openMenu).toBeNull();
    expect(menus.closedAt() - left()).toBeGreaterThanOrEqual(MENU_DELAY.close - 5);
  });

  it('stays open while the pointer moves into it, and a click on a link follows it and closes the menu', async () => {
    await userEvent.hover(summary('Entreprises'));
    const item = page.getByRole('link', { name: 'Licences et permis' });
    await expect.element(item).toBeVisible();
    await userEvent.hover(item);
    await wait(MENU_DELAY.close + 100);
    await expect.element(item).toBeVisible();
    await userEvent.click(item);
    expect(followed).toEqual(['/business/licenses']);
    await expect.poll(openMenu).toBeNull();
  });

  it('opens and closes on a click of its summary, one menu at a time, and closes on a press elsewhere', async () => {
    await userEvent.click(summary('Visiteurs'));
    await expect.element(menuGroup('Visiteurs')).toHaveAttribute('open');
    await expect.element(page.getByRole('link', { name: 'Tourisme' })).toBeVisible();
    await userEvent.click(summary('Visiteurs'));
    await expect.element(menuGroup('Visiteurs')).not.toHaveAttribute('open');
    await expect.element(page.getByRole('link', { name: 'Tourisme' })).not.toBeInTheDocument();

    await userEvent.click(summary('Résidents'));
    await userEvent.click(summary('Gouvernance'));
    await expect.element(menuGroup('Gouvernance')).toHaveAttribute('open');
    expect(openGroups()).toEqual([menuGroup('Gouvernance').element()]);

    // The open menu covers the middle of the heading: press its corner.
    await userEvent.click(page.getByRole('heading', { name: 'Contenu de la page' }), { position: { x: 2, y: 2 } });
    await expect.poll(openMenu).toBeNull();
  });

  it('works from the keyboard: Enter, Space, arrows, Home, End, Escape, Tab', async () => {
    const trigger = summary('Visiteurs');
    const group = menuGroup('Visiteurs');
    (trigger.element() as HTMLElement).focus();
    // Enter and Space show and hide the links, focus staying on the summary.
    await userEvent.keyboard('{Enter}');
    await expect.element(group).toHaveAttribute('open');
    expect(focused()?.textContent).toBe('Visiteurs');
    await userEvent.keyboard(' ');
    await expect.element(group).not.toHaveAttribute('open');
    await userEvent.keyboard(' ');
    await expect.element(group).toHaveAttribute('open');

    // The arrows go to the links, and round them; Home and End to the first and last.
    await userEvent.keyboard('{ArrowDown}');
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
    expect(focused()?.textContent).toBe('Visiteurs');

    // From the closed summary, ArrowDown opens on the first link, ArrowUp on the last.
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => focused()?.textContent).toBe('Tourisme');
    await userEvent.keyboard('{Escape}');
    await expect.poll(openMenu).toBeNull();
    await userEvent.keyboard('{ArrowUp}');
    await expect.poll(() => focused()?.textContent).toBe('Événements');
    await expect.element(group).toHaveAttribute('open');

    // Tabbing past the last link leaves the menu, which closes.
    await userEvent.keyboard('{Tab}');
    await expect.poll(openMenu).toBeNull();
    expect(focused()?.textContent).toBe('Entreprises');
  });

  it('nudges a menu that would leave the screen back onto it', async () => {
    await page.viewport(800, 800);
    for (const name of ['Gouvernance', 'Résidents', 'Visiteurs', 'Entreprises']) {
      await userEvent.click(summary(name));
      await expect.element(menuGroup(name)).toHaveAttribute('open');
      const box = menuGroup(name).element().querySelector('.nav-menu')!.getBoundingClientRect();
      expect(box.left, name).toBeGreaterThanOrEqual(0);
      expect(box.right, name).toBeLessThanOrEqual(800 - 8 + 0.5);
    }
  });

  it('marks the current page from the page address when current-path is empty', async () => {
    document.body.replaceChildren();
    const original = location.href;
    await mount();
    host.setAttribute('current-path', '');
    history.pushState(null, '', '/events/');
    try {
      await userEvent.click(summary('Visiteurs'));
      await expect.element(page.getByRole('link', { name: 'Événements' })).toHaveAttribute('aria-current', 'page');
      await expect.element(page.getByRole('link', { name: 'Tourisme' })).not.toHaveAttribute('aria-current');
      expect(shadow().querySelector('summary[data-current]')?.textContent).toBe('Visiteurs');
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

  it('hides the desktop menus behind a Menu summary that shows every group', async () => {
    await expect.element(shadow().querySelector<HTMLElement>('.desktop-nav')!).not.toBeVisible();
    await expect.element(mobileMenu()).not.toHaveAttribute('open');
    await userEvent.click(menuToggle());
    await expect.element(mobileMenu()).toHaveAttribute('open');
    for (const name of ['Rencontrer le maire', 'Guide pratique', 'Restaurants', 'Projets de développement']) {
      await expect.element(page.getByRole('link', { name })).toBeVisible();
    }
    expect(shadow().querySelector('.mobile-menu')!.getBoundingClientRect().right).toBeLessThanOrEqual(390);

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('link', { name: 'Guide pratique' })).not.toBeInTheDocument();
    expect(focused()?.textContent).toBe('Menu');

    await userEvent.click(menuToggle());
    await expect.element(mobileMenu()).toHaveAttribute('open');
    await userEvent.click(menuToggle());
    await expect.element(mobileMenu()).not.toHaveAttribute('open');

    await userEvent.click(menuToggle());
    await userEvent.click(page.getByRole('link', { name: 'Licences et permis' }));
    expect(followed).toEqual(['/business/licenses']);
    await expect.element(mobileMenu()).not.toHaveAttribute('open');
  });

  it('closes on a press outside the header, and gives way to the search', async () => {
    await userEvent.click(menuToggle());
    await expect.element(page.getByRole('link', { name: 'Guide pratique' })).toBeVisible();
    // The panel covers the page below the bar: the press lands on the page's heading all the same.
    page.getByRole('heading', { name: 'Contenu de la page' }).element().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await expect.element(mobileMenu()).not.toHaveAttribute('open');

    await userEvent.click(menuToggle());
    await expect.element(mobileMenu()).toHaveAttribute('open');
    await userEvent.click(page.getByRole('button', { name: 'Rechercher', exact: true }));
    await expect.element(mobileMenu()).not.toHaveAttribute('open');
    await expect.poll(() => deepActiveElement()?.getAttribute('type')).toBe('search');
  });
});

describe('search', () => {
  beforeEach(() => mount());

  it('opens into the field, lists the first results as one types, and Enter opens the search page', async () => {
    const toggle = page.getByRole('button', { name: 'Rechercher', exact: true });
    await userEvent.click(toggle);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    const field = page.getByRole('combobox', { name: 'Rechercher sur le site' });
    await expect.element(field).toHaveAttribute('placeholder', 'Que cherchez-vous\u202f?');
    await expect.poll(() => focused()?.getAttribute('type')).toBe('search');

    await userEvent.keyboard('tourisme');
    await expect.element(page.getByRole('status')).toHaveTextContent('1 résultat');
    await userEvent.fill(field, 'ENTREPRISE');
    await expect.element(page.getByRole('status')).toHaveTextContent('5 premiers résultats');
    await userEvent.fill(field, 'piscine');
    await expect.element(page.getByRole('status')).toHaveTextContent('Aucun résultat');
    await expect.element(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.fill(field, 'hotel');
    await expect.element(page.getByRole('option', { name: /Hôtels et hébergement/ })).toBeVisible();
    await expect.element(field).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Enter}');
    expect(followed).toEqual(['/recherche?q=hotel']);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(field).not.toBeInTheDocument();
  });

  it('opens the result the arrow keys reach', async () => {
    await userEvent.click(page.getByRole('button', { name: 'Rechercher', exact: true }));
    await expect.poll(() => focused()?.getAttribute('type')).toBe('search');
    await userEvent.keyboard('hotel');
    await expect.element(page.getByRole('option', { name: /Hôtels et hébergement/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => followed).toEqual(['/guide-pratique#hotels']);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const toggle = page.getByRole('button', { name: 'Rechercher', exact: true });
    await userEvent.click(toggle);
    await userEvent.keyboard('maire');
    await userEvent.keyboard('{Escape}');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('combobox')).not.toBeInTheDocument();
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
    await expect.element(summary('Government')).toBeVisible();
    await expect.element(page.getByRole('link', { name: /Dtima Council/ })).toBeVisible();
    const back = page.getByRole('link', { name: 'EN Passer en français' });
    await expect.element(back).toHaveAttribute('href', '?lang=fr');

    await userEvent.click(back);
    await expect.element(summary('Gouvernance')).toBeVisible();
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

/** The header as the commune's server writes it, in a declarative shadow root: by default on a host no script upgrades. */
function serverHeader({ tag = 'commune-header-static', lang = 'fr' as Lang, before = (_root: ShadowRoot) => {} } = {}) {
  const html = renderShadowRoot('commune-header', { 'current-path': '/business/taxes' }, { lang, read: new Set() })!;
  const wrapper = document.createElement('div');
  wrapper.setHTMLUnsafe(`<${tag} current-path="/business/taxes">${html}</${tag}>`);
  host = wrapper.firstElementChild as HTMLElement;
  before(host.shadowRoot!);
  document.body.append(wrapper);
  return host;
}

describe('without script', () => {
  it('opens each menu group from its summary, one at a time, and marks the current page', async () => {
    serverHeader();
    expect(shadow().querySelectorAll('button')).toHaveLength(1); // the search, which needs script
    await expectAccessible(host);
    await userEvent.click(summary('Entreprises'));
    await expect.element(page.getByRole('link', { name: 'Taxes municipales' })).toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByRole('link', { name: 'Licences et permis' })).toBeVisible();
    await userEvent.click(summary('Gouvernance'));
    await expect.element(page.getByRole('link', { name: 'Rencontrer le maire' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Licences et permis' })).not.toBeInTheDocument();
    expect(openGroups()).toEqual([menuGroup('Gouvernance').element()]);
    await expectAccessible(host);
    await expect.element(page.getByRole('link', { name: 'FR Switch to English' })).toHaveAttribute('href', '?lang=en');
  });

  it('opens the small-screen menu from its summary', async () => {
    await page.viewport(390, 844);
    serverHeader();
    await expect.element(page.getByRole('link', { name: 'Guide pratique' })).not.toBeInTheDocument();
    await userEvent.click(menuToggle());
    await expect.element(mobileMenu()).toHaveAttribute('open');
    for (const name of ['Rencontrer le maire', 'Guide pratique', 'Restaurants']) {
      await expect.element(page.getByRole('link', { name })).toBeVisible();
    }
    await expectAccessible(host);
  });
});

describe('taking over the server HTML', () => {
  it('hydrates without a mismatch and keeps every node of the menus, carrying on with the group the visitor had opened', async () => {
    // Hydration starts from the store's first language (zustand's server snapshot): render in it.
    const lang = languageStore.getInitialState().lang;
    setLanguage(lang);
    const errors = vi.spyOn(console, 'error');
    let nodes: Element[] = [];
    const menuNodes = () => [...shadow().querySelectorAll('nav li, details, summary, a')];
    serverHeader({
      tag: 'commune-header',
      lang,
      before: () => {
        nodes = menuNodes();
        // The visitor opened « Entreprises » before the script came.
        shadow().querySelector<HTMLDetailsElement>('[data-group="business"] details')!.open = true;
      },
    });
    const business = shadow().querySelector<HTMLDetailsElement>('[data-group="business"] details')!;
    expect(nodes.filter((node) => node.localName === 'details')).toHaveLength(5); // four menus and the small-screen one
    expect(nodes.filter((node) => node.localName === 'summary')).toHaveLength(5);

    // Once hydrated and its effects have run, the header has taken the open group over: a press elsewhere closes it.
    await vi.waitFor(() => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      expect(business.open).toBe(false);
    });

    // The scripted menus, on the server's nodes: ArrowDown opens « Gouvernance » on its first link, hovering opens « Entreprises ».
    const [government, businessGroup] = [navigation[0]!, navigation[3]!];
    summary(government.label[lang]).element().focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => focused()?.textContent).toBe(government.items[0]!.label[lang]);
    await expect.element(menuGroup(government.label[lang])).toHaveAttribute('open');
    await userEvent.keyboard('{Escape}');
    await expect.poll(openMenu).toBeNull();
    await userEvent.hover(summary(businessGroup.label[lang]));
    await expect.element(page.getByRole('link', { name: businessGroup.items.find((item) => item.href === '/business/taxes')!.label[lang] })).toHaveAttribute('aria-current', 'page');

    const after = menuNodes();
    expect(after).toHaveLength(nodes.length);
    after.forEach((node, index) => expect(node === nodes[index], `${node.localName} ${node.textContent}`).toBe(true));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
