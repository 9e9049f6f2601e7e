import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { serviceTiles } from '../../content/services';
import { answered, apiQuickLink, notFoundPage, recordMutations, seededAnswers, serve } from '../../testing/live-fixtures';
import { forgetLiveItems } from '../../features/live/store';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './services.element';

/*
 * `<commune-services>` with the content server: the eight bundled tiles first, then the quick
 * links staff published (`GET /api/v1/quick-links`), and the bundled tiles whenever it fails.
 */

beforeEach(() => forgetLiveItems());
afterEach(async () => {
  resetPage();
  vi.restoreAllMocks();
  await page.viewport(1280, 900);
});

const labels = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('.service-tile__label')].map((label) => label.textContent);
const BUNDLED_FR = serviceTiles.map((tile) => tile.label.fr);

/** Stamp duty unpublished; a link to the tax office's portal added, with an icon this library does not know. */
function editedLinks() {
  const seeded = seededAnswers(60)['quick-links'].filter((link) => link.href !== '/services/stamp');
  const portal = {
    ...apiQuickLink(serviceTiles[2], 90),
    label: { fr: 'Impôts en ligne', en: 'Online taxes' },
    description: { fr: 'Déclarer sur le portail de la DGI', en: 'File on the tax office’s portal' },
    href: 'https://www.impots.cm',
    icon: 'laptop',
    position: 90,
  };
  return [...seeded, portal];
}

describe('<commune-services> and the content server', () => {
  it('changes nothing on the page when the published quick links are the bundled tiles', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve(seededAnswers(60)));
    const el = await mountElement('commune-services', { lang: 'fr' });
    const mutations = recordMutations(el.shadowRoot!);
    await answered(fetch);
    expect(new URL(String(fetch.mock.calls[0][0])).pathname).toBe('/api/v1/quick-links');
    expect(mutations.records()).toEqual([]);
    expect(labels(el)).toEqual(BUNDLED_FR);
  });

  it('shows a quick link staff published, to an https address, and drops one they unpublished', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ 'quick-links': editedLinks() }));
    const el = await mountElement('commune-services', { lang: 'fr' });
    await expect.poll(() => labels(el)).toEqual([...BUNDLED_FR.filter((label) => label !== 'Droits de timbre'), 'Impôts en ligne']);
    const portal = page.getByRole('link', { name: /^Impôts en ligne / });
    await expect.element(portal).toHaveAttribute('href', 'https://www.impots.cm');
    expect(portal.element().querySelector('svg')).not.toBeNull();
    await expectAccessible(el);
  });

  it('keeps the bundled tiles, and says nothing, on a static host', async () => {
    const logs = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => notFoundPage());
    const el = await mountElement('commune-services', { lang: 'fr' });
    await answered(fetch);
    expect(labels(el)).toEqual(BUNDLED_FR);
    for (const log of logs) expect(log).not.toHaveBeenCalled();
  });

  it('skips a malformed quick link with one warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...apiQuickLink(serviceTiles[0], 91), label: { fr: 'Mairie', en: '' }, href: 'javascript:alert(1)' };
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ 'quick-links': [...editedLinks(), broken] }));
    const el = await mountElement('commune-services', { lang: 'fr' });
    await answered(fetch);
    await expect.poll(() => labels(el)).toContain('Impôts en ligne');
    expect(labels(el)).not.toContain('Mairie');
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      `[commune] ${location.origin}/api/v1/quick-links: item 91 ("Mairie"): href must be a path of the site ("/…", not "//…"), an https:// address, mailto: or tel:. Skipped.`,
    ]);
  });
});
