import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { offices } from '../../content/commune';
import { paymentMethodIds, paymentMethods, taxes, type TaxBracket } from '../../content/taxes';
import { setLanguage } from '../../runtime/store';
import { expectBothLanguages } from '../../testing/content';
import { renderWithLanguage } from '../../testing/render';
import { formatBrackets, formatDeadline, formatSimpleRate, formatTaxPercent, formatYearlyDay, yearlessDate } from './format';
import { TaxesView } from './Taxes';

const NNBSP = '\u202f';
/** ICU puts a no-break space before `%` in French, narrow or not depending on its version. */
const samePercentSpace = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]%/g, '\u00a0%');
const tax = (id: string) => taxes.find((entry) => entry.id === id)!;

describe('the taxes content', () => {
  it('has the three payment methods, explained in both languages', () => {
    expect(paymentMethods.map((method) => method.id)).toEqual(['cash', 'transfer', 'mobileMoney']);
    for (const method of paymentMethods) {
      expectBothLanguages([method.title, method.how], method.id, { minLength: 3 });
    }
    const cash = paymentMethods[0];
    expect(cash.office).toBe('finance');
    expect(cash.how.fr).toContain(offices.finance.name.fr);
    expect(paymentMethods[2].how.fr).toMatch(/MTN MoMo.*Orange Money/);
  });

  it('has the three taxes of SPEC §9 with their numbers', () => {
    expect(taxes.map((entry) => entry.id)).toEqual(['property', 'business', 'parking']);
    expect(tax('property').rate).toMatchObject({ kind: 'percent', value: 0.1 });
    expect(tax('property').deadline).toEqual({ kind: 'yearly', month: 3, day: 31 });
    expect(tax('business').deadline).toEqual({ kind: 'yearly', month: 1, day: 31 });
    expect(tax('business').rate.kind).toBe('brackets');
    expect(tax('parking').rate).toEqual({ kind: 'amount', value: 1000, per: 'day' });
  });

  it('describes every tax in both languages and accepts only known payment methods', () => {
    for (const entry of taxes) {
      expectBothLanguages([entry.title, entry.description], entry.id, { minLength: 3 });
      expect(entry.paymentMethods.length, entry.id).toBeGreaterThan(0);
      expect(new Set(entry.paymentMethods).size).toBe(entry.paymentMethods.length);
      for (const id of entry.paymentMethods) expect(paymentMethodIds).toContain(id);
    }
  });

  it('orders the business tax brackets by turnover, the open one last', () => {
    const { brackets } = tax('business').rate as { brackets: readonly TaxBracket[] };
    const limits = brackets.map((bracket) => bracket.upTo);
    expect(limits.at(-1)).toBeNull();
    const bounded = limits.slice(0, -1) as number[];
    expect(bounded).toEqual([...bounded].sort((a, b) => a - b));
  });
});

describe('formatting', () => {
  it('writes percentages the way each language does', () => {
    expect(formatTaxPercent(0.1, 'fr')).toMatch(/^0,1[\u00a0\u202f]%$/);
    expect(formatTaxPercent(0.1, 'en')).toBe('0.1%');
    expect(formatTaxPercent(0.283, 'fr')).toMatch(/^0,283[\u00a0\u202f]%$/);
    expect(samePercentSpace(formatSimpleRate(tax('property').rate as never, 'fr'))).toBe('0,1\u00a0% de la valeur locative');
    expect(formatSimpleRate(tax('property').rate as never, 'en')).toBe('0.1% of the rental value');
  });

  it('writes the parking tax per day', () => {
    expect(formatSimpleRate(tax('parking').rate as never, 'fr')).toBe(`1${NNBSP}000\u00a0FCFA par jour`);
    expect(formatSimpleRate(tax('parking').rate as never, 'en')).toBe('1,000\u00a0FCFA per day');
  });

  it('writes one row per turnover bracket: the turnover, then the tax', () => {
    const { brackets } = tax('business').rate as { brackets: readonly TaxBracket[] };
    const fr = formatBrackets(brackets, 'fr');
    expect(fr[0]).toEqual({ turnover: `jusqu’à 2${NNBSP}500${NNBSP}000\u00a0FCFA`, rate: `20${NNBSP}000\u00a0FCFA par an` });
    expect(fr.at(-1)?.turnover).toBe(`au-delà de 10${NNBSP}000${NNBSP}000\u00a0FCFA`);
    expect(samePercentSpace(fr.at(-1)?.rate)).toBe('0,283\u00a0% du chiffre d’affaires');
    expect(formatBrackets(brackets, 'en').at(-1)).toEqual({ turnover: 'above 10,000,000\u00a0FCFA', rate: '0.283% of turnover' });
  });

  it('writes yearly due dates as a day and a month', () => {
    expect(formatYearlyDay(3, 31, 'fr')).toBe('31 mars');
    expect(formatYearlyDay(3, 31, 'en')).toBe('31 March');
    expect(formatYearlyDay(1, 31, 'fr')).toBe('31 janvier');
    expect(formatYearlyDay(1, 31, 'en')).toBe('31 January');
    expect(yearlessDate(3, 31)).toBe('--03-31');
    expect(formatDeadline(tax('property').deadline, 'fr')).toBe('Au plus tard le 31 mars de chaque année');
    expect(formatDeadline(tax('business').deadline, 'en')).toBe('By 31 January each year');
    expect(formatDeadline(tax('parking').deadline, 'fr')).toBe('Chaque jour de stationnement, à l’arrivée');
  });
});

describe('TaxesView', () => {
  const render = (headingLevel = 2) => renderWithLanguage(<TaxesView headingLevel={headingLevel} methods={paymentMethods} taxes={taxes} />);

  it('shows the payment methods, then each tax with its rate, due date and accepted methods', () => {
    const host = render();
    expect([...host.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Moyens de paiement', 'Les taxes municipales']);
    expect([...host.querySelectorAll('.method h3')].map((h) => h.textContent)).toEqual(['Espèces', 'Virement bancaire', 'Mobile money']);
    expect(host.querySelector('.method a[href^="tel:"]')?.textContent).toBe(offices.finance.phone);
    const cards = [...host.querySelectorAll('article')];
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Impôt foncier', 'Patente et impôt libératoire', 'Taxe de stationnement']);
    expect(samePercentSpace(cards[0].textContent)).toContain('0,1\u00a0% de la valeur locative');
    expect(cards[0].querySelector('time')?.getAttribute('datetime')).toBe('--03-31');
    expect(cards[0].querySelector('time')?.textContent).toBe('31 mars');
    expect(cards[1].querySelector('time')?.textContent).toBe('31 janvier');
    expect([...cards[2].querySelectorAll('.tax__method')].map((li) => li.textContent)).toEqual(['Espèces', 'Mobile money']);
    expect(cards[2].textContent).toContain(`1${NNBSP}000\u00a0FCFA par jour`);
  });

  it('follows the heading level and the page language', () => {
    const host = render(3);
    expect(host.querySelectorAll('h3')).toHaveLength(2);
    expect(host.querySelectorAll('h4')).toHaveLength(6);
    act(() => setLanguage('en'));
    expect(host.querySelector('h3')?.textContent).toBe('Ways to pay');
    expect(host.textContent).toContain('0.1% of the rental value');
    expect(host.textContent).toContain('By 31 March each year');
  });
});
