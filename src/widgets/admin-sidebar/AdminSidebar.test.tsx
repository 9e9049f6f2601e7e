import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../content/site-map';
import { resetAdminStore } from '../../admin/store';
import { setLanguage } from '../../runtime/store';
import './admin-sidebar.element';
import { adminSidebarMessages } from './messages';
import { adminNav, adminNavLinks, isContentPath, pagePath } from './nav';

describe('the admin’s navigation (SPEC §2)', () => {
  it('lists Dashboard, the Content group’s five pages, then the rest, in the spec’s order', () => {
    expect(adminNav.dashboard.href).toBe(paths.admin);
    expect(adminNav.content.map((link) => link.href)).toEqual([paths.adminNews, paths.adminContentEvents, paths.adminPrograms, paths.adminContentQuickLinks, paths.adminMayor]);
    expect(adminNav.rest.map((link) => link.href)).toEqual([paths.adminPages, paths.adminEvents, paths.adminQuickLinks, paths.adminNotifications, paths.adminTrash, paths.adminSettings]);
    expect(new Set(adminNavLinks.map((link) => link.href)).size).toBe(12);
  });

  it('uses the spec’s English names', () => {
    expect(adminNavLinks.map((link) => adminSidebarMessages.en[link.key])).toEqual([
      'Dashboard',
      'News Articles',
      'Events',
      'Programs',
      'Quick Links',
      'Mayor Updates',
      'Pages',
      'Events',
      'Quick Links',
      'Notifications',
      'Trash',
      'Settings',
    ]);
    expect(adminSidebarMessages.en.content).toBe('Content');
  });

  it('has every text in both languages, French written the French way', () => {
    for (const [key, value] of Object.entries(adminSidebarMessages.en)) expect(value.trim(), key).not.toBe('');
    for (const [key, value] of Object.entries(adminSidebarMessages.fr)) {
      expect(value.trim(), key).not.toBe('');
      expect(value, key).not.toMatch(/'/);
      expect(value, key).not.toMatch(/ [?!:;]/);
    }
  });

  it('knows a page whatever its trailing slash, index.html, query or fragment', () => {
    expect(pagePath('/admin-dtima/content/news/')).toBe('/admin-dtima/content/news');
    expect(pagePath('/admin-dtima/index.html')).toBe('/admin-dtima');
    expect(pagePath('https://commune-dtima.cm/admin-dtima/settings?lang=en#users')).toBe('/admin-dtima/settings');
    expect(isContentPath('/admin-dtima/content/mayor/')).toBe(true);
    expect(isContentPath('/admin-dtima/events')).toBe(false);
    expect(isContentPath('/admin-dtima/content')).toBe(false);
  });
});

describe('<commune-admin-sidebar> in happy-dom', () => {
  afterEach(() => {
    document.body.replaceChildren();
    resetAdminStore();
    setLanguage('fr');
  });

  it('marks the current page and follows the language', async () => {
    document.body.innerHTML = '<commune-admin-sidebar current-path="/admin-dtima/quick-links"></commune-admin-sidebar>';
    const root = () => document.querySelector('commune-admin-sidebar')!.shadowRoot;
    await expect.poll(() => root()?.querySelector('[aria-current="page"]')?.textContent).toBe('Liens rapides');
    expect(root()!.querySelector('[aria-current="page"]')!.getAttribute('href')).toBe('/admin-dtima/quick-links');
    expect(root()!.querySelector('nav')!.getAttribute('aria-label')).toBe('Administration');
    setLanguage('en');
    await expect.poll(() => root()!.querySelector('[aria-current="page"]')?.textContent).toBe('Quick Links');
  });
});
