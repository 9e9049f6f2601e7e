import { userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { offices, telHref } from '../../content/commune';
import { tenders } from '../../content/tenders';
import { setLanguage } from '../../runtime/store';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './tenders.element';

afterEach(async () => {
  resetPage();
  await page.viewport(1280, 900);
});

/** Waits for the dialog's entry animation, so axe reads its final colours. */
async function animationsDone(element: HTMLElement) {
  await Promise.all(element.shadowRoot!.getAnimations().map((animation) => animation.finished));
}

const mount = (attributes: Record<string, string> = {}) => mountElement('commune-tenders', { attributes, lang: 'fr' });

describe('<commune-tenders>', () => {
  it('is accessible, with its dialogs open too', async () => {
    // At this size the details do not fit: the dialog's body scrolls, and takes focus to do so.
    await page.viewport(1280, 900);
    const element = await mount();
    await expectAccessible(element);
    await page.getByRole('button', { name: 'Détails de l’appel d’offres AO-2025-014' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await animationsDone(element);
    await expectAccessible(element);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Dossier de l’appel d’offres AO-2025-017' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await animationsDone(element);
    await expectAccessible(element);
  });

  it('shows the three tenders with reference, category, deadline and two buttons each', async () => {
    await mount();
    const list = page.getByRole('list', { name: 'Appels d’offres en cours' });
    const cards = list.getByRole('article');
    expect(cards.elements()).toHaveLength(3);
    const first = cards.first();
    await expect.element(first.getByRole('heading', { level: 3, name: 'Construction de trois forages équipés de pompes à motricité humaine' })).toBeVisible();
    await expect.element(first.getByText('AO-2025-014', { exact: true })).toBeVisible();
    await expect.element(first.getByText('Travaux', { exact: true })).toBeVisible();
    await expect.element(first.getByText('12 juin 2025')).toBeVisible();
    expect(first.getByText('12 juin 2025').element().getAttribute('datetime')).toBe('2025-06-12');
    await expect.element(first.getByRole('button', { name: /^Détails/ })).toBeVisible();
    await expect.element(first.getByRole('button', { name: /^Dossier/ })).toBeVisible();
  });

  it('opens each tender’s details in a dialog titled with it; Escape closes it and focus goes back', async () => {
    await mount();
    for (const tender of tenders) {
      const button = page.getByRole('button', { name: `Détails de l’appel d’offres ${tender.reference}` });
      await button.click();
      const dialog = page.getByRole('dialog', { name: tender.title.fr });
      await expect.element(dialog).toBeVisible();
      await expect.element(dialog.getByText(`${tender.reference} ·`)).toBeVisible();
      await expect.element(dialog.getByText('Estimation budgétaire')).toBeVisible();
      await expect.element(dialog.getByText('Ouverture des plis')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(dialog).not.toBeInTheDocument();
      await expect.poll(() => deepActiveElement()).toBe(button.element());
    }
  });

  it('details the budget, lots, completion time and dates', async () => {
    await mount();
    await page.getByRole('button', { name: 'Détails de l’appel d’offres AO-2025-014' }).click();
    const dialog = page.getByRole('dialog', { name: 'Construction de trois forages équipés de pompes à motricité humaine' });
    await expect.element(dialog.getByText('27 500 000 FCFA', { exact: true })).toBeVisible();
    await expect.element(dialog.getByText('Lot 2 – forage de Mboko : 8 700 000 FCFA')).toBeVisible();
    await expect.element(dialog.getByText('90 jours')).toBeVisible();
    await expect.element(dialog.getByText('Jusqu’au 12 juin 2025 à 10:00')).toBeVisible();
    await expect.element(dialog.getByText('12 juin 2025 à 11:00')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('shows the bidding file: its documents, price and the procurement office’s phone and email', async () => {
    await mount();
    const button = page.getByRole('button', { name: 'Dossier de l’appel d’offres AO-2025-021' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Dossier d’appel d’offres AO-2025-021' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('heading', { name: 'Contenu du dossier' })).toBeVisible();
    await expect.element(dialog.getByText('Termes de référence et plan des sites à desservir')).toBeVisible();
    await expect.element(dialog.getByText('40 000 FCFA, non remboursable')).toBeVisible();
    const phone = dialog.getByRole('link', { name: offices.procurement.phone });
    await expect.element(phone).toHaveAttribute('href', telHref(offices.procurement.phone));
    await expect.element(dialog.getByRole('link', { name: offices.procurement.email })).toHaveAttribute('href', `mailto:${offices.procurement.email}`);
    await expect.element(dialog.getByText(offices.procurement.location.fr)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => deepActiveElement()).toBe(button.element());
  });

  it('follows the page language, dialogs included', async () => {
    await mount();
    setLanguage('en');
    await expect.element(page.getByRole('heading', { level: 2, name: 'Open tenders' })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: 'How to take part' })).toBeVisible();
    await expect.element(page.getByText('12 June 2025')).toBeVisible();
    await expect.element(page.getByText('Supplies', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Details for tender AO-2025-017' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supply of 400 school desks for state primary schools' });
    await expect.element(dialog.getByText('14,000,000 FCFA', { exact: true })).toBeVisible();
    await expect.element(dialog.getByText('60 days')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await page.getByRole('button', { name: 'Dossier for tender AO-2025-017' }).click();
    const dossier = page.getByRole('dialog', { name: 'Bidding file for tender AO-2025-017' });
    await expect.element(dossier.getByText('30,000 FCFA, non-refundable')).toBeVisible();
    await expect.element(dossier.getByRole('link', { name: offices.procurement.phone })).toBeVisible();
  });

  it('lists the three steps to take part, in order', async () => {
    await mount();
    const steps = page.getByRole('list').filter({ hasText: 'Retirer le dossier' });
    expect(steps.element().tagName).toBe('OL');
    expect(steps.getByRole('listitem').elements()).toHaveLength(3);
    expect(steps.getByRole('heading', { level: 3 }).elements().map((h) => h.textContent)).toEqual([
      'Retirer le dossier',
      'Préparer l’offre',
      'Déposer avant la date limite',
    ]);
  });

  it('fits a 390 px phone, dialogs included, and puts the three cards on one row at 1280 px', async () => {
    await page.viewport(390, 844);
    const phone = await mount();
    await expect.element(page.getByRole('heading', { name: 'Appels d’offres en cours' })).toBeVisible();
    const root = phone.shadowRoot!;
    for (const item of root.querySelectorAll<HTMLElement>('[part="tender"], [part="guide"]')) {
      expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(390);
      expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
    await page.getByRole('button', { name: 'Dossier de l’appel d’offres AO-2025-014' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await animationsDone(phone);
    const box = root.querySelector<HTMLElement>('[part="dialog"]')!.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
    await userEvent.keyboard('{Escape}');
    resetPage();

    await page.viewport(1280, 900);
    const wide = await mount({ style: 'max-width: 72rem' });
    await expect.element(page.getByRole('heading', { name: 'Appels d’offres en cours' })).toBeVisible();
    const tops = [...wide.shadowRoot!.querySelectorAll<HTMLElement>('[part="tender"]')].map((item) => item.getBoundingClientRect().top);
    expect(new Set(tops).size).toBe(1);
  });
});
