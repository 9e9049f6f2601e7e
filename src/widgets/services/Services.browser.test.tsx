import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './services.element';

afterEach(async () => {
  resetPage();
  await page.viewport(1280, 900);
});

const TILES_FR: [string, string][] = [
  ['Services administratifs', '/services/administrative'],
  ['Services techniques', '/services/technical'],
  ['Services fiscaux', '/services/tax'],
  ['Paiement des factures', '/services/bills'],
  ['Licences et autorisations', '/services/licenses'],
  ['Droits de timbre', '/services/stamp'],
  ['Acte de naissance', '/services/birth-certificate'],
  ['Mariage civil', '/services/marriage'],
];

/** How many tiles share the first row. */
function columns(element: HTMLElement) {
  const tiles = [...element.shadowRoot!.querySelectorAll<HTMLElement>('.service-tile')];
  const firstTop = tiles[0].getBoundingClientRect().top;
  return tiles.filter((tile) => Math.abs(tile.getBoundingClientRect().top - firstTop) < 1).length;
}

describe('<commune-services>', () => {
  it('is accessible, and lists the eight services as links to their pages, in order', async () => {
    const services = await mountElement('commune-services', { lang: 'fr' });
    await expectAccessible(services);
    await expect.element(page.getByRole('heading', { level: 2, name: 'Nos services' })).toBeVisible();
    const links = page.getByRole('list').getByRole('link');
    expect(links.elements()).toHaveLength(8);
    for (const [index, [name, href]] of TILES_FR.entries()) {
      // The whole tile is the link: its name is the label, then the one-line description.
      const link = page.getByRole('link', { name: new RegExp(`^${name} `) });
      await expect.element(link).toHaveAttribute('href', href);
      expect(links.elements()[index]).toBe(link.element());
    }
    await expect.element(page.getByRole('link', { name: 'Acte de naissance Déclarer une naissance, obtenir une copie' })).toBeVisible();
  });

  it('speaks English', async () => {
    await mountElement('commune-services', { lang: 'en' });
    await expect.element(page.getByRole('heading', { level: 2, name: 'Our services' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: /^Civil Marriage / })).toHaveAttribute('href', '/services/marriage');
    await expect.element(page.getByRole('link', { name: /^Stamp Duty / })).toHaveAttribute('href', '/services/stamp');
  });

  it('shows four tiles a row on a wide screen and two on a phone, without sideways scrolling', async () => {
    const wide = await mountElement('commune-services', { lang: 'fr' });
    expect(columns(wide)).toBe(4);
    resetPage();
    await page.viewport(390, 844);
    const phone = await mountElement('commune-services', { lang: 'fr' });
    expect(columns(phone)).toBe(2);
    expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  });

  it('takes the heading level a host page needs', async () => {
    await mountElement('commune-services', { attributes: { 'heading-level': '3' }, lang: 'fr' });
    await expect.element(page.getByRole('heading', { level: 3, name: 'Nos services' })).toBeVisible();
  });
});
