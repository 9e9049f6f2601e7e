import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { offices } from '../../content/commune';
import { BUSINESS_LICENCE_FEE_FCFA } from '../../content/faq';
import { costPeriods, permits, permitSteps } from '../../content/licenses';
import { setLanguage } from '../../runtime/store';
import { expectBothLanguages } from '../../testing/content';
import { renderWithLanguage } from '../../testing/render';
import { formatCost, formatDays } from './format';
import { LicensesView } from './Licenses';

const NNBSP = '\u202f';
const permit = (id: string) => permits.find((entry) => entry.id === id)!;

describe('the permits content', () => {
  it('has three permits taking 30, 15 and 7 days (SPEC §9)', () => {
    expect(permits).toHaveLength(3);
    expect(permits.map((entry) => entry.processingDays)).toEqual([30, 15, 7]);
    expect(new Set(permits.map((entry) => entry.id)).size).toBe(3);
  });

  it('charges 50 000 FCFA a year for the licence and 25 000 FCFA a month for temporary occupation', () => {
    expect(permit('business-licence').cost).toEqual({ amount: 50_000, period: 'year' });
    expect(permit('business-licence').cost.amount).toBe(BUSINESS_LICENCE_FEE_FCFA);
    expect(permit('temporary-occupation').cost).toEqual({ amount: 25_000, period: 'month' });
    expect(permit('building-permit').cost.period).toBe('once');
  });

  it('describes every permit in both languages, with its documents and an office that exists', () => {
    for (const entry of permits) {
      expectBothLanguages([entry.title, entry.description], entry.id, { minLength: 3 });
      if (entry.costNote) expectBothLanguages(entry.costNote, entry.id, { minLength: 3 });
      expect(entry.requirements.length, entry.id).toBeGreaterThanOrEqual(4);
      expectBothLanguages(entry.requirements, entry.id, { minLength: 3 });
      expect(offices[entry.office], entry.id).toBeDefined();
      expect(Number.isInteger(entry.cost.amount) && entry.cost.amount > 0).toBe(true);
      expect(costPeriods).toContain(entry.cost.period);
    }
  });

  it('has three steps to apply', () => {
    expect(permitSteps).toHaveLength(3);
    for (const step of permitSteps) expectBothLanguages([step.title, step.text], step.id, { minLength: 3 });
  });
});

describe('formatting', () => {
  it('formats costs as an amount and its period, with the formatter’s narrow no-break space in French', () => {
    expect(formatCost({ amount: 50_000, period: 'year' }, 'fr')).toEqual({ amount: `50${NNBSP}000\u00a0FCFA`, period: 'par an' });
    expect(formatCost({ amount: 50_000, period: 'year' }, 'en')).toEqual({ amount: '50,000\u00a0FCFA', period: 'per year' });
    expect(formatCost({ amount: 25_000, period: 'month' }, 'fr')).toEqual({ amount: `25${NNBSP}000\u00a0FCFA`, period: 'par mois' });
    expect(formatCost({ amount: 25_000, period: 'month' }, 'en')).toEqual({ amount: '25,000\u00a0FCFA', period: 'per month' });
    expect(formatCost({ amount: 75_000, period: 'once' }, 'fr')).toEqual({ amount: `75${NNBSP}000\u00a0FCFA`, period: 'paiement unique' });
    expect(formatCost({ amount: 75_000, period: 'once' }, 'en')).toEqual({ amount: '75,000\u00a0FCFA', period: 'one-off payment' });
  });

  it('formats processing times in days', () => {
    expect(permits.map((entry) => formatDays(entry.processingDays, 'fr'))).toEqual(['30 jours', '15 jours', '7 jours']);
    expect(permits.map((entry) => formatDays(entry.processingDays, 'en'))).toEqual(['30 days', '15 days', '7 days']);
    expect(formatDays(1, 'fr')).toBe('1 jour');
  });
});

describe('LicensesView', () => {
  const render = (props: Partial<Parameters<typeof LicensesView>[0]> = {}) => renderWithLanguage(<LicensesView headingLevel={2} guide permits={permits} steps={permitSteps} {...props} />);

  it('shows each permit with its time, cost, office and documents, then the steps', () => {
    const host = render();
    const cards = [...host.querySelectorAll('article')];
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Permis de bâtir', 'Licence commerciale', 'Occupation temporaire de la voie publique']);
    const licence = cards[1];
    expect(licence.textContent).toContain('15 jours');
    expect(licence.textContent).toContain(`50${NNBSP}000\u00a0FCFA par an`);
    expect(licence.querySelector('a[href^="tel:"]')?.textContent).toBe(offices.finance.phone);
    expect(licence.querySelectorAll('ul li')).toHaveLength(permit('business-licence').requirements.length);
    expect(host.querySelectorAll('ol > li')).toHaveLength(3);
  });

  it('leaves the steps out when asked and follows the heading level', () => {
    const host = render({ guide: false, headingLevel: 3 });
    expect(host.querySelector('ol')).toBeNull();
    expect(host.querySelector('h3')?.textContent).toBe('Les permis délivrés par la commune');
    expect(host.querySelectorAll('h4')).toHaveLength(3);
  });

  it('speaks English when the page does', () => {
    const host = render();
    act(() => setLanguage('en'));
    expect(host.querySelector('h2')?.textContent).toBe('Permits issued by the council');
    expect(host.textContent).toContain('25,000\u00a0FCFA per month');
    expect(host.textContent).toContain('7 days');
  });
});
