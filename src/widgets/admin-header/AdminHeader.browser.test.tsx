import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { MockApi } from '../../testing/mock-server';
import { adminStore, resetAdminStore } from '../../admin/store';
import { getLanguage, setLanguage } from '../../runtime/store';
import { mockApiPerTest } from '../../testing/admin';
import { deepActiveElement, expectAccessible, mountElement, resetPage, shadowText } from '../../testing/kit';
import './admin-header.element';
import { navigation } from './navigation';

let assignSpy: MockInstance<(url: string) => void>;

/** Clicks on links stay on the test page (the shell's router would open them in place). */
const stayOnPage = (event: MouseEvent) => {
  if (event.composedPath().some((node) => node instanceof HTMLAnchorElement)) event.preventDefault();
};

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** Three notifications, two of them unread. */
function arrangeNotifications(api: MockApi) {
  const note = (id: number, fr: string, en: string, createdAt: string, readAt: string | null) => ({
    id,
    kind: 'message' as const,
    subject: 'messages',
    subjectId: id,
    summary: { fr, en },
    createdAt,
    readAt,
    version: 1,
  });
  api.state.notifications.push(
    note(1, 'Nouveau message de Hamadou Bello', 'New message from Hamadou Bello', ago(3 * 24 * 60 * MINUTE), ago(2 * 24 * 60 * MINUTE)),
    note(2, 'Nouveau message de Kaltoumi Wandala', 'New message from Kaltoumi Wandala', ago(2 * 60 * MINUTE), null),
    note(3, 'Actualité publiée : Foire aux oignons de Dtima', 'News published: Dtima onion fair', ago(5 * MINUTE), null),
  );
}

const mock = mockApiPerTest();

// Declared after mockApiPerTest(), so this afterEach runs first: a test's fetch spy is restored before the mock is removed.
beforeEach(() => {
  assignSpy = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
  document.addEventListener('click', stayOnPage);
});

afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  vi.restoreAllMocks();
});

const mount = (attributes: Record<string, string> = { 'current-path': '/admin-dtima/content/news' }) => mountElement('commune-admin-header', { attributes });
const bell = () => page.getByRole('button', { name: /^Notifications/ });
const search = () => page.getByRole('searchbox', { name: 'Rechercher dans le tableau de bord' });

