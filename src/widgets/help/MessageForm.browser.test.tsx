import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { canWrite } from '../../runtime/api';
import { setLanguage } from '../../runtime/store';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './help.element';

// The real module, watched: canWrite() is turned off to play a partner's page.
vi.mock('../../runtime/api', { spy: true });

type HelpElement = HTMLElementTagNameMap['commune-help'];

const SENT_FR = 'Merci, votre message a bien été envoyé à la mairie.';
const NAME_SHORT_FR = 'Votre nom doit contenir au moins 2 caractères.';
const CONTACT_EMPTY_FR = 'Votre téléphone ou e-mail est obligatoire.';
const CONTACT_BAD_FR = 'Indiquez un numéro de téléphone (au moins 8 chiffres) ou une adresse e-mail valide.';
const MESSAGE_SHORT_FR = 'Votre message doit contenir au moins 10 caractères.';

let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  setLanguage('fr');
  fetchSpy = vi.spyOn(window, 'fetch');
});

afterEach(async () => {
  for (const el of document.querySelectorAll('commune-help')) el.open = false;
  await new Promise((resolve) => setTimeout(resolve, 50));
  resetPage();
  vi.restoreAllMocks();
});

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A fetch that answers only when the test says so, to look at the form while it waits. */
function deferredFetch() {
  let answer!: (response: Response) => void;
  fetchSpy.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
  return (response: Response) => answer(response);
}

async function openForm(): Promise<HelpElement> {
  document.body.insertAdjacentHTML('beforeend', '<main><h1>Page</h1></main>');
  const el = await mountElement<HelpElement>('commune-help');
  await page.getByRole('link', { name: /^(Aide|Help)$/ }).click();
  await expect.element(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: /^(Laisser un message|Leave a message)$/ }).click();
  await expect.element(page.getByRole('heading', { level: 3, name: /^(Laisser un message à la mairie|Leave a message for the town hall)$/ })).toBeVisible();
  return el;
}

const field = (name: string | RegExp) => page.getByRole('textbox', { name });
const nameField = () => field('Votre nom');
const contactField = () => field(/^Votre téléphone ou e-mail/);
const messageField = () => field(/^Votre message/);
const sendButton = () => page.getByRole('button', { name: /^(Envoyer le message|Envoi…)$/ });

async function fillValid() {
  await nameField().fill('  Aïssatou Bello ');
  await contactField().fill('+237 6 77 12 34 56');
  await messageField().fill('Le lampadaire de la rue du marché est éteint depuis une semaine.');
}

/**
 * A field's accessible description, looked up in its own shadow root (the testing library's
 * matcher looks in the document only).
 */
function descriptionOf(locator: ReturnType<typeof field>): string {
  const input = locator.element();
  const root = input.getRootNode() as ShadowRoot;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
}

/** The body requestJson sent with the last call. */
function lastRequest() {
  const [url, init] = fetchSpy.mock.lastCall!;
  return { url: String(url), method: init?.method, headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) };
}

