import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { adminStore } from '../../admin/store';
import { setLanguage } from '../../runtime/store';
import { mockApiPerTest } from '../../testing/admin';
import { expectAccessible, mountElement } from '../../testing/kit';
import './admin-notifications.element';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const mock = mockApiPerTest(
  () => ({
    messages: [
      { name: 'Hamadou Bello', contact: '+237 699 41 27 80', message: 'Le forage du quartier Doualaré ne donne plus d’eau.', createdAt: ago(3000), handled: true },
      { name: 'Paul Vandi', contact: '+237 677 58 03 12', message: 'When is the next livestock market day?', language: 'en', createdAt: ago(90) },
      { name: 'Kaltoumi Adamou', contact: 'kaltoumi.adamou@gmail.com', message: 'Quels papiers pour l’acte de naissance de ma fille ?', createdAt: ago(5) },
    ],
  }),
  { viewport: false },
);

beforeEach(() => {
  // Hamadou's message was seen yesterday; a news article was published this morning.
  mock.api.state.notifications[0]!.readAt = ago(1000);
  mock.api.state.notifications.push({
    id: 99,
    kind: 'content',
    subject: 'news',
    subjectId: 1,
    summary: { fr: 'Actualité publiée\u00a0: Nouveau marché aux oignons', en: 'News article published: Nouveau marché aux oignons' },
    createdAt: ago(30),
    readAt: null,
    version: 1,
  });
  adminStore.getState().setUnread(3);
});

const mount = () => mountElement('commune-admin-notifications');
const card = (name: string) => page.getByRole('article', { name });
const filter = (name: RegExp) => page.getByRole('radio', { name });

