import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { MockApi } from '../../testing/mock-server';
import { adminStore } from '../../admin/store';
import { setLanguage } from '../../runtime/store';
import { mockApiPerTest } from '../../testing/admin';
import { expectAccessible, mountElement, shadowText } from '../../testing/kit';
import './admin-dashboard.element';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** The site set up two months ago; two messages last month, three this month; a few things done today. */
function arrange(api: MockApi) {
  for (const collection of Object.values(api.state.collections)) for (const row of collection) row.createdAt = ago(60 * DAY);
  for (const user of api.state.users) user.createdAt = ago(60 * DAY);
  const message = (id: number, name: string, at: string) => ({
    id,
    name,
    contact: '+237 699 41 27 80',
    message: 'Le forage du quartier ne donne plus d’eau.',
    language: 'fr' as const,
    createdAt: at,
    handledAt: null,
    handledBy: null,
    version: 1,
  });
  api.state.messages.push(
    message(1, 'Hamadou Bello', ago(40 * DAY)),
    message(2, 'Kaltoumi Adamou', ago(35 * DAY)),
    message(3, 'Paul Vandi', ago(8 * DAY)),
    message(4, 'Zénabou Abdoulaye', ago(DAY)),
    message(5, 'Djibrilla Mana', ago(MINUTE)),
  );
  const entry = (id: number, at: string, action: string, type: 'user' | 'content' | 'event', subject: string, label: string, labelEn: string | null = null) =>
    ({ id, at, userId: id === 3 ? 2 : 1, action, type, subject, subjectId: 1, label, labelEn });
  api.state.activity.push(
    entry(1, ago(3 * DAY), 'login', 'user', 'users', 'Admin'),
    entry(2, ago(5 * MINUTE), 'publish', 'content', 'news', 'Nouveau marché aux oignons', 'New onion market'),
    entry(3, ago(2 * 60 * MINUTE), 'create', 'event', 'events', 'Foire agricole de Dtima'),
    entry(4, ago(20 * MINUTE), 'handle', 'user', 'messages', 'Aïssatou Mohamadou'),
  );
}

const mock = mockApiPerTest({}, { viewport: false });
beforeEach(() => arrange(mock.api));

const mount = () => mountElement('commune-admin-dashboard');
const card = (label: string) => page.getByRole('listitem').filter({ hasText: label });
const activityLines = () => page.getByRole('list').filter({ hasText: /Nouveau marché|New onion market/ }).getByRole('listitem');