describe('the help sheet’s message form', () => {
  it('opens from the contact footer with focus on its heading, and is accessible', async () => {
    const el = await openForm();
    await expect.poll(deepActiveElement).toBe(page.getByRole('heading', { name: 'Laisser un message à la mairie' }).element());
    // The phone and e-mail stay in the footer beside the form.
    await expect.element(page.getByRole('link', { name: 'Appeler le +237 222 29 14 50' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Laisser un message' })).not.toBeInTheDocument();
    await expect.element(nameField()).toHaveAttribute('autocomplete', 'name');
    expect(descriptionOf(contactField())).toBe('Pour que la mairie puisse vous répondre.');
    await expectAccessible(el);
  });

  it('says who reads the message and how long it is kept, with a link to the privacy page', async () => {
    await openForm();
    await expect.element(page.getByText('Seuls les agents de la mairie lisent votre message, gardé jusqu’à ce qu’ils le suppriment.', { exact: false })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Vos données personnelles' })).toHaveAttribute('href', '/confidentialite');
    setLanguage('en');
    await expect.element(page.getByRole('link', { name: 'Your personal data' })).toHaveAttribute('href', '/confidentialite');
  });

  it('checks nothing before the first submit, then every field, and again on every change', async () => {
    await openForm();
    await nameField().fill('A');
    await expect.element(nameField()).not.toHaveAttribute('aria-invalid');
    await sendButton().click();

    await expect.element(nameField()).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => descriptionOf(nameField())).toBe(NAME_SHORT_FR);
    await expect.element(page.getByText(CONTACT_EMPTY_FR)).toBeVisible();
    await expect.element(page.getByText(MESSAGE_SHORT_FR)).toBeVisible();
    await expect.poll(deepActiveElement).toBe(nameField().element());
    expect(fetchSpy).not.toHaveBeenCalled();

    // Fixed as the resident types, and a new problem shows at once.
    await userEvent.keyboard('ïssatou');
    await expect.element(nameField()).not.toHaveAttribute('aria-invalid');
    await expect.element(page.getByText(NAME_SHORT_FR)).not.toBeInTheDocument();
    await contactField().fill('abc');
    await expect.poll(() => descriptionOf(contactField())).toBe(`Pour que la mairie puisse vous répondre. ${CONTACT_BAD_FR}`);
    await contactField().fill('aissatou@example.cm');
    await expect.element(page.getByText(CONTACT_BAD_FR)).not.toBeInTheDocument();
  });

  it('speaks the schema’s messages in English on an English page', async () => {
    setLanguage('en');
    await openForm();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.element(page.getByText('Your name must be at least 2 characters.')).toBeVisible();
    await expect.element(page.getByText('Your phone or email is required.')).toBeVisible();
    await expect.element(page.getByText('Your message must be at least 10 characters.')).toBeVisible();
    // A switch while the messages show: they follow.
    setLanguage('fr');
    await expect.element(page.getByText(NAME_SHORT_FR)).toBeVisible();
  });

  it('sends with Enter, disables the fields while sending, then thanks, empties the form and moves focus', async () => {
    const el = await openForm();
    const answer = deferredFetch();
    await fillValid();
    await nameField().click();
    await userEvent.keyboard('{Enter}');

    await expect.element(page.getByRole('button', { name: 'Envoi…' })).toBeVisible();
    await expect.element(nameField()).toBeDisabled();
    await expect.element(contactField()).toBeDisabled();
    await expect.element(messageField()).toBeDisabled();
    await expect.poll(deepActiveElement).toBe(sendButton().element());
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const request = lastRequest();
    expect(new URL(request.url).pathname).toBe('/api/v1/messages');
    expect(request.method).toBe('POST');
    expect(request.headers['Accept-Language']).toBe('fr');
    expect(request.body).toEqual({
      name: 'Aïssatou Bello',
      contact: '+237 6 77 12 34 56',
      message: 'Le lampadaire de la rue du marché est éteint depuis une semaine.',
      website: '',
    });

    answer(json(201, { id: 42 }));
    const thanks = page.getByText(SENT_FR);
    await expect.element(thanks).toBeVisible();
    await expect.element(page.getByText('Un agent vous répondra aux heures d’ouverture, du lundi au vendredi, de 7\u00a0h\u00a030 à 15\u00a0h\u00a030.')).toBeVisible();
    await expect.element(page.getByRole('status').filter({ hasText: SENT_FR })).toBeInTheDocument();
    // The thanks are shown (above): focus moves to them, once React has committed.
    await expect.poll(deepActiveElement).toBe(el.shadowRoot!.querySelector('.help-write__sent'));
    await expect.element(nameField()).toHaveValue('');
    await expect.element(contactField()).toHaveValue('');
    await expect.element(messageField()).toHaveValue('');
    await expect.element(nameField()).toBeEnabled();
    await expect.element(page.getByRole('button', { name: 'Envoyer le message' })).toBeVisible();
    // Empty again, and not complained about until the next submit.
    await expect.element(nameField()).not.toHaveAttribute('aria-invalid');
    await expectAccessible(el);
  });

  it('shows the server’s field messages under the fields, until the field changes', async () => {
    await openForm();
    fetchSpy.mockResolvedValue(
      json(400, { error: { code: 'validation', message: 'Invalid', fields: { contact: 'Ce numéro ne peut pas recevoir de réponse.' } } }),
    );
    await fillValid();
    await sendButton().click();
    await expect.poll(() => descriptionOf(contactField())).toBe('Pour que la mairie puisse vous répondre. Ce numéro ne peut pas recevoir de réponse.');
    await expect.poll(deepActiveElement).toBe(contactField().element());
    await expect.element(nameField()).toHaveValue('  Aïssatou Bello ');
    await userEvent.keyboard('7');
    await expect.element(page.getByText('Ce numéro ne peut pas recevoir de réponse.')).not.toBeInTheDocument();
  });

  it('says when to try again after too many messages, keeping what was typed', async () => {
    const el = await openForm();
    fetchSpy.mockResolvedValue(json(429, { error: { code: 'too_many_requests', message: 'Too many' } }, { 'Retry-After': '540' }));
    await fillValid();
    await sendButton().click();
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans 9 minutes.');
    await expect.element(messageField()).toHaveValue('Le lampadaire de la rue du marché est éteint depuis une semaine.');
    await expect.element(sendButton()).toBeEnabled();
    await expectAccessible(el);

    fetchSpy.mockResolvedValue(json(429, { error: { code: 'too_many_requests', message: 'Too many' } }, { 'Retry-After': '30' }));
    await sendButton().click();
    await expect.element(alert).toHaveTextContent('Réessayez dans 1 minute.');
  });

  it('keeps everything after a network failure or a server error, and points to the phone and e-mail', async () => {
    const el = await openForm();
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    await fillValid();
    await sendButton().click();
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Votre message n’a pas pu être envoyé.');
    await expect.element(alert).toHaveTextContent(
      'Ce que vous avez écrit est conservé. Réessayez dans un instant, ou contactez la mairie au +237 222 29 14 50 ou à contact@commune-dtima.cm.',
    );
    await expect.element(alert.getByRole('link', { name: '+237 222 29 14 50' })).toHaveAttribute('href', 'tel:+237222291450');
    await expect.element(alert.getByRole('link', { name: 'contact@commune-dtima.cm' })).toHaveAttribute('href', 'mailto:contact@commune-dtima.cm');
    await expect.element(nameField()).toHaveValue('  Aïssatou Bello ');
    await expect.element(messageField()).toHaveValue('Le lampadaire de la rue du marché est éteint depuis une semaine.');
    await expectAccessible(el);

    fetchSpy.mockResolvedValue(json(500, { error: { code: 'internal', message: 'Internal' } }));
    await sendButton().click();
    await expect.element(alert).toHaveTextContent('Ce que vous avez écrit est conservé.');
    await expect.element(contactField()).toHaveValue('+237 6 77 12 34 56');

    // Sent at last: the error goes.
    fetchSpy.mockResolvedValue(json(201, { id: 7 }));
    await sendButton().click();
    await expect.element(page.getByText(SENT_FR)).toBeVisible();
    await expect.element(page.getByText('Votre message n’a pas pu être envoyé.')).not.toBeInTheDocument();
  });

  it('hides the honeypot from people, the keyboard and assistive technology, and sends what a robot put in it', async () => {
    const el = await openForm();
    const trap = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.autocomplete).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    const box = trap.getBoundingClientRect();
    expect(box.right <= 0 || box.bottom <= 0 || box.width <= 1).toBe(true);
    await expect.element(page.getByRole('textbox', { name: 'Site web' })).not.toBeInTheDocument();

    // Tab goes from the message straight to the button.
    await messageField().click();
    await userEvent.tab();
    await expect.poll(deepActiveElement).toBe(sendButton().element());

    fetchSpy.mockResolvedValue(json(201, { id: 0 }));
    await fillValid();
    // A robot sets the value without seeing the field.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(trap, 'https://spam.example');
    trap.dispatchEvent(new Event('input', { bubbles: true }));
    await sendButton().click();
    await expect.element(page.getByText(SENT_FR)).toBeVisible();
    expect(lastRequest().body.website).toBe('https://spam.example');
  });

  it('keeps the draft when the resident goes back to the questions or closes the sheet', async () => {
    await openForm();
    await nameField().fill('Moussa Ndjidda');
    await messageField().fill('Quand passe la collecte au quartier Mafa ?');
    await page.getByRole('button', { name: 'Retour aux questions' }).click();
    const write = page.getByRole('button', { name: 'Laisser un message' });
    await expect.poll(deepActiveElement).toBe(write.element());
    await expect.element(page.getByRole('searchbox')).toBeVisible();
    await expect.element(nameField()).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await expect.element(nameField()).toHaveValue('Moussa Ndjidda');

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await page.getByRole('link', { name: 'Aide' }).click();
    // Reopened on the questions; the draft waits behind the button.
    await expect.element(page.getByRole('searchbox')).toBeVisible();
    await page.getByRole('button', { name: 'Laisser un message' }).click();
    await expect.element(nameField()).toHaveValue('Moussa Ndjidda');
    await expect.element(messageField()).toHaveValue('Quand passe la collecte au quartier Mafa ?');
  });

  it('offers only the phone and e-mail where the server takes no messages (a partner’s page)', async () => {
    vi.mocked(canWrite).mockReturnValue(false);
    document.body.insertAdjacentHTML('beforeend', '<main><h1>Portail partenaire</h1></main>');
    const el = await mountElement<HelpElement>('commune-help');
    await page.getByRole('link', { name: 'Aide' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await expect.element(page.getByText('Vous ne trouvez pas votre réponse\u00a0?')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Écrire à contact@commune-dtima.cm' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Laisser un message' })).not.toBeInTheDocument();
    expect(el.shadowRoot!.querySelector('form')).toBeNull();
  });
});