describe('<commune-admin-notifications>', () => {
  it('lists the messages to handle, with contact links, and the published content; then clears the bell', async () => {
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect.element(card('Kaltoumi Adamou')).toBeVisible();
    await expect.element(card('Paul Vandi')).toBeVisible();
    await expect.element(card('Hamadou Bello')).not.toBeInTheDocument();
    await expect.element(filter(/^À traiter\s*2$/)).toBeChecked();
    await expect.element(filter(/^Tous\s*3$/)).not.toBeChecked();

    const kaltoumi = card('Kaltoumi Adamou');
    await expect.element(kaltoumi.getByRole('link', { name: 'kaltoumi.adamou@gmail.com' })).toHaveAttribute('href', 'mailto:kaltoumi.adamou@gmail.com');
    await expect.element(kaltoumi).toHaveTextContent(/Nouveau\s*À traiter/);
    await expect.element(kaltoumi).toHaveTextContent(/Écrit en français\s*Reçu il y a 5\smin/);
    const paul = card('Paul Vandi');
    await expect.element(paul.getByRole('link', { name: '+237 677 58 03 12' })).toHaveAttribute('href', 'tel:+237677580312');
    await expect.element(paul).toHaveTextContent('Écrit en anglais');
    await expect.element(paul.getByText('When is the next livestock market day?')).toHaveAttribute('lang', 'en');

    const published = page.getByRole('region', { name: 'Contenus publiés' });
    await expect.element(published.getByRole('link', { name: 'Actualité publiée\u00a0: Nouveau marché aux oignons' })).toHaveAttribute('href', '/admin-dtima/content/news');
    await expect.element(published).toHaveTextContent(/Nouveau\s*il y a 30\smin/);

    await expect.poll(() => adminStore.getState().unread).toBe(0);
    expect(mock.api.requests).toContain('POST /api/v1/notifications/read');
    expect(mock.api.state.notifications.every((item) => item.readAt !== null)).toBe(true);
    await expectAccessible(el);
  });

  it('marks a message handled, keeps it in place to reopen, and shows them all on « Tous »', async () => {
    const el = await mount();
    const paul = card('Paul Vandi');
    await paul.getByRole('button', { name: 'Marquer comme traité (le message de Paul Vandi)' }).click();
    await expect.element(paul.getByRole('button', { name: 'Rouvrir (le message de Paul Vandi)' })).toBeVisible();
    await expect.element(paul).toHaveTextContent(/Traité par Admin le \d{2} \S+ \d{4} à \d{2}:\d{2}\./);
    await expect.element(page.getByText('Message marqué comme traité')).toBeVisible();
    expect(mock.api.state.messages.find((m) => m.name === 'Paul Vandi')!.handledAt).not.toBeNull();
    await expect.element(filter(/^À traiter\s*1$/)).toBeVisible();
    await expectAccessible(el);

    await filter(/^Tous/).click();
    await expect.element(card('Hamadou Bello')).toBeVisible();
    await filter(/^À traiter/).click();
    await expect.element(card('Paul Vandi')).not.toBeInTheDocument();
    await expect.element(card('Hamadou Bello')).not.toBeInTheDocument();

    await filter(/^Tous/).click();
    await card('Hamadou Bello').getByRole('button', { name: /^Rouvrir/ }).click();
    await expect.element(card('Hamadou Bello')).toHaveTextContent('À traiter');
    expect(mock.api.state.messages.find((m) => m.name === 'Hamadou Bello')!.handledAt).toBeNull();
  });

  it('says so when someone else changed the message first (409), and reloads', async () => {
    await mount();
    const kaltoumi = card('Kaltoumi Adamou');
    await expect.element(kaltoumi).toBeVisible();
    const stored = mock.api.state.messages.find((m) => m.name === 'Kaltoumi Adamou')!;
    Object.assign(stored, { handledAt: ago(1), handledBy: 2, version: stored.version + 1 });
    await kaltoumi.getByRole('button', { name: /^Marquer comme traité/ }).click();
    await expect.element(page.getByText('Ce message a changé entre-temps')).toBeVisible();
    await expect.element(page.getByText('Quelqu’un l’a traité ou rouvert avant vous. La liste vient d’être rechargée.')).toBeVisible();
    // Reloaded: handled by the editor, so gone from « À traiter ».
    await expect.element(kaltoumi).not.toBeInTheDocument();
    await expect.element(filter(/^À traiter\s*1$/)).toBeVisible();
  });

  it('filters both panels by the header’s search', async () => {
    const el = await mount();
    await expect.element(card('Paul Vandi')).toBeVisible();
    adminStore.getState().setQuery('livestock');
    await expect.element(card('Kaltoumi Adamou')).not.toBeInTheDocument();
    await expect.element(card('Paul Vandi')).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Contenus publiés' })).toHaveTextContent(/Aucun résultat pour «\slivestock\s»\./);
    adminStore.getState().setQuery('oignons');
    await expect.element(page.getByRole('region', { name: 'Messages des habitants' })).toHaveTextContent(/Aucun résultat pour «\soignons\s»\./);
    await expect.element(page.getByRole('link', { name: /Nouveau marché aux oignons/ })).toBeVisible();
    await expectAccessible(el);
  });

  it('speaks English on an English page', async () => {
    setLanguage('en');
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Residents’ messages' })).toBeVisible();
    await expect.element(filter(/^To handle\s*2$/)).toBeChecked();
    await expect.element(card('Paul Vandi')).toHaveTextContent(/Written in English\s*Received 1 hr ago/);
    await expect.element(page.getByRole('link', { name: 'News article published: Nouveau marché aux oignons' })).toBeVisible();
    await card('Paul Vandi').getByRole('button', { name: 'Mark as handled (the message from Paul Vandi)' }).click();
    await expect.element(card('Paul Vandi')).toHaveTextContent(/Handled by Admin on \d{2} \S+ \d{4} at \d{2}:\d{2}\./);
    await expectAccessible(el);
  });

  it('says when there is nothing to handle, and when loading failed, with « Réessayer »', async () => {
    for (const stored of mock.api.state.messages) stored.handledAt = ago(1);
    mock.api.failNext(503);
    await mount();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Les notifications n’ont pas pu être chargées (erreur 503).');
    expect(adminStore.getState().unread).toBe(3);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect.element(page.getByText('Aucun message à traiter. Bravo\u00a0!')).toBeVisible();
    await expect.poll(() => adminStore.getState().unread).toBe(0);
  });
});