describe('<commune-admin-dashboard>', () => {
  it('is the page’s h1 under the breadcrumb « Tableau de bord › Vue d’ensemble », with the server’s figures', async () => {
    const el = await mount();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect.element(trail.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/admin-dtima');
    await expect.element(trail).toHaveTextContent('Vue d’ensemble');

    const published = Object.values(mock.api.state.collections).flat().length;
    await expect.element(card('Utilisateurs')).toHaveTextContent(/Utilisateurs\s*2\s*Stable\s*:\s*0\s*%\s*depuis le mois dernier/);
    await expect.element(card('Contenus publiés')).toHaveTextContent(new RegExp(`Contenus publiés\\s*${published}\\s*Stable`));
    await expect.element(card('Messages des habitants')).toHaveTextContent(/Messages des habitants\s*5\s*En hausse\s*:\s*\+150\s*%\s*depuis le mois dernier/);
    await expect.element(page.getByRole('heading', { level: 2, name: 'Activité récente' })).toBeVisible();
    await expectAccessible(el);
  });

  it('shows a rise in green and a fall in red, and a first month as the count gained', async () => {
    mock.api.state.messages.splice(0, 2);
    // Two events still to come, three held during the last month: five were upcoming a month ago.
    const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    mock.api.state.collections.events.forEach((row, index) => (row.date = day([12, 40, -3, -10, -20][index] ?? -90)));
    const el = await mount();
    await expect.element(card('Messages des habitants')).toHaveTextContent(/3\s*En hausse\s*:\s*\+3 depuis le mois dernier/);
    await expect.element(card('Événements à venir')).toHaveTextContent(/2\s*En baisse\s*:\s*[-−]60\s*%\s*depuis le mois dernier/);
    const tone = (position: number) => el.shadowRoot!.querySelector(`.admin-dashboard__stat:nth-child(${position}) .ui-stat`)!.getAttribute('data-tone');
    expect(tone(3)).toBe('bad');
    expect(tone(4)).toBe('good');
    expect(tone(1)).toBe('neutral');
  });

  it('says who did what and when, newest first, with the kind and the full date', async () => {
    const el = await mount();
    await expect.element(activityLines()).toHaveLength(4);
    const lines = [0, 1, 2, 3].map((index) => activityLines().nth(index));
    await expect.element(lines[0]).toHaveTextContent(/^Admin a publié l’actualité «\s*Nouveau marché aux oignons\s*»\s*Contenu\s*il y a 5\smin$/);
    await expect.element(lines[1]).toHaveTextContent('Admin a traité le message d’Aïssatou Mohamadou');
    await expect.element(lines[1]).toHaveTextContent('Compte');
    await expect.element(lines[2]).toHaveTextContent(/Aïssatou Mohamadou a créé l’événement «\s*Foire agricole de Dtima\s*» en brouillon\s*Événement\s*il y a 2\sh$/);
    await expect.element(lines[3]).toHaveTextContent(/a ouvert une session\s*Compte\s*il y a 3\sjours$/);
    const time = el.shadowRoot!.querySelector('time')!;
    expect(time.dateTime).toBe(mock.api.state.activity[1]!.at);
    expect(time.title).toMatch(/^\d{2} \S+ \d{4} à \d{2}:\d{2}$/);

    setLanguage('en');
    await expect.element(activityLines().nth(0)).toHaveTextContent(/^Admin published the news article “New onion market”\s*Content\s*5\smin\sago$/);
    await expect.element(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect.element(card('Chat Messages')).toHaveTextContent(/Up:\s*\+150%\s*from last month/);
    await expectAccessible(el);
  });

  it('filters the activity by the header’s search, and says when nothing matches', async () => {
    const el = await mount();
    await expect.element(activityLines()).toHaveLength(4);
    adminStore.getState().setQuery('foire');
    await expect.poll(() => el.shadowRoot!.querySelectorAll('.activity').length).toBe(1);
    expect(shadowText(el)).toContain('Foire agricole de Dtima');
    adminStore.getState().setQuery('evenement aïssatou');
    await expect.poll(() => el.shadowRoot!.querySelectorAll('.activity').length).toBe(1);
    adminStore.getState().setQuery('mil');
    await expect.element(page.getByText('Aucun résultat pour «\u00a0mil\u00a0».')).toBeVisible();
    adminStore.getState().setQuery('');
    await expect.poll(() => el.shadowRoot!.querySelectorAll('.activity').length).toBe(4);
  });

  it('says « Chargement… » while it waits, then a failure with « Réessayer », which loads again', async () => {
    mock.api.delay(300);
    mock.api.failNext(500);
    const el = await mount();
    await expect.element(page.getByRole('status')).toHaveTextContent('Chargement…');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Le tableau de bord n’a pas pu être chargé (erreur 500).');
    await expectAccessible(el);
    mock.api.delay(0);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect.element(card('Messages des habitants')).toHaveTextContent(/5/);
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it('says the server is not responding when it cannot be reached', async () => {
    mock.api.failNext('network');
    await mount();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Le serveur ne répond pas.');
  });

  it('says there is no activity yet on a new site', async () => {
    mock.replace({ empty: true });
    await mount();
    await expect.element(page.getByText('Aucune activité pour le moment.')).toBeVisible();
    await expect.element(card('Contenus publiés')).toHaveTextContent(/0\s*Stable/);
  });

  it('lists what is scheduled next on the site, soonest first, in French and English', async () => {
    const [news] = mock.api.state.collections.news;
    const [link] = mock.api.state.collections['quick-links'];
    Object.assign(news!, { status: 'published', publishAt: '2027-05-20T07:30:00.000Z', unpublishAt: '2027-06-01T17:00:00.000Z' });
    Object.assign(link!, { status: 'published', unpublishAt: '2027-05-10T09:00:00.000Z' });
    const el = await mount();
    const section = page.getByRole('region', { name: 'À venir sur le site' });
    await expect.element(section).toBeVisible();
    const lines = section.getByRole('listitem');
    await expect.element(lines.nth(0)).toHaveTextContent(/Retrait\s*10\smai 2027 à 10:00/);
    await expect.element(lines.nth(1)).toHaveTextContent(/Actualité.*Mise en ligne\s*20\smai 2027 à 08:30/);
    await expect.element(lines.nth(2)).toHaveTextContent(/Retrait\s*01\sjuin 2027 à 18:00/);
    await expectAccessible(el);
    el.remove();

    setLanguage('en');
    await mount();
    const english = page.getByRole('region', { name: 'Coming up on the site' });
    await expect.element(english.getByRole('listitem').nth(1)).toHaveTextContent(/Goes online\s*20 May 2027 at 08:30/);
  });
});