describe('<commune-admin-header>', () => {
  it('greets the signed-in member by name, with the area’s title', async () => {
    const el = await mount();
    await expect.element(page.getByText('Bon retour, Admin')).toBeVisible();
    await expect.element(page.getByText('Espace d’administration')).toBeVisible();
    await expect.element(page.getByRole('banner')).toBeVisible();
    await expectAccessible(el);
    resetPage();
    resetAdminStore();

    mock.api.signIn('editor');
    await mount();
    await expect.element(page.getByText('Bon retour, Aïssatou Mohamadou')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Mon compte, Aïssatou Mohamadou' })).toBeVisible();
  });

  it('writes what is typed in the search box to the shared query, and empties it on another page', async () => {
    const el = await mount();
    await expect.element(search()).toHaveAttribute('placeholder', 'Rechercher dans le tableau de bord…');
    await search().fill('foire');
    expect(adminStore.getState().query).toBe('foire');
    await userEvent.type(search(), ' oignons');
    expect(adminStore.getState().query).toBe('foire oignons');
    el.setAttribute('current-path', '/admin-dtima/content/events');
    await expect.poll(() => adminStore.getState().query).toBe('');
    await expect.element(search()).toHaveValue('');

    setLanguage('en');
    await expect.element(page.getByRole('searchbox', { name: 'Search in dashboard' })).toHaveAttribute('placeholder', 'Search in dashboard...');
  });

  it('shows the language as FR or EN and offers the other one', async () => {
    const el = await mount();
    const toEnglish = page.getByRole('button', { name: 'FR Switch to English' });
    await expect.element(toEnglish).toHaveTextContent(/^FR/);
    await toEnglish.click();
    expect(getLanguage()).toBe('en');
    const toFrench = page.getByRole('button', { name: 'EN Passer en français' });
    await expect.element(toFrench).toBeVisible();
    await expect.element(page.getByText('Welcome back, Admin')).toBeVisible();
    await expect.element(page.getByText('Administration', { exact: true }).first()).toBeVisible();
    expect(el.shadowRoot!.querySelector('[lang="fr"]')?.textContent).toBe('Passer en français');
    await expectAccessible(el);
    await toFrench.click();
    expect(getLanguage()).toBe('fr');
  });

  it('puts a dot on the bell while notifications are unread, and says how many', async () => {
    arrangeNotifications(mock.api);
    const el = await mount();
    await expect.element(bell()).toHaveAccessibleName('Notifications, 2 non lues');
    expect(el.shadowRoot!.querySelector('.admin-header__dot')?.checkVisibility()).toBe(true);
    expect(adminStore.getState().unread).toBe(2);
    await expectAccessible(el);
  });

  it('opens the latest notifications from the bell, marks them read and links to all of them', async () => {
    arrangeNotifications(mock.api);
    const el = await mount();
    await expect.element(bell()).toHaveAccessibleName('Notifications, 2 non lues');
    await bell().click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    await expect.element(dialog).toBeVisible();
    const items = dialog.getByRole('listitem');
    await expect.poll(() => items.elements().map((item) => item.querySelector('p')!.textContent)).toEqual([
      'Non lue\u00a0: Actualité publiée : Foire aux oignons de Dtima',
      'Non lue\u00a0: Nouveau message de Kaltoumi Wandala',
      'Nouveau message de Hamadou Bello',
    ]);
    await expect.element(dialog.getByText('il y a 5 min')).toBeVisible();
    await expect.element(dialog.getByText('il y a 2 h')).toBeVisible();
    await expect.element(dialog.getByRole('link', { name: 'Toutes les notifications' })).toHaveAttribute('href', '/admin-dtima/notifications');
    await expect.poll(() => mock.api.requests).toContain('POST /api/v1/notifications/read');
    await expect.poll(() => adminStore.getState().unread).toBe(0);
    expect(mock.api.state.notifications.every((item) => item.readAt !== null)).toBe(true);
    await expectAccessible(el);

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(bell()).toHaveAccessibleName('Notifications, aucune non lue');
    expect(el.shadowRoot!.querySelector('.admin-header__dot')).toBeNull();
    await expect.poll(deepActiveElement).toBe(bell().element());

    await bell().click();
    await dialog.getByRole('link', { name: 'Toutes les notifications' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('shows the notifications in English on an English page, and says when there are none', async () => {
    setLanguage('en');
    await mount();
    await expect.element(bell()).toHaveAccessibleName('Notifications, none unread');
    await bell().click();
    await expect.element(page.getByRole('dialog', { name: 'Notifications' }).getByText('No notifications yet.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'All notifications' })).toBeVisible();
    expect(mock.api.requests).not.toContain('POST /api/v1/notifications/read');
  });

  it('says when the notifications could not be loaded, and tries again', async () => {
    // The server fails on the notifications only (the greeting's request goes through).
    let failing = true;
    const answer = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      failing && String(input instanceof Request ? input.url : input).includes('/api/v1/notifications')
        ? Promise.resolve(Response.json({ error: { code: 'internal', message: 'Erreur interne du serveur.' } }, { status: 500 }))
        : answer(input, init),
    );
    await mount();
    await expect.element(page.getByText('Bon retour, Admin')).toBeVisible();
    await expect.element(bell()).toHaveAccessibleName('Notifications');
    await bell().click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    await expect.element(dialog.getByText('Les notifications n’ont pas pu être chargées.')).toBeVisible();
    failing = false;
    arrangeNotifications(mock.api);
    await dialog.getByRole('button', { name: 'Réessayer' }).click();
    await expect.element(dialog.getByText('Nouveau message de Hamadou Bello')).toBeVisible();
  });

  it('offers Settings, the other language and Log out in the account menu', async () => {
    const el = await mount();
    const account = page.getByRole('button', { name: 'Mon compte, Admin' });
    await account.click();
    const menu = page.getByRole('menu');
    await expect.element(menu).toBeVisible();
    const items = menu.getByRole('menuitem').elements().map((item) => item.textContent);
    expect(items).toEqual(['Paramètres', 'English', 'Se déconnecter']);
    await expect.element(menu.getByRole('menuitem', { name: 'Paramètres' })).toHaveAttribute('href', '/admin-dtima/settings');
    await expectAccessible(el);

    await menu.getByRole('menuitem', { name: 'English' }).click();
    expect(getLanguage()).toBe('en');
    await expect.element(menu).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'My account, Admin' }).click();
    await expect.element(menu).toBeVisible();
    expect(menu.getByRole('menuitem').elements().map((item) => item.textContent)).toEqual(['Settings', 'Français', 'Log out']);
    await userEvent.keyboard('{Escape}');
    await expect.poll(deepActiveElement).toBe(page.getByRole('button', { name: 'My account, Admin' }).element());
  });

  it('logs out: ends the session, then the sign-in page', async () => {
    await mount();
    await page.getByRole('button', { name: 'Mon compte, Admin' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect.poll(() => assignSpy.mock.calls).toEqual([['/admin-dtima/login']]);
    expect(mock.api.requests).toContain('DELETE /api/v1/session');
    expect(mock.api.state.session).toBeNull();
    expect(adminStore.getState().user).toBeNull();
  });

  it('stays on the page and says so when logging out fails', async () => {
    await mount();
    await page.getByRole('button', { name: 'Mon compte, Admin' }).click();
    mock.api.failNext('network');
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect.poll(() => document.querySelector('commune-toaster')?.shadowRoot?.textContent ?? '').toContain('La déconnexion n’a pas abouti');
    expect(assignSpy).not.toHaveBeenCalled();
    document.querySelector('commune-toaster')?.remove();
  });

  it('shows the menu button on small screens only; it opens and closes the sidebar', async () => {
    await mount();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect.element(menu).not.toBeInTheDocument();
    await page.viewport(390, 800);
    await expect.element(menu).toBeVisible();
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    expect(adminStore.getState().sidebarOpen).toBe(true);
    await expect.element(menu).toHaveAttribute('aria-expanded', 'true');
    await menu.click();
    expect(adminStore.getState().sidebarOpen).toBe(false);
  });

  it('keeps only the title and the language on the sign-in page, and asks the server nothing', async () => {
    const el = await mount({ variant: 'sign-in' });
    await expectAccessible(el);
    await expect.element(page.getByText('Espace d’administration')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'FR Switch to English' })).toBeVisible();
    expect(el.shadowRoot!.querySelectorAll('button')).toHaveLength(1);
    expect(el.shadowRoot!.querySelector('input')).toBeNull();
    expect(shadowText(el)).not.toContain('Bon retour');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mock.api.requests).toEqual([]);
  });
});
