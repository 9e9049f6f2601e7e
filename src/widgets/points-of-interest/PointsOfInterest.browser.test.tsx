import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { setLanguage } from '../../runtime/store';
import { deepActiveElement, expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './points-of-interest.element';

const TAG = 'commune-points-of-interest';
const PAGE = '/residents/points-of-interest';

beforeEach(() => setLanguage('fr'));

afterEach(async () => {
  resetPage();
  history.replaceState(null, '', location.pathname);
  window.scrollTo(0, 0);
  await page.viewport(1280, 900);
});

/** A category's heading, inside the summary a visitor clicks. */
const category = (name: RegExp, level = 2) => page.getByRole('heading', { level, name });
const summaryOf = (name: RegExp) => category(name).element().closest('summary')!;
const isOpen = (name: RegExp, level = 2) => (category(name, level).element().closest('details') as HTMLDetailsElement).open;
const EDUCATION = /^Éducation/;
const HEALTH = /^Santé/;
const SOCIAL = /^Affaires sociales/;

describe('<commune-points-of-interest>', () => {
  it('has no serious accessibility violations, closed and with a category open', async () => {
    const el = await mountElement(TAG);
    await expect.element(category(EDUCATION)).toBeVisible();
    await expectAccessible(el);
    await category(HEALTH).click();
    await expect.element(page.getByRole('heading', { name: 'Hôpital de district de Dtima' })).toBeVisible();
    await expectAccessible(el);
  });

  it('shows the seven categories, all closed, then the business directory', async () => {
    await mountElement(TAG);
    const names = ['Éducation', 'Santé', 'Affaires sociales', 'Sécurité', 'Culture et arts', 'Sports et loisirs', 'Marchés'];
    const el = document.querySelector(TAG)!;
    await expect.element(category(EDUCATION)).toBeVisible();
    const headings = [...el.shadowRoot!.querySelectorAll('details > summary > h2')];
    expect(headings.map((heading) => heading.textContent)).toEqual(names.map((name, i) => `${name}${['6', '4', '3', '4', '4', '3', '4'][i]} adresses`));
    expect(el.shadowRoot!.querySelectorAll('details[open]')).toHaveLength(0);
    await expect.element(page.getByRole('heading', { level: 2, name: 'Annuaire des professionnels' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Annuaire des professionnels' })).toBeVisible();
    for (const name of ['Hôtels', 'ONG', 'Agences de voyages', 'Restaurants et loisirs', 'Supermarchés et marchés']) {
      await expect.element(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
  });

  it('keeps one category open at a time: opening Santé closes Éducation', async () => {
    await mountElement(TAG);
    await category(EDUCATION).click();
    await expect.poll(() => isOpen(EDUCATION)).toBe(true);
    await expect.element(page.getByRole('heading', { name: 'Lycée de Dtima' })).toBeVisible();

    await category(HEALTH).click();
    await expect.poll(() => isOpen(HEALTH)).toBe(true);
    await expect.poll(() => isOpen(EDUCATION)).toBe(false);
    await expect.element(page.getByRole('heading', { name: 'Lycée de Dtima' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('heading', { name: 'Hôpital de district de Dtima' })).toBeVisible();
    expect(location.hash, 'opening a category leaves the URL alone').toBe('');
  });

  it('opens and closes a category with Enter and Space', async () => {
    await mountElement(TAG);
    summaryOf(EDUCATION).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => isOpen(EDUCATION)).toBe(true);
    await userEvent.keyboard(' ');
    await expect.poll(() => isOpen(EDUCATION)).toBe(false);
    await userEvent.tab();
    expect(deepActiveElement()?.textContent).toMatch(HEALTH);
    await userEvent.keyboard(' ');
    await expect.poll(() => isOpen(HEALTH)).toBe(true);
  });

  it('opens the category named by the URL fragment on load, and follows a later hashchange', async () => {
    await page.viewport(1280, 700);
    history.replaceState(null, '', `${PAGE}#health-services`);
    const el = await mountElement(TAG, { attributes: { style: 'margin-block-start: 150vh' } });
    await expect.poll(() => isOpen(HEALTH)).toBe(true);
    await expect.element(page.getByRole('heading', { name: 'Hôpital de district de Dtima' })).toBeVisible();
    const health = el.shadowRoot!.getElementById('health-services')!;
    await expect.poll(() => health.getBoundingClientRect().top).toBeLessThan(700);
    expect(health.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);

    location.hash = '#social-affairs';
    await expect.poll(() => isOpen(SOCIAL)).toBe(true);
    await expect.poll(() => isOpen(HEALTH)).toBe(false);
    await expect.element(page.getByRole('heading', { name: 'Centre social de Dtima' })).toBeVisible();
    const social = el.shadowRoot!.getElementById('social-affairs')!;
    await expect.poll(() => Math.round(social.getBoundingClientRect().top)).toBeLessThan(200);
    expect(deepActiveElement()?.textContent, 'focus follows the link to the category').toMatch(SOCIAL);

    history.back();
    await expect.poll(() => isOpen(HEALTH)).toBe(true);
  });

  it('lands on the category a footer link names, even when it closes a long one above it', async () => {
    await page.viewport(1280, 700);
    history.replaceState(null, '', `${PAGE}#health-services`);
    const el = await mountElement(TAG, { attributes: { style: 'margin-block-end: 150vh' } });
    await expect.element(page.getByRole('heading', { name: 'Hôpital de district de Dtima' })).toBeVisible();
    // From the bottom of the page, as from the footer's « Affaires sociales » link.
    window.scrollTo(0, document.documentElement.scrollHeight);
    location.hash = '#social-affairs';
    await expect.poll(() => isOpen(SOCIAL)).toBe(true);
    await expect.element(page.getByRole('heading', { name: 'Hôpital de district de Dtima' })).not.toBeInTheDocument();
    const social = el.shadowRoot!.getElementById('social-affairs')!;
    // Where the (smooth) scroll ends: the category near the top of the window, not above it.
    const landed = () => {
      const top = social.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    };
    await expect.poll(landed, { timeout: 4000 }).toBe(true);
  });

  it('ignores a fragment that names no category', async () => {
    history.replaceState(null, '', `${PAGE}#hotels`);
    const el = await mountElement(TAG);
    await expect.element(category(EDUCATION)).toBeVisible();
    expect(el.shadowRoot!.querySelectorAll('details[open]')).toHaveLength(0);
  });

  it('gives each place its address and contact, phones as tel: links', async () => {
    await mountElement(TAG);
    await category(SOCIAL).click();
    const office = page.getByRole('listitem').filter({ hasText: 'Service des affaires sociales' });
    await expect.element(office.getByText('Hôtel de ville, rez-de-chaussée, guichet 6')).toBeVisible();
    await expect.element(office.getByRole('link', { name: '+237 222 29 14 58' })).toHaveAttribute('href', 'tel:+237222291458');
    await expect.element(office.getByRole('link', { name: 'affaires-sociales@commune-dtima.cm' })).toHaveAttribute('href', 'mailto:affaires-sociales@commune-dtima.cm');

    for (const link of page.getByRole('link', { name: /^\+237/ }).elements()) expect(link.getAttribute('href')).toMatch(/^tel:\+237\d{9}$/);
    const hotel = page.getByRole('article', { name: 'Hôtel Le Mandara' });
    for (const label of ['Contact', 'Téléphone', 'E-mail', 'Adresse', 'Slogan']) await expect.element(hotel.getByText(label, { exact: true })).toBeVisible();
    await expect.element(hotel.getByRole('link', { name: '+237 677 20 14 58' })).toHaveAttribute('href', 'tel:+237677201458');
  });

  it('follows the language and the heading level', async () => {
    await mountElement(TAG, { attributes: { 'heading-level': '3' } });
    await expect.element(page.getByRole('heading', { level: 3, name: 'Annuaire des professionnels' })).toBeVisible();
    setLanguage('en');
    await expect.element(page.getByRole('heading', { level: 3, name: 'Business Directory' })).toBeVisible();
    await category(/^Health Services/, 3).click();
    await expect.element(page.getByRole('heading', { level: 4, name: 'Dtima District Hospital' })).toBeVisible();
    const hotel = page.getByRole('article', { name: 'Hôtel Le Mandara' });
    for (const label of ['Contact', 'Phone', 'Email', 'Address', 'Slogan']) await expect.element(hotel.getByText(label, { exact: true })).toBeVisible();
  });

  it('fits a 390 px phone with no horizontal scroll', async () => {
    await page.viewport(390, 844);
    const el = await mountElement(TAG);
    await category(HEALTH).click();
    await expect.element(page.getByRole('heading', { name: 'Hôpital de district de Dtima' })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    for (const part of el.shadowRoot!.querySelectorAll<HTMLElement>('[part="place"], [part="directory-entry"]')) {
      expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    }
  });
});
