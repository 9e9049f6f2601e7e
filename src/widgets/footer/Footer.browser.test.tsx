import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { setLanguage } from '../../runtime/store';
import './footer.element';

beforeEach(() => setLanguage('fr'));

afterEach(async () => {
  document.body.replaceChildren();
  setLanguage('fr');
  await page.viewport(414, 896);
});

function mount() {
  document.body.insertAdjacentHTML('beforeend', '<commune-footer></commune-footer>');
  return document.body.lastElementChild as HTMLElement;
}

const year = String(new Date().getFullYear());

describe('<commune-footer>', () => {
  it('is the page’s footer landmark, with no serious accessibility violations', async () => {
    // As on the site: the page's <main>, then the footer beside it.
    document.body.insertAdjacentHTML('beforeend', '<main><h1>Accueil</h1></main>');
    const el = mount();
    const footer = page.getByRole('contentinfo');
    await expect.element(footer).toBeVisible();
    await expect.element(footer.getByRole('navigation', { name: 'La commune' })).toBeVisible();
    const result = await axe.run(document, { resultTypes: ['violations'] });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
    expect(serious).toEqual([]);
    const landmarkRules = result.violations.filter((v) => v.id.startsWith('landmark')).map((v) => v.id);
    expect(landmarkRules).toEqual([]);
    expect(el.shadowRoot!.querySelectorAll('footer')).toHaveLength(1);
  });

  it('links to the real routes, in named groups', async () => {
    mount();
    const council = page.getByRole('navigation', { name: 'La commune' });
    const living = page.getByRole('navigation', { name: 'Vivre et visiter' });
    await expect.element(council).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: 'La commune' })).toBeVisible();
    const expected: Array<[typeof council, string, string]> = [
      [council, 'Conseil municipal', '/government/council'],
      [council, 'Partenaires', '/government/partners'],
      [council, 'Projets de développement', '/business/projects'],
      [council, 'Appels d’offres et marchés', '/business/tenders'],
      [living, 'Tourisme', '/visitors/tourism'],
      [living, 'Santé', '/residents/points-of-interest#health-services'],
      [living, 'Affaires sociales', '/residents/points-of-interest#social-affairs'],
    ];
    for (const [group, name, href] of expected) {
      await expect.element(group.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  it('names its four social networks and opens them safely', async () => {
    mount();
    const social = page.getByRole('navigation', { name: 'Suivez-nous' });
    await expect.element(social).toBeVisible();
    const links: Array<[string, string]> = [
      ['Facebook', 'https://www.facebook.com/communededtima'],
      ['X (anciennement Twitter)', 'https://x.com/communededtima'],
      ['YouTube', 'https://www.youtube.com/@communededtima'],
      ['WhatsApp', 'https://wa.me/237222291450'],
    ];
    expect(social.getByRole('link').elements()).toHaveLength(4);
    for (const [name, href] of links) {
      const link = social.getByRole('link', { name });
      await expect.element(link).toHaveAttribute('href', href);
      await expect.element(link).toHaveAttribute('rel', 'noopener');
      const box = link.element().getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });

  it('gives the contact details, the fraud note, the accessibility mention and the credit', async () => {
    mount();
    const footer = page.getByRole('contentinfo');
    await expect.element(footer.getByText('B.P. 27 Dtima')).toBeVisible();
    await expect.element(footer.getByRole('link', { name: '+237 222 29 14 50' })).toHaveAttribute('href', 'tel:+237222291450');
    await expect.element(footer.getByRole('link', { name: 'contact@commune-dtima.cm' })).toHaveAttribute('href', 'mailto:contact@commune-dtima.cm');
    await expect.element(footer.getByText(/Signalez toute suspicion de fraude, de gaspillage ou d’abus .* à l’Inspection générale de la commune/)).toBeVisible();
    await expect
      .element(footer.getByRole('link', { name: 'inspection@commune-dtima.cm' }))
      .toHaveAttribute('href', 'mailto:inspection@commune-dtima.cm');
    await expect.element(footer.getByText(`© ${year} Commune de Dtima. Tous droits réservés.`)).toBeVisible();
    await expect.element(footer.getByText('Site conçu dans le cadre de l’initiative Communes numériques du Nord-Cameroun')).toBeVisible();
  });

  it('links to the legal notice, personal data and the accessibility statement, naming the conformity', async () => {
    mount();
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Informations légales' });
    await expect.element(legal).toBeVisible();
    const expected: Array<[string, string]> = [
      ['Mentions légales', '/mentions-legales'],
      ['Données personnelles', '/confidentialite'],
      ['Accessibilité : partiellement conforme', '/accessibilite'],
    ];
    expect(legal.getByRole('link').elements().map((link) => link.textContent!.replace(/\s+/g, ' '))).toEqual(expected.map(([name]) => name));
    for (const [name, href] of expected) {
      const link = legal.getByRole('link', { name, exact: true });
      await expect.element(link).toHaveAttribute('href', href);
      // WCAG 2.2's minimum target: 24 px high.
      expect(link.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  });

  it('switches to English with the rest of the page', async () => {
    mount();
    await expect.element(page.getByRole('navigation', { name: 'La commune' })).toBeVisible();
    setLanguage('en');
    const footer = page.getByRole('contentinfo');
    await expect.element(footer.getByRole('navigation', { name: 'The council' })).toBeVisible();
    await expect.element(footer.getByRole('link', { name: 'Municipal Council' })).toHaveAttribute('href', '/government/council');
    await expect.element(footer.getByRole('link', { name: 'Health' })).toHaveAttribute('href', '/residents/points-of-interest#health-services');
    await expect.element(footer.getByRole('link', { name: 'X (formerly Twitter)' })).toBeVisible();
    await expect.element(footer.getByText('P.O. Box 27 Dtima')).toBeVisible();
    await expect.element(footer.getByText(/Report any suspected fraud, waste or abuse .* Inspector General’s Office/)).toBeVisible();
    const legal = footer.getByRole('navigation', { name: 'Legal information' });
    await expect.element(legal.getByRole('link', { name: 'Legal notice' })).toHaveAttribute('href', '/mentions-legales');
    await expect.element(legal.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/confidentialite');
    await expect.element(legal.getByRole('link', { name: 'Accessibility: partially compliant' })).toHaveAttribute('href', '/accessibilite');
    await expect.element(footer.getByText(`© ${year} Dtima Council. All rights reserved.`)).toBeVisible();
    expect(footer.getByText('Tous droits réservés', { exact: false }).elements()).toHaveLength(0);
    expect(footer.element().closest('[lang]')?.getAttribute('lang')).toBe('en');
  });

  it('fits a 390 px phone and spreads into columns at 1280 px', async () => {
    await page.viewport(390, 844);
    const el = mount();
    await expect.element(page.getByRole('contentinfo')).toBeVisible();
    const footer = el.shadowRoot!.querySelector('footer')!;
    expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
    const columns = () => getComputedStyle(el.shadowRoot!.querySelector('.footer__grid')!).gridTemplateColumns.split(' ').length;
    expect(columns()).toBe(1);
    await page.viewport(1280, 800);
    await expect.poll(columns).toBe(4);
  });
});
