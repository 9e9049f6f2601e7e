import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { canWrite } from '../../runtime/api';
import { setLanguage } from '../../runtime/store';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './admin-login.element';
import { navigation } from './login';

// The real module, watched: canWrite() is turned off to play a partner's page.
vi.mock('../../runtime/api', { spy: true });

type LoginElement = HTMLElementTagNameMap['commune-admin-login'];

let fetchSpy: MockInstance<typeof fetch>;
let assignSpy: MockInstance<(url: string) => void>;
const startAddress = location.pathname + location.search;

beforeEach(() => {
  setLanguage('fr');
  fetchSpy = vi.spyOn(window, 'fetch');
  assignSpy = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  resetPage();
  vi.restoreAllMocks();
  history.replaceState(null, '', startAddress);
});

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

const mount = () => mountElement<LoginElement>('commune-admin-login', { attributes: { 'heading-level': '1' } });
const username = () => page.getByRole('textbox', { name: /^(Identifiant|Username)$/ });
/** A password input has no role: found by its label. */
const password = () => page.getByLabelText(/^(Mot de passe|Password)$/);
const submit = () => page.getByRole('button', { name: /^(Se connecter|Connexion…|Sign in|Signing in…)$/ });

/** A field's description, looked up in its own shadow root (the matchers look in the document). */
function descriptionOf(element: Element): string {
  const root = element.getRootNode() as ShadowRoot;
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
}

async function signIn(user = 'a.mahamat', secret = 'mil-et-oignons-2025') {
  await username().fill(user);
  await password().fill(secret);
  await userEvent.keyboard('{Enter}');
}

