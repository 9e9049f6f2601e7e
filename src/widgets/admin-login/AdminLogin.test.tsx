import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../runtime/api';
import { setLanguage } from '../../runtime/store';
import './admin-login.element';
import { loginFailure, redirectTarget, safeNextPath } from './login';
import { adminLoginMessages } from './messages';

const ORIGIN = 'https://commune-dtima.cm';

describe('where a sign-in leads (safeNextPath)', () => {
  it('follows a page of the admin area, with its query and fragment', () => {
    expect(safeNextPath('/admin-dtima', ORIGIN)).toBe('/admin-dtima');
    expect(safeNextPath('/admin-dtima/content/news', ORIGIN)).toBe('/admin-dtima/content/news');
    expect(safeNextPath('/admin-dtima/content/news?page=2#draft', ORIGIN)).toBe('/admin-dtima/content/news?page=2#draft');
    expect(safeNextPath('/admin-dtima/', ORIGIN)).toBe('/admin-dtima/');
  });

  it('goes to the dashboard when there is nothing to follow', () => {
    for (const next of [null, undefined, '']) expect(safeNextPath(next, ORIGIN)).toBe('/admin-dtima');
  });

  it('never leaves the site: absolute, protocol-relative and backslash addresses go to the dashboard', () => {
    for (const next of [
      'https://evil.example/admin-dtima',
      `${ORIGIN}/admin-dtima/settings`,
      '//evil.example/admin-dtima',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /admin-dtima',
      'javascript:alert(1)',
      'data:text/html,hello',
      'admin-dtima/settings',
    ]) {
      expect(safeNextPath(next, ORIGIN), JSON.stringify(next)).toBe('/admin-dtima');
    }
  });

  it('stays inside the admin area, after dots and encoded dots are resolved', () => {
    for (const next of ['/', '/events', '/admin-dtimax', '/ADMIN-DTIMA', '/admin-dtima/../events', '/admin-dtima/%2e%2e/events', '/admin-dtima/./../guide-pratique']) {
      expect(safeNextPath(next, ORIGIN), next).toBe('/admin-dtima');
    }
    expect(safeNextPath('/admin-dtima/content/../settings', ORIGIN)).toBe('/admin-dtima/settings');
  });

  it('does not come back to the sign-in page', () => {
    expect(safeNextPath('/admin-dtima/login', ORIGIN)).toBe('/admin-dtima');
    expect(safeNextPath('/admin-dtima/login?next=/admin-dtima/settings', ORIGIN)).toBe('/admin-dtima');
  });

  it('reads `next` from the sign-in page’s query, decoded once', () => {
    expect(redirectTarget('?next=%2Fadmin-dtima%2Fcontent%2Fnews%3Fpage%3D2', ORIGIN)).toBe('/admin-dtima/content/news?page=2');
    expect(redirectTarget('?next=%2F%2Fevil.example', ORIGIN)).toBe('/admin-dtima');
    expect(redirectTarget('?next=%252F%252Fevil.example', ORIGIN)).toBe('/admin-dtima');
    expect(redirectTarget('?lang=en', ORIGIN)).toBe('/admin-dtima');
    expect(redirectTarget('', ORIGIN)).toBe('/admin-dtima');
  });
});

describe('what a refused sign-in says (loginFailure)', () => {
  it('sorts the server’s answers', () => {
    expect(loginFailure(new ApiError(400, 'validation', 'Invalid', { username: 'L’identifiant est obligatoire.' }))).toEqual({
      kind: 'fields',
      fields: { username: 'L’identifiant est obligatoire.' },
    });
    expect(loginFailure(new ApiError(401, 'invalid_credentials', ''))).toEqual({ kind: 'invalid' });
    expect(loginFailure(new ApiError(429, 'too_many_requests', '', {}, 600))).toEqual({ kind: 'rateLimited', minutes: 10 });
    expect(loginFailure(new ApiError(429, 'too_many_requests', ''))).toEqual({ kind: 'rateLimited', minutes: undefined });
    expect(loginFailure(new ApiError(0, 'network', 'Failed to fetch'))).toEqual({ kind: 'unreachable' });
    expect(loginFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'unreachable' });
    expect(loginFailure(new ApiError(500, 'internal', ''))).toEqual({ kind: 'failed', status: 500 });
    // A 400 about nothing on the form is not the visitor's to fix.
    expect(loginFailure(new ApiError(400, 'bad_request', '', { '': 'Invalid body' }))).toEqual({ kind: 'failed', status: 400 });
  });
});

describe('the sign-in texts', () => {
  it('has every message in both languages, French written the French way', () => {
    for (const [key, value] of Object.entries(adminLoginMessages.en)) expect(value.trim(), key).not.toBe('');
    for (const text of Object.values(adminLoginMessages.fr)) {
      expect(text, text).not.toMatch(/'/);
      expect(text, text).not.toMatch(/ [?!:;]/);
      expect(text, text).not.toMatch(/\S[?!:;]/);
    }
    expect(adminLoginMessages.fr['error.invalid']).toBe('Identifiant ou mot de passe incorrect.');
    expect(adminLoginMessages.fr.submit).toBe('Se connecter');
    expect(adminLoginMessages.fr.pending).toBe('Connexion…');
  });
});

describe('<commune-admin-login> in happy-dom', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setLanguage('fr');
  });

  it('renders its heading at the level asked for, in the page’s language', async () => {
    document.body.innerHTML = '<commune-admin-login heading-level="1"></commune-admin-login>';
    const el = document.querySelector('commune-admin-login')!;
    await expect.poll(() => el.shadowRoot?.querySelector('h1')?.textContent).toBe('Espace du personnel');
    setLanguage('en');
    await expect.poll(() => el.shadowRoot?.querySelector('h1')?.textContent).toBe('Staff sign-in');
  });
});
