import { describe, expect, it } from 'vitest';
import { investmentSectors, marketOverview } from '../../content/investment';
import { expectBothLanguages, expectFrenchTypography } from '../../testing/content';
import { renderWithLanguage, type RenderOptions } from '../../testing/render';
import { formatFigure } from './figures';
import { sectorIcons } from './icons';
import { InvestmentView } from './Investment';
import { investmentMessages } from './messages';

const figure = (id: string) => marketOverview.find((f) => f.id === id)!;

describe('the market overview', () => {
  it('keeps the SPEC figures as numbers, with a "more than" flag', () => {
    expect(marketOverview.map((f) => [f.id, f.value, f.unit, f.moreThan])).toEqual([
      ['population', 150_000, 'count', true],
      ['growth', 5.2, 'percent', false],
      ['businesses', 2000, 'count', true],
    ]);
  });

  it('formats them in French with the narrow no-break spaces Intl gives', () => {
    expect(formatFigure(figure('population'), 'fr')).toBe('150\u202f000+');
    expect(formatFigure(figure('growth'), 'fr')).toMatch(/^5,2[\u202f\u00a0]%$/);
    expect(formatFigure(figure('businesses'), 'fr')).toBe('2\u202f000+');
  });

  it('formats them in English', () => {
    expect(formatFigure(figure('population'), 'en')).toBe('150,000+');
    expect(formatFigure(figure('growth'), 'en')).toBe('5.2%');
    expect(formatFigure(figure('businesses'), 'en')).toBe('2,000+');
  });

  it('labels every figure in both languages', () => {
    expect(marketOverview.length).toBeGreaterThan(0);
    for (const f of marketOverview) expectBothLanguages(f.label, f.id);
  });
});

describe('the investment sectors', () => {
  it('are the six of SPEC §2, in order', () => {
    expect(investmentSectors.map((s) => s.id)).toEqual(['infrastructure', 'agriculture', 'tourism', 'commerce', 'renewable-energy', 'health']);
  });

  it('each have an icon, texts in both languages and at least three opportunities', () => {
    for (const sector of investmentSectors) {
      expect(sectorIcons[sector.icon]).toBeTypeOf('function');
      expectBothLanguages([sector.title, sector.summary, sector.description], sector.id, { minLength: 4 });
      expect(sector.description.fr).not.toBe(sector.description.en);
      expect(sector.opportunities.length).toBeGreaterThanOrEqual(3);
      expect(sector.opportunities.length).toBeLessThanOrEqual(5);
      expectBothLanguages(sector.opportunities, `${sector.id} opportunities`, { minLength: 11 });
      for (const opportunity of sector.opportunities) expect(opportunity.fr).not.toBe(opportunity.en);
      expect(new Set(sector.opportunities.map((o) => o.fr)).size).toBe(sector.opportunities.length);
    }
  });

  it('keep the home line to one short sentence', () => {
    for (const sector of investmentSectors) {
      expect(sector.summary.fr.length).toBeLessThanOrEqual(100);
      expect(sector.summary.en.length).toBeLessThanOrEqual(100);
    }
  });

  it('use French typography: a no-break space before two-part punctuation', () => {
    const french = [...investmentSectors.flatMap((s) => [s.title.fr, s.summary.fr, s.description.fr, ...s.opportunities.map((o) => o.fr)]), ...Object.values(investmentMessages.fr)];
    expect(french.length).toBeGreaterThan(investmentSectors.length);
    expectFrenchTypography(french);
  });
});

describe('InvestmentView', () => {
  const render = (props: Partial<Parameters<typeof InvestmentView>[0]> = {}, options?: RenderOptions) =>
    renderWithLanguage(<InvestmentView variant="home" headingLevel={2} sectors={investmentSectors} figures={marketOverview} {...props} />, options);

  it('home: a heading, six sector titles one level below, and one link to /investir', () => {
    const host = render();
    expect(host.querySelector('h2')?.textContent).toBe('Opportunités d’investissement');
    expect([...host.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Infrastructures',
      'Agriculture et élevage',
      'Tourisme',
      'Commerce',
      'Énergies renouvelables',
      'Santé',
    ]);
    const links = [...host.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/investir']);
    expect(links[0].textContent).toBe('Investir à Dtima');
    expect(host.querySelector('dl')).toBeNull();
    expect(host.querySelectorAll('button')).toHaveLength(0);
  });

  it('full: the three figures as a description list, then every sector with its opportunities and a contact button', () => {
    const host = render({ variant: 'full' });
    const terms = [...host.querySelectorAll('dl dt')].map((dt) => dt.textContent);
    const values = [...host.querySelectorAll('dl dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['Habitants', 'Croissance annuelle', 'Entreprises actives']);
    expect(values[0]).toBe('150\u202f000+');
    expect(values[2]).toBe('2\u202f000+');
    expect([...host.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Aperçu du marché', 'Secteurs porteurs']);
    expect(host.querySelectorAll('h3')).toHaveLength(6);
    expect(host.querySelectorAll('article')).toHaveLength(6);
    const buttons = [...host.querySelectorAll('button')];
    expect(buttons).toHaveLength(6);
    expect(buttons[4].textContent).toBe('Contactez-nous au sujet du secteur Énergies renouvelables');
    const energy = host.querySelectorAll('article')[4];
    expect(energy.querySelectorAll('li')).toHaveLength(investmentSectors[4].opportunities.length);
    expect(host.querySelectorAll('a')).toHaveLength(0);
  });

  it('speaks English', () => {
    const host = render({ variant: 'full' }, { lang: 'en' });
    expect(host.querySelector('dl dd')?.textContent).toBe('150,000+');
    expect(host.querySelector('h3')?.textContent).toBe('Infrastructure');
    expect(host.querySelector('button')?.textContent).toBe('Contact us about Infrastructure');
  });
});