describe('<commune-admin-login>', () => {
  it('is an accessible card: h1, labelled fields with the right autocomplete, the note and the way back', async () => {
    const el = await mount();
    await expectAccessible(el);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Espace du personnel' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Espace du personnel' })).toBeVisible();
    await expect.element(username()).toHaveAttribute('autocomplete', 'username');
    await expect.element(password()).toHaveAttribute('autocomplete', 'current-password');
    await expect.element(password()).toHaveAttribute('type', 'password');
    await expect.element(page.getByText('Cette page est réservée au personnel de la Commune de Dtima.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Retour au site public' })).toHaveAttribute('href', '/');
    await expect.element(submit()).toHaveTextContent('Se connecter');
  });

  it('speaks English on an English page', async () => {
    setLanguage('en');
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Show password' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.element(page.getByText('Username is required.')).toBeVisible();
    await expect.element(page.getByText('Password is required.')).toBeVisible();
    await expectAccessible(el);
  });

  it('signs in with Enter, disabled and « Connexion… » while waiting, then loads the dashboard', async () => {
    const el = await mount();
    let answer!: (response: Response) => void;
    fetchSpy.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    await signIn('  a.mahamat ');

    await expect.element(page.getByRole('button', { name: 'Connexion…' })).toBeVisible();
    await expect.element(username()).toBeDisabled();
    await expect.element(password()).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Afficher le mot de passe' })).toBeDisabled();
    await expect.poll(deepActiveElement).toBe(submit().element());
    const [url, init] = fetchSpy.mock.lastCall!;
    expect(new URL(String(url)).pathname).toBe('/api/v1/session');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('fr');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'a.mahamat', password: 'mil-et-oignons-2025' });
    expect(assignSpy).not.toHaveBeenCalled();

    answer(new Response(null, { status: 204 }));
    await expect.poll(() => assignSpy.mock.calls).toEqual([['/admin-dtima']]);
    // Still waiting while the next page loads.
    await expect.element(page.getByRole('button', { name: 'Connexion…' })).toBeVisible();
    await expectAccessible(el);
  });

  it('goes to the admin page it was sent from, and never to another site', async () => {
    fetchSpy.mockImplementation(async () => new Response(null, { status: 204 }));
    await mount();
    history.replaceState(null, '', `?next=${encodeURIComponent('/admin-dtima/content/news?page=2')}`);
    await signIn();
    await expect.poll(() => assignSpy.mock.lastCall).toEqual(['/admin-dtima/content/news?page=2']);
    resetPage();

    for (const next of ['https://evil.example/admin-dtima', '//evil.example', '/\\evil.example', '/events']) {
      assignSpy.mockClear();
      history.replaceState(null, '', `?next=${encodeURIComponent(next)}`);
      await mount();
      await signIn();
      await expect.poll(() => assignSpy.mock.lastCall, { message: next }).toEqual(['/admin-dtima']);
      resetPage();
    }
  });

  it('checks the fields on submit, then as they change, without asking the server', async () => {
    await mount();
    await submit().click();
    await expect.element(username()).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(username().element())).toBe('L’identifiant est obligatoire.');
    expect(descriptionOf(password().element())).toBe('Le mot de passe est obligatoire.');
    await expect.poll(deepActiveElement).toBe(username().element());
    expect(fetchSpy).not.toHaveBeenCalled();

    await userEvent.keyboard('a');
    await expect.element(username()).not.toHaveAttribute('aria-invalid');
    await expect.element(page.getByText('L’identifiant est obligatoire.')).not.toBeInTheDocument();
    await expect.element(page.getByText('Le mot de passe est obligatoire.')).toBeVisible();
  });

  it('shows the server’s field messages (400) under their fields', async () => {
    await mount();
    fetchSpy.mockResolvedValue(json(400, { error: { code: 'validation', message: 'Invalid', fields: { password: 'Le mot de passe est trop long.' } } }));
    await signIn();
    await expect.poll(() => descriptionOf(password().element())).toBe('Le mot de passe est trop long.');
    await expect.poll(deepActiveElement).toBe(password().element());
    await userEvent.keyboard('x');
    await expect.element(page.getByText('Le mot de passe est trop long.')).not.toBeInTheDocument();
  });

  it('says « Identifiant ou mot de passe incorrect. » (401), keeps the username and asks for the password again', async () => {
    const el = await mount();
    fetchSpy.mockResolvedValue(json(401, { error: { code: 'invalid_credentials', message: 'Invalid credentials' } }));
    await signIn();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Identifiant ou mot de passe incorrect.');
    await expect.element(username()).toHaveValue('a.mahamat');
    await expect.element(password()).toHaveValue('');
    await expect.poll(deepActiveElement).toBe(password().element());
    // The emptied password is not complained about before the next try.
    await expect.element(password()).not.toHaveAttribute('aria-invalid');
    await expect.element(submit()).toHaveTextContent('Se connecter');
    await expectAccessible(el);
    expect(assignSpy).not.toHaveBeenCalled();
  });

  it('says how many minutes to wait after too many attempts (429)', async () => {
    await mount();
    fetchSpy.mockResolvedValue(json(429, { error: { code: 'too_many_requests', message: 'Too many' } }, { 'Retry-After': '900' }));
    await signIn();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Trop de tentatives. Réessayez dans 15 minutes.');
    await expect.element(password()).toHaveValue('mil-et-oignons-2025');

    setLanguage('en');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
  });

  it('says the server is not responding when it cannot be reached, and names a server error', async () => {
    await mount();
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    await signIn();
    await expect.element(page.getByRole('alert')).toHaveTextContent(/^Le serveur ne répond pas\./);
    await expect.element(submit()).toBeEnabled();
    await expect.element(username()).toBeEnabled();

    fetchSpy.mockResolvedValue(json(503, { error: { code: 'unavailable', message: 'Unavailable' } }));
    await submit().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('La connexion n’a pas abouti (erreur 503). Réessayez dans un instant.');
  });

  it('shows and hides the password, says so, and hides it again before sending', async () => {
    await mount();
    await password().fill('mil-et-oignons-2025');
    const show = page.getByRole('button', { name: 'Afficher le mot de passe' });
    await expect.element(show).toHaveTextContent('Afficher');
    await show.click();
    await expect.element(password()).toHaveAttribute('type', 'text');
    const hide = page.getByRole('button', { name: 'Masquer le mot de passe' });
    await expect.element(hide).toHaveTextContent('Masquer');
    await expect.element(page.getByText('Votre mot de passe est affiché.')).toBeInTheDocument();

    // Reached by Tab from the password, pressed with the keyboard.
    await password().click();
    await userEvent.tab();
    await expect.poll(deepActiveElement).toBe(hide.element());
    await userEvent.keyboard('{Enter}');
    await expect.element(password()).toHaveAttribute('type', 'password');
    await expect.element(page.getByText('Votre mot de passe est masqué.')).toBeInTheDocument();

    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    fetchSpy.mockResolvedValue(json(401, { error: { code: 'invalid_credentials', message: '' } }));
    await username().fill('a.mahamat');
    await submit().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Identifiant ou mot de passe incorrect.');
    await expect.element(password()).toHaveAttribute('type', 'password');
  });

  it('links to the commune’s sign-in page instead of a form on another site', async () => {
    vi.mocked(canWrite).mockReturnValue(false);
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Espace du personnel' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Aller à l’espace du personnel' })).toHaveAttribute('href', '/admin-dtima/login');
    expect(el.shadowRoot!.querySelector('form')).toBeNull();
    await expectAccessible(el);
  });
});
