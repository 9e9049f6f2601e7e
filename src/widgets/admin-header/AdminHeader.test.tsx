import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockApi, installMockApi, type MockApi } from '../../testing/mock-server';
import { resetAdminStore } from '../../admin/store';
import { setLanguage } from '../../runtime/store';
import './admin-header.element';
import { adminHeaderMessages, languageName, languageOffer } from './messages';
import { POLL_MS } from './NotificationBell';
import { PANEL_SIZE } from './NotificationPanel';

describe('the admin header’s texts', () => {
  it('has every text in both languages, French written the French way', () => {
    for (const [key, value] of Object.entries(adminHeaderMessages.en)) expect(value.trim(), key).not.toBe('');
    for (const [key, value] of Object.entries(adminHeaderMessages.fr)) {
      expect(value.trim(), key).not.toBe('');
      expect(value, key).not.toMatch(/'/);
      expect(value, key).not.toMatch(/ [?!:;]/);
      expect(value, key).not.toMatch(/\S[?!:;]/);
    }
  });

  it('says what the spec says', () => {
    expect(adminHeaderMessages.en.greeting).toBe('Welcome back, {name}');
    expect(adminHeaderMessages.fr.greeting).toBe('Bon retour, {name}');
    expect(adminHeaderMessages.en['search.placeholder']).toBe('Search in dashboard...');
    expect(adminHeaderMessages.fr['search.placeholder']).toBe('Rechercher dans le tableau de bord…');
    expect(adminHeaderMessages.fr['panel.all']).toBe('Toutes les notifications');
    // The toggle offers the other language in that language.
    expect(languageOffer).toEqual({ fr: 'Passer en français', en: 'Switch to English' });
    expect(languageName).toEqual({ fr: 'Français', en: 'English' });
  });

  it('asks for the notifications every minute and shows the five latest', () => {
    expect(POLL_MS).toBe(60_000);
    expect(PANEL_SIZE).toBe(5);
  });
});

describe('<commune-admin-header> in happy-dom', () => {
  let api: MockApi;
  let uninstall: () => void;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    api = createMockApi();
    uninstall = installMockApi(api);
  });

  afterEach(() => {
    document.body.replaceChildren();
    uninstall();
    resetAdminStore();
    setLanguage('fr');
    vi.useRealTimers();
  });

  const notificationRequests = () => api.requests.filter((request) => request === 'GET /api/v1/notifications').length;

  it('asks for the unread count on load and again every minute, and stops once removed', async () => {
    document.body.innerHTML = '<commune-admin-header current-path="/admin-dtima"></commune-admin-header>';
    await vi.waitFor(() => expect(notificationRequests()).toBe(1));
    vi.advanceTimersByTime(POLL_MS);
    await vi.waitFor(() => expect(notificationRequests()).toBe(2));
    vi.advanceTimersByTime(POLL_MS);
    await vi.waitFor(() => expect(notificationRequests()).toBe(3));
    document.body.replaceChildren();
    await new Promise((resolve) => setTimeout(resolve, 10));
    vi.advanceTimersByTime(3 * POLL_MS);
    expect(notificationRequests()).toBe(3);
  });

  it('asks nothing on the sign-in page', async () => {
    document.body.innerHTML = '<commune-admin-header variant="sign-in"></commune-admin-header>';
    const root = () => document.querySelector('commune-admin-header')!.shadowRoot;
    await vi.waitFor(() => expect(root()?.textContent).toContain('Espace d’administration'));
    vi.advanceTimersByTime(POLL_MS);
    expect(api.requests).toEqual([]);
  });
});
