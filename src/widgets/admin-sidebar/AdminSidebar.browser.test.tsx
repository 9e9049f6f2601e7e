import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminStore } from '../../admin/store';
import { setLanguage } from '../../runtime/store';
import { mockApiPerTest } from '../../testing/admin';
import { deepActiveElement, expectAccessible, mountElement } from '../../testing/kit';
import '../admin-header/admin-header.element';
import './admin-sidebar.element';
import { collectionLinks } from './nav';

/** Clicks on links stay on the test page (the shell's router would open them in place). */
const stayOnPage = (event: MouseEvent) => {
  if (event.composedPath().some((node) => node instanceof HTMLAnchorElement)) event.preventDefault();
};

mockApiPerTest();
beforeEach(() => document.addEventListener('click', stayOnPage));
afterEach(() => document.removeEventListener('click', stayOnPage));

const mount = (path: string) => mountElement('commune-admin-sidebar', { attributes: { 'current-path': path } });
const nav = () => page.getByRole('navigation', { name: 'Administration' });
const contentButton = () => page.getByRole('button', { name: /^(Contenu|Content)$/ });

/** The Content group ends with the collections without a screen of their own (none today). */
const collectionNames = (lang: 'fr' | 'en') => collectionLinks.map((link) => link.label[lang]);

const FRENCH_LINKS = [
  'Tableau de bord',
  'Articles d’actualité',
  'Événements',
  'Programmes',
  'Liens rapides',
  'Messages du maire',
  ...collectionNames('fr'),
  'Pages',
  'Événements',
  'Liens rapides',
  'Notifications',
  'Corbeille',
  'Paramètres',
  'Retour au site public',
];

describe('<commune-admin-sidebar>', () => {
  it('lists the admin’s pages in order, the current one marked, its group open', async () => {
    const el = await mount('/admin-dtima/content/news');
    await expectAccessible(el);
    await expect.element(nav()).toBeVisible();
    const links = nav().getByRole('link').elements() as HTMLAnchorElement[];
    expect(links.map((link) => link.textContent)).toEqual(FRENCH_LINKS);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin-dtima',
      '/admin-dtima/content/news',
      '/admin-dtima/content/events',
      '/admin-dtima/content/programs',
      '/admin-dtima/content/quick-links',
      '/admin-dtima/content/mayor',
      ...collectionLinks.map((link) => link.href),
      '/admin-dtima/pages',
      '/admin-dtima/events',
      '/admin-dtima/quick-links',
      '/admin-dtima/notifications',
      '/admin-dtima/trash',
      '/admin-dtima/settings',
      '/',
    ]);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual(['/admin-dtima/content/news']);
    // Seen, not only announced: the current link has its own background.
    const style = getComputedStyle(current[0]);
    expect(style.backgroundColor).not.toBe(getComputedStyle(links[0]).backgroundColor);
    expect(style.fontWeight).toBe('700');
    await expect.element(contentButton()).toHaveAttribute('aria-expanded', 'true');
    // 16rem wide beside the page (SPEC).
    expect(nav().element().getBoundingClientRect().width).toBe(256);
  });

  it('opens and closes the Content group with a click or the keyboard', async () => {
    const el = await mount('/admin-dtima');
    const button = contentButton();
    const news = page.getByRole('link', { name: 'Articles d’actualité' });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    const controlled = el.shadowRoot!.getElementById(button.element().getAttribute('aria-controls')!)!;
    expect(controlled.localName).toBe('ul');
    await expect.element(news).not.toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Tableau de bord' }).element().getAttribute('aria-current')).toBe('page');

    await button.click();
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    await expect.element(news).toBeVisible();
    expect(controlled.contains(news.element())).toBe(true);
    await expectAccessible(el);

    await button.click();
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    await expect.element(news).not.toBeInTheDocument();

    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows current-path: the new page is marked and its group opens', async () => {
    const el = await mount('/admin-dtima/settings');
    await expect.element(contentButton()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('link', { name: 'Paramètres' })).toHaveAttribute('aria-current', 'page');
    el.setAttribute('current-path', '/admin-dtima/content/mayor/');
    await expect.element(contentButton()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('link', { name: 'Messages du maire' })).toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByRole('link', { name: 'Paramètres' })).not.toHaveAttribute('aria-current');
    // The top-level Events is another page than the Content group's.
    el.setAttribute('current-path', '/admin-dtima/events');
    const events = page.getByRole('link', { name: 'Événements' }).elements();
    await expect.poll(() => events.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page']);
  });

  it('speaks English on an English page', async () => {
    setLanguage('en');
    const el = await mount('/admin-dtima/content/programs');
    const links = nav().getByRole('link').elements().map((link) => link.textContent);
    expect(links).toEqual([
      'Dashboard',
      'News Articles',
      'Events',
      'Programs',
      'Quick Links',
      'Mayor Updates',
      ...collectionNames('en'),
      'Pages',
      'Events',
      'Quick Links',
      'Notifications',
      'Trash',
      'Settings',
      'Back to the public site',
    ]);
    await expect.element(page.getByRole('button', { name: 'Content' })).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('link', { name: 'Programs' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(el);
  });
});

