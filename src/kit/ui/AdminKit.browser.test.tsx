import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineWidget } from '../../kit/define-widget';
import { useHostEvent } from '../../runtime/element';
import { deepActiveElement, expectAccessible, mountElement, resetPage, shadowText } from '../../testing/kit';
import { adminKitCss } from './admin-styles';
import { Breadcrumbs } from './Breadcrumbs';
import { Menu } from './Menu';
import { StatCard } from './StatCard';

/** A dashboard header: breadcrumbs, the profile menu, three figures. */
function DashboardProbe() {
  const emit = useHostEvent();
  return (
    <>
      <Breadcrumbs
        items={[
          { id: 'dashboard', label: 'Tableau de bord', href: '/admin/' },
          { id: 'overview', label: 'Vue d’ensemble' },
        ]}
      />
      <Menu
        label="Aïssatou Bello"
        items={[
          { id: 'settings', label: 'Paramètres', href: '/admin/settings' },
          { id: 'language', label: 'English', onAction: () => emit('commune-probe-language', 'en') },
          { id: 'logout', label: 'Se déconnecter' },
        ]}
        onAction={(id) => emit('commune-probe-action', id)}
      />
      <StatCard label="Actualités publiées" value={1250} change={12} />
      <StatCard label="Événements à venir" value={8} change={-5} />
      <StatCard label="Demandes en attente" value={31} change={-20} lowerIsBetter />
      <StatCard label="Programmes" value={6} change={0} />
    </>
  );
}

defineWidget('commune-ui-dashboard-probe', DashboardProbe, { summary: 'Admin kit test: Breadcrumbs, Menu, StatCard', props: {}, css: [adminKitCss] });

afterEach(resetPage);

/** The stat card of a label, and its change line. */
function stat(el: HTMLElement, label: string) {
  const card = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.ui-stat')].find((candidate) => candidate.textContent?.includes(label))!;
  return { card, change: card.querySelector<HTMLElement>('.ui-stat__change')! };
}

describe('Breadcrumbs', () => {
  it('is a named navigation whose last item is the current page, not a link', async () => {
    const el = await mountElement('commune-ui-dashboard-probe', { lang: 'fr' });
    await expectAccessible(el);
    const nav = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect.element(nav).toBeVisible();
    await expect.element(nav.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/admin/');
    const current = el.shadowRoot!.querySelector('[aria-current="page"]')!;
    expect(current.textContent).toBe('Vue d’ensemble');
    expect(current.hasAttribute('href')).toBe(false);
    resetPage();
    await mountElement('commune-ui-dashboard-probe', { lang: 'en' });
    await expect.element(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
  });
});

describe('StatCard', () => {
  it('formats the value and says the change with an arrow, a sign and words, in French', async () => {
    const el = await mountElement('commune-ui-dashboard-probe', { lang: 'fr' });
    const up = stat(el, 'Actualités publiées');
    expect(up.card.querySelector('.ui-stat__value')!.textContent).toBe('1\u202f250');
    expect(up.change.textContent).toBe('En hausse\u00a0: +12\u00a0% depuis le mois dernier');
    expect(up.change.querySelector('svg')).not.toBeNull();
    expect(up.card.dataset.tone).toBe('good');

    const down = stat(el, 'Événements à venir');
    expect(down.change.textContent).toMatch(/^En baisse\u00a0: [-−]5\u00a0% depuis le mois dernier$/);
    expect(down.card.dataset.tone).toBe('bad');
    // Fewer requests waiting is good news.
    expect(stat(el, 'Demandes en attente').card.dataset.tone).toBe('good');
    expect(stat(el, 'Programmes').change.textContent).toBe('Stable\u00a0: 0\u00a0% depuis le mois dernier');
    // Green and red differ from the muted grey; in forced colours all are the system text colour.
    expect(getComputedStyle(up.change).color).not.toBe(getComputedStyle(down.change).color);
    await expectAccessible(el);
  });

  it('speaks English too', async () => {
    const el = await mountElement('commune-ui-dashboard-probe', { lang: 'en' });
    expect(stat(el, 'Actualités publiées').card.querySelector('.ui-stat__value')!.textContent).toBe('1,250');
    expect(stat(el, 'Actualités publiées').change.textContent).toBe('Up: +12% from last month');
    expect(shadowText(el)).toContain('Down: -5% from last month');
  });
});

describe('Menu', () => {
  it('opens from the keyboard, moves with the arrows and fires the chosen item’s action', async () => {
    const el = await mountElement('commune-ui-dashboard-probe', { lang: 'fr' });
    const heard: string[] = [];
    el.addEventListener('commune-probe-action', (event) => heard.push(`action:${(event as CustomEvent).detail}`));
    el.addEventListener('commune-probe-language', (event) => heard.push(`language:${(event as CustomEvent).detail}`));

    const trigger = page.getByRole('button', { name: 'Aïssatou Bello' });
    await expect.element(trigger).toHaveAttribute('aria-haspopup', 'true');
    trigger.element().focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = page.getByRole('menu');
    await expect.element(menu).toBeVisible();
    expect(menu.element().getRootNode()).toBe(el.shadowRoot);
    await expect.poll(() => deepActiveElement()?.textContent).toBe('Paramètres');
    await expect.element(page.getByRole('menuitem', { name: 'Paramètres' })).toHaveAttribute('href', '/admin/settings');
    await expectAccessible(el);

    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(menu).not.toBeInTheDocument();
    expect(heard).toEqual(['language:en', 'action:language']);
    await expect.poll(deepActiveElement).toBe(trigger.element());
  });

  it('chooses with the mouse and closes on Escape', async () => {
    const el = await mountElement('commune-ui-dashboard-probe', { lang: 'fr' });
    const heard: string[] = [];
    el.addEventListener('commune-probe-action', (event) => heard.push((event as CustomEvent).detail));
    await page.getByRole('button', { name: 'Aïssatou Bello' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    expect(heard).toEqual(['logout']);
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();

    await page.getByRole('button', { name: 'Aïssatou Bello' }).click();
    await expect.element(page.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });
});
