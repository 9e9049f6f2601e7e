import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './service.element';

afterEach(async () => {
  vi.restoreAllMocks();
  resetPage();
  await page.viewport(1280, 900);
});

describe('<commune-service>', () => {
  it('is accessible, and explains the service section by section', async () => {
    const service = await mountElement('commune-service', { attributes: { service: 'birth-certificate' }, lang: 'fr' });
    await expectAccessible(service);
    const headings = page.getByRole('heading', { level: 2 }).elements().map((heading) => heading.textContent);
    expect(headings).toEqual([
      'De quoi s’agit-il\u00a0?',
      'Qui peut en faire la demande\u00a0?',
      'Pièces à fournir',
      'Les étapes',
      'Coût',
      'Délai',
      'Où et quand\u00a0?',
      'Autres services',
    ]);
    await expect.element(page.getByText(/dans les 90 jours/).first()).toBeVisible();
    const steps = page.getByRole('region', { name: 'Les étapes' }).getByRole('listitem');
    expect(steps.elements()).toHaveLength(4);
    await expect.element(page.getByRole('region', { name: 'Coût' })).toHaveTextContent(/Gratuit/);
    await expect.element(page.getByRole('region', { name: 'Coût' })).toHaveTextContent(/500\s+FCFA/);
  });

  it('gives the office’s phone and email as links, with the opening hours', async () => {
    await mountElement('commune-service', { attributes: { service: 'birth-certificate' }, lang: 'fr' });
    const where = page.getByRole('region', { name: 'Où et quand\u00a0?' });
    await expect.element(where.getByText('Service de l’état civil')).toBeVisible();
    await expect.element(where.getByRole('link', { name: '+237 222 29 14 52' })).toHaveAttribute('href', 'tel:+237222291452');
    await expect.element(where.getByRole('link', { name: 'etat-civil@commune-dtima.cm' })).toHaveAttribute('href', 'mailto:etat-civil@commune-dtima.cm');
    await expect.element(where.getByText('Du lundi au vendredi, de 7\u00a0h\u00a030 à 15\u00a0h\u00a030')).toBeVisible();
  });

  it('switches to another service when its attribute changes', async () => {
    const service = await mountElement('commune-service', { attributes: { service: 'tax' }, lang: 'fr' });
    await expect.element(page.getByRole('link', { name: '+237 222 29 14 54' })).toHaveAttribute('href', 'tel:+237222291454');
    await expect.element(page.getByRole('link', { name: 'Taux et échéances des taxes municipales' })).toHaveAttribute('href', '/business/taxes');

    service.setAttribute('service', 'marriage');
    await expect.element(page.getByText('Publication des bans', { exact: true })).toBeVisible();
    await expect.element(page.getByText(/Célébrations le samedi/)).toBeVisible();
    await expect.element(page.getByRole('link', { name: '+237 222 29 14 52' })).toBeVisible();
    // The other services: every one but this one.
    const others = page.getByRole('navigation', { name: 'Autres services' }).getByRole('link');
    expect(others.elements()).toHaveLength(7);
    expect(page.getByRole('navigation', { name: 'Autres services' }).getByRole('link', { name: 'Mariage civil' }).elements()).toHaveLength(0);
    await expect.element(page.getByRole('link', { name: 'Services fiscaux' })).toHaveAttribute('href', '/services/tax');
  });

  it('warns once about an unknown service and shows the administrative one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountElement('commune-service', { attributes: { service: 'passport' }, lang: 'fr' });
    await expect.element(page.getByText('Légalisation de signature', { exact: true }).first()).toBeVisible();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/<commune-service> service="passport" is not valid.*"administrative"/);
  });

  it('speaks English, with amounts in English format', async () => {
    await mountElement('commune-service', { attributes: { service: 'licenses' }, lang: 'en' });
    await expect.element(page.getByRole('heading', { name: 'Documents to bring' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Cost' })).toHaveTextContent(/50,000\s+FCFA per year/);
    await expect.element(page.getByRole('link', { name: 'All licences and permits' })).toHaveAttribute('href', '/business/licenses');
  });

  it('fits a phone in one column, without sideways scrolling', async () => {
    await page.viewport(390, 844);
    const service = await mountElement('commune-service', { attributes: { service: 'marriage' }, lang: 'fr' });
    expect(service.scrollWidth).toBeLessThanOrEqual(service.clientWidth);
    const details = service.shadowRoot!.querySelector('.service__details')!.getBoundingClientRect();
    const facts = service.shadowRoot!.querySelector('.service__facts')!.getBoundingClientRect();
    expect(facts.top).toBeGreaterThanOrEqual(details.bottom);
  });
});