describe('<commune-admin-sidebar> on a small screen, with the header’s menu button', () => {
  async function mountFrame(path = '/admin-dtima/content/news') {
    await page.viewport(390, 800);
    const header = await mountElement('commune-admin-header', { attributes: { 'current-path': path } });
    const sidebar = await mount(path);
    const main = document.createElement('main');
    main.innerHTML = '<h1>Gestion des actualités</h1><p><a href="#top">Un lien de la page</a></p>';
    document.body.append(main);
    return { header, sidebar };
  }
  const menu = () => page.getByRole('button', { name: 'Menu', exact: true });
  /** Whether the panel shows (a hidden one is out of the accessibility tree, so roles cannot find it). */
  const panelShown = () => document.querySelector('commune-admin-sidebar')!.shadowRoot!.querySelector('nav')!.checkVisibility();

  it('is hidden until the menu button opens it over the page, then Escape closes it and focus goes back', async () => {
    const { sidebar } = await mountFrame();
    await expect.poll(panelShown).toBe(false);
    await expect.element(menu()).toHaveAttribute('aria-expanded', 'false');

    await menu().click();
    await expect.element(menu()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(nav()).toBeVisible();
    expect(adminStore.getState().sidebarOpen).toBe(true);
    // A panel over the page, holding the focus on the current page's link.
    expect(getComputedStyle(nav().element()).position).toBe('fixed');
    await expect.poll(deepActiveElement).toBe(page.getByRole('link', { name: 'Articles d’actualité' }).element());
    await expectAccessible(sidebar);

    await userEvent.keyboard('{Escape}');
    await expect.poll(panelShown).toBe(false);
    await expect.element(menu()).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(deepActiveElement).toBe(menu().element());
  });

  it('closes when a link in it is followed, giving focus back to the menu button', async () => {
    await mountFrame();
    await menu().click();
    await page.getByRole('link', { name: 'Paramètres' }).click();
    await expect.poll(panelShown).toBe(false);
    await expect.poll(deepActiveElement).toBe(menu().element());
  });

  it('closes with its own close button, a press beside it, or by tabbing out of it', async () => {
    await mountFrame();
    await menu().click();
    await page.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect.poll(panelShown).toBe(false);
    await expect.poll(deepActiveElement).toBe(menu().element());

    await menu().click();
    await expect.element(nav()).toBeVisible();
    await userEvent.click(document.body, { position: { x: 370, y: 400 } });
    await expect.poll(panelShown).toBe(false);

    await menu().click();
    await expect.element(nav()).toBeVisible();
    (page.getByRole('link', { name: 'Retour au site public' }).element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.poll(panelShown).toBe(false);
    await expect.poll(deepActiveElement).toBe(page.getByRole('link', { name: 'Un lien de la page' }).element());
  });

  it('closes when another page is shown', async () => {
    const { sidebar } = await mountFrame();
    await menu().click();
    await expect.element(nav()).toBeVisible();
    sidebar.setAttribute('current-path', '/admin-dtima/pages');
    await expect.poll(panelShown).toBe(false);
  });
});
