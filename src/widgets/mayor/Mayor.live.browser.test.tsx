import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { mayorLetter } from '../../content/mayor';
import { answered, apiMayorUpdate, recordMutations, seededAnswers, serve } from '../../testing/live-fixtures';
import { forgetLiveItems } from '../../features/live/store';
import { expectAccessible, mountElement, resetPage, shadowText } from '../../testing/kit';
import './mayor.element';

/*
 * `<commune-mayor variant="message">` with the content server: the message bundled with the
 * library first, then the latest of the updates staff published (`GET /api/v1/mayor-updates`),
 * with the earlier ones below it.
 */

beforeEach(() => forgetLiveItems());
afterEach(() => {
  resetPage();
  vi.restoreAllMocks();
});

const market = {
  ...apiMayorUpdate(mayorLetter, 12),
  title: { fr: 'Réouverture du marché à bétail', en: 'The cattle market reopens' },
  content: {
    fr: 'Chers éleveurs,\n\nLe marché à bétail de Dtima rouvre ce samedi après les travaux du quai de chargement.\n\nJe vous y attends nombreux.',
    en: 'Dear herders,\n\nThe Dtima cattle market reopens this Saturday after the work on the loading bay.\n\nI look forward to seeing many of you there.',
  },
  date: '2025-03-14',
};

describe('<commune-mayor variant="message"> and the content server', () => {
  it('changes nothing when the published update is the bundled message', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve(seededAnswers(7)));
    const el = await mountElement('commune-mayor', { attributes: { variant: 'message' }, lang: 'fr' });
    // The message loads on its own, once: from then on nothing moves.
    await expect.poll(() => shadowText(el)).toContain('Chères habitantes, chers habitants de Dtima,');
    const mutations = recordMutations(el.shadowRoot!);
    await answered(fetch);
    expect(new URL(String(fetch.mock.calls[0][0])).pathname).toBe('/api/v1/mayor-updates');
    expect(mutations.records()).toEqual([]);
    expect(shadowText(el)).toContain('06 janvier 2025');
  });

  it('shows the latest update, and the earlier message under « Messages précédents »', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ 'mayor-updates': [market, apiMayorUpdate(mayorLetter, 3)] }));
    const el = await mountElement('commune-mayor', { attributes: { variant: 'message' }, lang: 'fr' });
    await expect.element(page.getByText('Le marché à bétail de Dtima rouvre ce samedi', { exact: false })).toBeVisible();
    expect(shadowText(el)).toContain('14 mars 2025');
    await expect.element(page.getByRole('heading', { name: 'Messages précédents' })).toBeVisible();
    const earlier = page.getByRole('heading', { name: /Le mot du maire · 06 janvier 2025/ });
    await earlier.click();
    await expect.element(page.getByText('Chères habitantes, chers habitants de Dtima,')).toBeVisible();
    await expectAccessible(el);
  });

  it('shows the English text to an English reader', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ 'mayor-updates': [market] }));
    const el = await mountElement('commune-mayor', { attributes: { variant: 'message' }, lang: 'en' });
    await expect.element(page.getByText('The Dtima cattle market reopens this Saturday', { exact: false })).toBeVisible();
    expect(shadowText(el)).not.toContain('Earlier messages');
  });

  it('keeps the bundled message when the server cannot be reached', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const el = await mountElement('commune-mayor', { attributes: { variant: 'message' }, lang: 'fr' });
    await answered(fetch);
    expect(shadowText(el)).toContain('Chères habitantes, chers habitants de Dtima,');
  });

  it('asks nothing on the home page’s presentation', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve(seededAnswers(7)));
    await mountElement('commune-mayor', { lang: 'fr' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetch).not.toHaveBeenCalled();
  });
});
