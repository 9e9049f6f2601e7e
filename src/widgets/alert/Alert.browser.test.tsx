import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { DISMISSED_KEY } from './Alert';
import { floodAlert, roadAlert, vaccinationAlert } from './alert.examples';
import './alert.element';

afterEach(() => {
  resetPage();
  vi.useRealTimers();
  localStorage.removeItem(DISMISSED_KEY);
});

const shown = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.alert')].map((alert) => alert.dataset.level);

describe('<commune-alert>', () => {
  it('shows every level with its word, emergency first; an emergency as an alert, the others politely', async () => {
    const el = await mountElement('commune-alert', { lang: 'fr', properties: { items: [vaccinationAlert, roadAlert, floodAlert] } });
    expect(shown(el)).toEqual(['urgence', 'vigilance', 'information']);
    const [urgence, vigilance, information] = [...el.shadowRoot!.querySelectorAll('.alert')];
    expect(urgence!.getAttribute('role')).toBe('alert');
    expect(vigilance!.getAttribute('role')).toBe('status');
    expect(information!.getAttribute('role')).toBe('status');
    expect(urgence!.textContent).toContain('Urgence');
    expect(vigilance!.textContent).toContain('Vigilance');
    expect(information!.textContent).toContain('Information');
    expect(urgence!.textContent).toContain('Jusqu’au 31 décembre 2099 à 18:00');
    await expect.element(page.getByRole('link', { name: 'En savoir plus\u00a0: Crue du mayo Tsanaga' })).toHaveAttribute('href', '/contact');
    // Hiding: a warning and an information can be, an emergency cannot.
    expect(urgence!.querySelector('button')).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Masquer l’alerte « Route de Mokolo coupée »' })).toBeVisible();
    await expectAccessible(el);
  });

  it('speaks English', async () => {
    const el = await mountElement('commune-alert', { lang: 'en', properties: { items: [floodAlert, roadAlert] } });
    expect(el.shadowRoot!.textContent).toContain('Emergency');
    expect(el.shadowRoot!.textContent).toContain('Tsanaga river in flood');
    expect(el.shadowRoot!.textContent).toContain('Warning');
    expect(el.shadowRoot!.textContent).toContain('Until 31 December 2099 at 18:00');
    await expect.element(page.getByRole('button', { name: 'Hide alert “Mokolo road closed”' })).toBeVisible();
    await expectAccessible(el);
  });

  it('remembers a hidden alert for its version: the next version shows again', async () => {
    const el = await mountElement('commune-alert', { lang: 'fr', properties: { items: [roadAlert] } });
    await page.getByRole('button', { name: /^Masquer l’alerte/ }).click();
    await expect.poll(() => shown(el)).toEqual([]);
    expect(el.getBoundingClientRect().height).toBe(0);
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY)!)).toEqual(['40:1']);
    resetPage();
    const again = await mountElement('commune-alert', { lang: 'fr', properties: { items: [roadAlert] } });
    await expect.poll(() => shown(again)).toEqual([]);
    resetPage();
    const edited = await mountElement('commune-alert', { lang: 'fr', properties: { items: [{ ...roadAlert, version: 2 }] } });
    await expect.poll(() => shown(edited)).toEqual(['vigilance']);
  });

  it('never hides an emergency, and is not broken by a corrupt storage', async () => {
    localStorage.setItem(DISMISSED_KEY, '{not json');
    const el = await mountElement('commune-alert', { lang: 'fr', properties: { items: [floodAlert, roadAlert] } });
    await expect.poll(() => shown(el)).toEqual(['urgence', 'vigilance']);
    localStorage.setItem(DISMISSED_KEY, JSON.stringify({ 41: true }));
    resetPage();
    const other = await mountElement('commune-alert', { lang: 'fr', properties: { items: [{ ...floodAlert }] } });
    await expect.poll(() => shown(other)).toEqual(['urgence']);
  });

  it('goes by itself at its end, and shows one at its start', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const now = Date.parse('2026-08-12T10:00:00Z');
    vi.setSystemTime(now);
    const ending = { ...roadAlert, startsAt: '2026-08-12T09:00:00Z', endsAt: '2026-08-12T10:00:30Z' };
    const starting = { ...vaccinationAlert, startsAt: '2026-08-12T10:00:10Z', endsAt: '2026-08-12T12:00:00Z' };
    const el = document.createElement('commune-alert') as HTMLElement & { items: unknown };
    document.body.append(el);
    el.items = [ending, starting];
    await vi.waitFor(() => expect(shown(el)).toEqual(['vigilance']));
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.waitFor(() => expect(shown(el)).toEqual(['vigilance', 'information']));
    await vi.advanceTimersByTimeAsync(20_000);
    await vi.waitFor(() => expect(shown(el)).toEqual(['information']));
  });

  it('shows nothing and takes no space when no alert is active', async () => {
    const el = document.createElement('commune-alert') as HTMLElement & { items: unknown };
    document.body.append(el);
    el.items = [{ ...floodAlert, endsAt: '2021-01-01T00:00:00+01:00' }];
    await expect.poll(() => el.shadowRoot?.querySelector('.commune-root') !== null).toBe(true);
    expect(shown(el)).toEqual([]);
    expect(el.getBoundingClientRect().height).toBe(0);
  });
});
