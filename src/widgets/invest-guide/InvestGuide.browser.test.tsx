import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mailHref, offices, telHref } from '../../content/commune';
import { setLanguage } from '../../runtime/store';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './invest-guide.element';

const office = offices.investment;

afterEach(async () => {
  resetPage();
  await page.viewport(414, 896);
});

describe('<commune-invest-guide>', () => {
  it('has no serious accessibility violations', async () => {
    const el = await mountElement('commune-invest-guide', { lang: 'fr' });
    await expect.element(page.getByRole('heading', { name: 'Pourquoi investir à Dtima\u00a0?' })).toBeVisible();
    await expectAccessible(el);
  });

  it('shows the strengths, the support and the steps in order', async () => {
    await mountElement('commune-invest-guide');
    await expect.element(page.getByRole('heading', { level: 2, name: 'Pourquoi investir à Dtima\u00a0?' })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 3, name: 'Un carrefour transfrontalier' })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 3, name: 'Des avantages fiscaux' })).toBeVisible();
    await expect.element(page.getByText(/charte des investissements/).first()).toBeVisible();
    const steps = page.getByRole('list', { name: 'S’installer à Dtima, étape par étape' });
    await expect.element(steps).toBeVisible();
    expect(steps.element().tagName).toBe('OL');
    expect(steps.getByRole('heading').elements().map((h) => h.textContent)).toEqual([
      'Présenter votre projet',
      'Créer votre entreprise',
      'Sécuriser votre terrain',
      'Obtenir vos autorisations',
      'Démarrer votre activité',
    ]);
    expect(steps.getByRole('listitem').elements().map((li) => li.querySelector('.ui-steps__number')?.textContent)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('gives the investment office’s phone and email as links, and a link to the opportunities', async () => {
    await mountElement('commune-invest-guide');
    const contact = page.getByRole('region', { name: 'Votre interlocuteur' });
    await expect.element(contact.getByText(office.name.fr)).toBeVisible();
    await expect.element(contact.getByRole('link', { name: office.phone })).toHaveAttribute('href', telHref(office.phone));
    await expect.element(contact.getByRole('link', { name: office.email })).toHaveAttribute('href', mailHref(office.email));
    await expect.element(contact.getByText(office.location.fr)).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Voir les secteurs et les opportunités' })).toHaveAttribute('href', '/business/investment');
  });

  it('speaks English and follows a language switch', async () => {
    await mountElement('commune-invest-guide', { lang: 'en' });
    await expect.element(page.getByRole('heading', { name: 'Why invest in Dtima?' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Register your company' })).toBeVisible();
    await expect.element(page.getByText(office.name.en, { exact: true })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'See the sectors and opportunities' })).toHaveAttribute('href', '/business/investment');
    setLanguage('fr');
    await expect.element(page.getByRole('heading', { name: 'Votre interlocuteur' })).toBeVisible();
  });

  it('follows heading-level', async () => {
    await mountElement('commune-invest-guide', { attributes: { 'heading-level': '3' } });
    await expect.element(page.getByRole('heading', { level: 3, name: 'Votre interlocuteur' })).toBeVisible();
    expect(page.getByRole('heading', { level: 2 }).elements()).toHaveLength(0);
    expect(page.getByRole('heading', { level: 4 }).elements().length).toBeGreaterThan(10);
  });

  it('fits a 390 px phone', async () => {
    await page.viewport(390, 844);
    const el = await mountElement('commune-invest-guide');
    await expect.element(page.getByRole('heading', { name: 'Votre interlocuteur' })).toBeVisible();
    const base = el.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
    expect(base.scrollWidth).toBeLessThanOrEqual(base.clientWidth);
    for (const item of el.shadowRoot!.querySelectorAll<HTMLElement>('li, [part="contact"], a')) {
      expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    }
  });
});
