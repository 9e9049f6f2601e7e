import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { developmentProjects } from '../../content/projects';
import { setLanguage } from '../../runtime/store';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './projects.element';

afterEach(async () => {
  resetPage();
  await page.viewport(414, 896);
});

describe('<commune-projects>', () => {
  it('has no serious accessibility violations', async () => {
    const el = await mountElement('commune-projects', { lang: 'fr' });
    await expect.element(page.getByRole('list', { name: 'Projets de développement de la commune' })).toBeVisible();
    await expectAccessible(el);
  });

  it('shows five progress bars named by their project, at 65, 40, 20, 80 and 10 %', async () => {
    await mountElement('commune-projects');
    const list = page.getByRole('list', { name: 'Projets de développement de la commune' });
    await expect.element(list).toBeVisible();
    expect(list.getByRole('listitem').elements()).toHaveLength(5);
    const bars = page.getByRole('progressbar').elements();
    expect(bars).toHaveLength(5);
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['65', '40', '20', '80', '10']);
    expect(bars.map((bar) => bar.getAttribute('aria-valuemax'))).toEqual(['100', '100', '100', '100', '100']);
    for (const project of developmentProjects) {
      const bar = page.getByRole('progressbar', { name: project.title.fr });
      await expect.element(bar).toBeVisible();
      await expect.element(bar).toHaveAttribute('aria-valuenow', String(project.progress));
    }
    const water = page.getByRole('article', { name: 'Adduction d’eau potable' });
    await expect.element(water.getByText(/^65[\u202f\u00a0]%$/)).toBeVisible();
    await expect.element(water.getByText('500\u00a0millions\u00a0de\u00a0FCFA')).toBeVisible();
    await expect.element(water.getByText('mars 2024')).toBeVisible();
    await expect.element(water.getByText('décembre 2025')).toBeVisible();
  });

  it('badges each project En cours or Planifié', async () => {
    const el = await mountElement('commune-projects');
    await expect.element(page.getByRole('article').first()).toBeVisible();
    const badges = [...el.shadowRoot!.querySelectorAll('.ui-badge')];
    expect(badges.map((badge) => badge.textContent)).toEqual(['En cours', 'En cours', 'Planifié', 'En cours', 'Planifié']);
    const market = page.getByRole('article', { name: 'Marché moderne de Dtima' });
    await expect.element(market.getByText('Planifié')).toBeVisible();
    await expect.element(market.getByText('300\u00a0millions\u00a0de\u00a0FCFA')).toBeVisible();
    // Green and yellow, as SPEC §4 says: the badges' colours differ.
    const colour = (index: number) => getComputedStyle(badges[index]).backgroundColor;
    expect(colour(0)).not.toBe(colour(2));
    expect(colour(0)).toBe(colour(1));
  });

  it('speaks English and follows a language switch', async () => {
    const el = await mountElement('commune-projects', { lang: 'en' });
    await expect.element(page.getByRole('list', { name: 'The council’s development projects' })).toBeVisible();
    const water = page.getByRole('article', { name: 'Drinking water supply' });
    await expect.element(water.getByText('In progress')).toBeVisible();
    await expect.element(water.getByText('65%')).toBeVisible();
    await expect.element(water.getByText('500\u00a0million\u00a0FCFA')).toBeVisible();
    await expect.element(water.getByText('March 2024')).toBeVisible();
    await expect.element(page.getByRole('progressbar', { name: 'Drinking water supply' })).toHaveAttribute('aria-valuenow', '65');
    expect([...el.shadowRoot!.querySelectorAll('.ui-badge')].map((b) => b.textContent)).toEqual(['In progress', 'In progress', 'Planned', 'In progress', 'Planned']);

    setLanguage('fr');
    await expect.element(page.getByRole('article', { name: 'Adduction d’eau potable' }).getByText('En cours')).toBeVisible();
  });

  it('follows heading-level', async () => {
    await mountElement('commune-projects', { attributes: { 'heading-level': '3' } });
    await expect.element(page.getByRole('heading', { level: 3, name: 'Lycée technique communal' })).toBeVisible();
    expect(page.getByRole('heading', { level: 3 }).elements()).toHaveLength(5);
  });

  it('fits a 390 px phone and puts three cards on a row at 1280 px', async () => {
    await page.viewport(390, 844);
    const el = await mountElement('commune-projects');
    await expect.element(page.getByRole('article').first()).toBeVisible();
    const base = el.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
    expect(base.scrollWidth).toBeLessThanOrEqual(base.clientWidth);
    for (const item of el.shadowRoot!.querySelectorAll<HTMLElement>('[part="project"]')) {
      expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    }
    // The budget and the period share a row: neither runs into the other.
    for (const fact of el.shadowRoot!.querySelectorAll<HTMLElement>('.project__fact dd')) {
      expect(fact.scrollWidth).toBeLessThanOrEqual(fact.clientWidth);
    }
    resetPage();

    await page.viewport(1280, 800);
    const wide = await mountElement('commune-projects', { attributes: { style: 'max-width: 72rem' } });
    await expect.element(page.getByRole('article').first()).toBeVisible();
    const tops = [...wide.shadowRoot!.querySelectorAll<HTMLElement>('[part="project"]')].map((item) => item.getBoundingClientRect().top);
    expect(new Set(tops).size).toBe(2);
  });
});
