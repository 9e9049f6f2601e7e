import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { programmes } from '../../content/programmes';
import { answered, apiProgram, recordMutations, seededAnswers, serve } from '../../testing/live-fixtures';
import { forgetLiveItems } from '../../features/live/store';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './programmes.element';

/*
 * `<commune-programmes>` with the content server: the bundled programmes first, then those
 * staff published (`GET /api/v1/programs`), and the bundled ones whenever the server fails.
 */

beforeEach(() => forgetLiveItems());
afterEach(async () => {
  resetPage();
  vi.restoreAllMocks();
  await page.viewport(1280, 900);
});

const titles = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('.ui-card__heading')].map((heading) => heading.textContent);

/** Housing unpublished; a borehole project in planning, without an image, linking to FEICOM. */
function editedPrograms() {
  const seeded = seededAnswers(30).programs.filter((program) => program.title.fr !== 'Habitat de qualité');
  const boreholes = {
    ...apiProgram(programmes[1], 41),
    title: { fr: 'Forages de Mouda', en: 'Mouda boreholes' },
    description: { fr: 'Trois forages équipés de pompes solaires pour les quartiers du nord de la commune.', en: 'Three boreholes with solar pumps for the northern quarters of the commune.' },
    type: 'project',
    phase: 'planning',
    image: null,
    link: { href: 'https://www.feicom.cm', label: { fr: 'Le FEICOM, qui finance le projet', en: 'FEICOM, which funds the project' } },
  };
  return [...seeded, boreholes];
}

describe('<commune-programmes> and the content server', () => {
  it('changes nothing on the page when the published programmes are the bundled ones', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve(seededAnswers(30)));
    const el = await mountElement('commune-programmes', { lang: 'fr' });
    const mutations = recordMutations(el.shadowRoot!);
    await answered(fetch);
    expect(new URL(String(fetch.mock.calls[0][0])).pathname).toBe('/api/v1/programs');
    expect(mutations.records()).toEqual([]);
  });

  it('shows a programme staff published, with its phase and a neutral picture, and drops one they unpublished', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ programs: editedPrograms() }));
    const el = await mountElement('commune-programmes', { lang: 'fr' });
    await expect.poll(() => titles(el)).toEqual(['Agenda de développement', 'Année de la jeunesse 2024', 'Forages de Mouda']);
    const card = page.getByRole('article', { name: 'Forages de Mouda' });
    await expect.element(card.getByText('En préparation')).toBeVisible();
    await expect.element(card.getByRole('link', { name: 'Le FEICOM, qui finance le projet' })).toHaveAttribute('href', 'https://www.feicom.cm');
    expect(card.element().querySelector('img')?.getAttribute('src')).toBe('/images/programmes/placeholder.svg');
    // The placeholder holds the same frame as the illustrations: the three cards line up.
    const heights = [...el.shadowRoot!.querySelectorAll('img')].map((image) => Math.round(image.getBoundingClientRect().height));
    expect(new Set(heights).size).toBe(1);
    await expectAccessible(el);
  });

  it('keeps the bundled programmes, and says nothing, when the server cannot be reached', async () => {
    const logs = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const el = await mountElement('commune-programmes', { lang: 'fr' });
    await answered(fetch);
    expect(titles(el)).toEqual(['Agenda de développement', 'Habitat de qualité', 'Année de la jeunesse 2024']);
    for (const log of logs) expect(log).not.toHaveBeenCalled();
  });

  it('skips a malformed programme with one warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...apiProgram(programmes[0], 77), title: { fr: 'Écoles solaires', en: '' }, phase: 'someday' };
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(serve({ programs: [...editedPrograms(), broken] }));
    const el = await mountElement('commune-programmes', { lang: 'fr' });
    await answered(fetch);
    await expect.poll(() => titles(el)).toEqual(['Agenda de développement', 'Année de la jeunesse 2024', 'Forages de Mouda']);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      `[commune] ${location.origin}/api/v1/programs: item 77 ("Écoles solaires"): phase must be "planning", "active", "completed". Skipped.`,
    ]);
  });
});
