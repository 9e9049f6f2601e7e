import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mailHref, offices, telHref } from '../../content/commune';
import { setLanguage } from '../../runtime/store';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './investment.element';

const office = offices.investment;

afterEach(async () => {
  // Close any open dialog first so react-aria releases the page (scroll lock, aria-hidden).
  if (page.getByRole('dialog').elements().length > 0) {
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  resetPage();
  await page.viewport(414, 896);
});

describe('<commune-investment>', () => {
  it('has no serious accessibility violations in either variant', async () => {
    const home = await mountElement('commune-investment', { lang: 'fr' });
    const full = await mountElement('commune-investment', { attributes: { variant: 'full', 'heading-level': '3' } });
    await expect.element(page.getByRole('heading', { name: 'Opportunités d’investissement' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Aperçu du marché' })).toBeVisible();
    await expectAccessible(home);
    await expectAccessible(full);
  });

  it('home: shows the six sectors and leads to /investir', async () => {
    await mountElement('commune-investment');
    const heading = page.getByRole('heading', { level: 2, name: 'Opportunités d’investissement' });
    await expect.element(heading).toBeVisible();
    const list = page.getByRole('list', { name: 'Opportunités d’investissement' });
    expect(list.getByRole('listitem').elements()).toHaveLength(6);
    expect(page.getByRole('heading', { level: 3 }).elements().map((h) => h.textContent)).toEqual([
      'Infrastructures',
      'Agriculture et élevage',
      'Tourisme',
      'Commerce',
      'Énergies renouvelables',
      'Santé',
    ]);
    await expect.element(page.getByText(/Coton, oignon, mil et bétail/)).toBeVisible();
    const link = page.getByRole('link', { name: 'Investir à Dtima' });
    await expect.element(link).toHaveAttribute('href', '/investir');
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });

  it('full: shows the three market figures as big numbers', async () => {
    await mountElement('commune-investment', { attributes: { variant: 'full' } });
    await expect.element(page.getByRole('heading', { level: 2, name: 'Aperçu du marché' })).toBeVisible();
    await expect.element(page.getByText('150\u202f000+')).toBeVisible();
    await expect.element(page.getByText(/^5,2[\u202f\u00a0]%$/)).toBeVisible();
    await expect.element(page.getByText('2\u202f000+')).toBeVisible();
    await expect.element(page.getByText('Habitants', { exact: true })).toBeVisible();
    const energy = page.getByRole('article', { name: 'Énergies renouvelables' });
    await expect.element(energy.getByRole('list', { name: 'Opportunités' })).toBeVisible();
    expect(energy.getByRole('listitem').elements()).toHaveLength(5);
    await expect.element(energy.getByText('Mini-réseaux solaires pour les villages non raccordés de la commune')).toBeVisible();
  });

  it('full: “Contactez-nous” opens the investment office’s details for that sector; Escape closes and gives focus back', async () => {
    await mountElement('commune-investment', { attributes: { variant: 'full' } });
    const buttons = page.getByRole('button', { name: /^Contactez-nous/ });
    expect(buttons.elements()).toHaveLength(6);
    const tourism = page.getByRole('button', { name: 'Contactez-nous au sujet du secteur Tourisme' });
    await expect.element(tourism).toHaveTextContent('Contactez-nous');
    await tourism.click();

    const dialog = page.getByRole('dialog', { name: /Tourisme/ });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText(/Un projet dans le secteur «\u00a0Tourisme\u00a0»/)).toBeVisible();
    await expect.element(dialog.getByText(office.name.fr)).toBeVisible();
    await expect.element(dialog.getByRole('link', { name: office.phone })).toHaveAttribute('href', telHref(office.phone));
    await expect.element(dialog.getByRole('link', { name: office.email })).toHaveAttribute('href', mailHref(office.email));
    await expect.poll(() => dialog.element().contains(deepActiveElement())).toBe(true);
    await expectAccessible(dialog.element());

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(deepActiveElement).toBe(tourism.element());
  });

  it('full: opens from the keyboard too, for another sector, and the close button works', async () => {
    await mountElement('commune-investment', { attributes: { variant: 'full' } });
    const health = page.getByRole('button', { name: 'Contactez-nous au sujet du secteur Santé' });
    (health.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: /Santé/ });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(deepActiveElement).toBe(health.element());
  });

  it('speaks English, and follows a language switch', async () => {
    await mountElement('commune-investment', { attributes: { variant: 'full' }, lang: 'en' });
    await expect.element(page.getByRole('heading', { name: 'Market overview' })).toBeVisible();
    await expect.element(page.getByText('150,000+')).toBeVisible();
    await expect.element(page.getByText('5.2%', { exact: true })).toBeVisible();
    await expect.element(page.getByText('2,000+')).toBeVisible();
    await page.getByRole('button', { name: 'Contact us about Renewable energy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Investment project: Renewable energy' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('Investment Promotion Office')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

    setLanguage('fr');
    await expect.element(page.getByRole('heading', { name: 'Aperçu du marché' })).toBeVisible();
    await expect.element(page.getByText('150\u202f000+')).toBeVisible();
  });

  it('home in English', async () => {
    await mountElement('commune-investment', { lang: 'en' });
    await expect.element(page.getByRole('heading', { level: 2, name: 'Investment opportunities' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Invest in Dtima' })).toHaveAttribute('href', '/investir');
  });

  it('fits a 390 px phone and puts three sectors on a row at 1280 px', async () => {
    await page.viewport(390, 844);
    const full = await mountElement('commune-investment', { attributes: { variant: 'full' } });
    await expect.element(page.getByText('150\u202f000+')).toBeVisible();
    const base = full.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
    expect(base.scrollWidth).toBeLessThanOrEqual(base.clientWidth);
    for (const item of full.shadowRoot!.querySelectorAll<HTMLElement>('[part="sector"], .figure')) {
      expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    }
    resetPage();

    await page.viewport(1280, 800);
    const home = await mountElement('commune-investment', { attributes: { style: 'max-width: 72rem' } });
    await expect.element(page.getByRole('heading', { name: 'Opportunités d’investissement' })).toBeVisible();
    const tops = [...home.shadowRoot!.querySelectorAll<HTMLElement>('[part="sector"]')].map((item) => item.getBoundingClientRect().top);
    expect(new Set(tops).size).toBe(2);
  });
});
