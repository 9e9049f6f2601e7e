import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { legalDocuments } from '../../content/legal';
import { setLanguage } from '../../runtime/store';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './legal.element';

afterEach(async () => {
  resetPage();
  await page.viewport(414, 896);
});

describe('<commune-legal>', () => {
  it('is accessible, each section a region named by its heading', async () => {
    const element = await mountElement('commune-legal', { attributes: { page: 'privacy' } });
    await expect.element(page.getByRole('heading', { level: 2, name: 'Vos droits' })).toBeVisible();
    await expectAccessible(element);
    const headings = page.getByRole('heading', { level: 2 }).elements().map((heading) => heading.textContent);
    expect(headings).toEqual(legalDocuments.privacy.sections.map((section) => section.title.fr));
    await expect.element(page.getByRole('region', { name: 'Combien de temps' }).getByText(/jusqu’à ce qu’un agent de la mairie les supprime/)).toBeVisible();
  });

  it('shows the legal notice by default, with the publication director and the contacts as links', async () => {
    await mountElement('commune-legal', { attributes: { 'heading-level': '3' } });
    const director = page.getByRole('region', { name: 'Directeur de la publication' });
    await expect.element(director.getByText(/Hamadou Daïrou Bello, maire de la Commune de Dtima/)).toBeVisible();
    await expect.element(director.getByRole('link', { name: 'cabinet@commune-dtima.cm' })).toHaveAttribute('href', 'mailto:cabinet@commune-dtima.cm');
    const publisher = page.getByRole('region', { name: 'Éditeur du site' });
    await expect.element(publisher.getByRole('link', { name: '+237 222 29 14 50' })).toHaveAttribute('href', 'tel:+237222291450');
    await expect.element(page.getByRole('heading', { level: 3, name: 'Hébergement' })).toBeVisible();
  });

  it('says the accessibility statement’s status and date, and follows the page into English', async () => {
    await mountElement('commune-legal', { attributes: { page: 'accessibility' } });
    const status = page.getByRole('region', { name: 'État de conformité' });
    await expect.element(status.getByText(/partiellement conforme avec le référentiel général d’amélioration de l’accessibilité/)).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Résultats des tests' }).getByText('26 novembre 2026')).toBeVisible();
    setLanguage('en');
    await expect.element(page.getByRole('region', { name: 'Compliance status' }).getByText(/partially compliant with the French general accessibility/)).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Right of appeal' }).getByText(/Senior Divisional Officer/)).toBeVisible();
  });

  it('fits a 390 px phone: the long e-mail addresses wrap, and the facts stack', async () => {
    await page.viewport(390, 844);
    const element = await mountElement('commune-legal', { attributes: { page: 'legal-notice' } });
    await expect.element(page.getByRole('region', { name: 'Éditeur du site' })).toBeVisible();
    const root = element.shadowRoot!.querySelector<HTMLElement>('.legal')!;
    expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const fact = element.shadowRoot!.querySelector('.legal__fact')!;
    expect(getComputedStyle(fact).gridTemplateColumns.split(' ')).toHaveLength(1);
  });
});
