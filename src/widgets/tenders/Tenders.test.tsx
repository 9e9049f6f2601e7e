import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { offices } from '../../content/commune';
import { dossierAccess, tenderCategories, tenderCategoryLabels, tenderEstimate, tenderOffice, tenders, tenderSteps } from '../../content/tenders';
import { formatDate } from '../../runtime/i18n/dates';
import { formatAmount } from '../../shared/i18n/format';
import { setLanguage } from '../../runtime/store';
import { expectBothLanguages } from '../../testing/content';
import { renderWithLanguage } from '../../testing/render';
import { formatExecution } from './format';
import { TendersView } from './Tenders';

const NNBSP = '\u202f';

describe('the tenders content', () => {
  it('has three tenders with unique AO-2025-NNN references', () => {
    expect(tenders).toHaveLength(3);
    for (const tender of tenders) expect(tender.reference).toMatch(/^AO-2025-\d{3}$/);
    expect(new Set(tenders.map((tender) => tender.reference)).size).toBe(3);
    expect(tenders.map((tender) => tender.category).sort()).toEqual([...tenderCategories].sort());
  });

  it('gives every tender its full details and bidding file, in both languages', () => {
    for (const tender of tenders) {
      const where = tender.reference;
      expectBothLanguages([tender.title, tender.description, tender.details.place, tender.details.funding, tender.details.bidOpening.place], where, { minLength: 3 });
      expect(tender.deadline).toMatch(/^2025-\d{2}-\d{2}$/);
      expect(tender.deadlineTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(tender.details.bidOpening.date >= tender.deadline, `${where}: bids are opened after the deadline`).toBe(true);
      expect(tender.details.lots.length).toBeGreaterThan(0);
      for (const lot of tender.details.lots) {
        expectBothLanguages(lot.title, where, { minLength: 3 });
        expect(lot.estimate).toBeGreaterThan(0);
      }
      expect(tender.details.eligibility.length).toBeGreaterThanOrEqual(3);
      expectBothLanguages(tender.details.eligibility, where, { minLength: 3 });
      expect(tender.details.bidBond).toBeGreaterThan(0);
      expect(tender.details.bidBond).toBeLessThan(tenderEstimate(tender));
      expect(tender.dossier.documents.length).toBeGreaterThanOrEqual(5);
      expectBothLanguages(tender.dossier.documents, where, { minLength: 3 });
      expect(Number.isInteger(tender.dossier.cost) && tender.dossier.cost > 0).toBe(true);
    }
  });

  it('has a label for every category and three steps to take part', () => {
    for (const category of tenderCategories) expectBothLanguages(tenderCategoryLabels[category], category, { minLength: 3 });
    expect(tenderCategoryLabels.works).toEqual({ fr: 'Travaux', en: 'Works' });
    expect(tenderSteps).toHaveLength(3);
    for (const step of tenderSteps) expectBothLanguages([step.title, step.text], step.id, { minLength: 3 });
  });

  it('takes the procurement office’s details from commune.ts', () => {
    expect(offices[tenderOffice]).toBe(offices.procurement);
    expect(dossierAccess.fr).toContain(offices.procurement.name.fr);
    expect(dossierAccess.en).toContain(offices.procurement.name.en);
    expect(tenderSteps[0].text.fr).toContain(offices.procurement.name.fr);
  });
});

describe('formatting', () => {
  it('sums the lots into the budget estimate and formats amounts and deadlines per language', () => {
    const boreholes = tenders.find((tender) => tender.reference === 'AO-2025-014')!;
    expect(tenderEstimate(boreholes)).toBe(27_500_000);
    expect(formatAmount(tenderEstimate(boreholes), 'fr')).toBe(`27${NNBSP}500${NNBSP}000\u00a0FCFA`);
    expect(formatAmount(tenderEstimate(boreholes), 'en')).toBe('27,500,000\u00a0FCFA');
    expect(formatDate(boreholes.deadline, 'fr')).toBe('12 juin 2025');
    expect(formatDate(boreholes.deadline, 'en')).toBe('12 June 2025');
  });

  it('says how long the contractor has, in days or months', () => {
    expect(formatExecution({ value: 90, unit: 'day' }, 'fr')).toBe('90 jours');
    expect(formatExecution({ value: 90, unit: 'day' }, 'en')).toBe('90 days');
    expect(formatExecution({ value: 1, unit: 'day' }, 'en')).toBe('1 day');
    expect(formatExecution({ value: 12, unit: 'month' }, 'fr')).toBe('12 mois');
    expect(formatExecution({ value: 12, unit: 'month' }, 'en')).toBe('12 months');
  });
});

describe('TendersView', () => {
  const render = (props: Partial<Parameters<typeof TendersView>[0]> = {}) => renderWithLanguage(<TendersView headingLevel={2} guide tenders={tenders} steps={tenderSteps} {...props} />);

  it('shows each tender as a card with its reference, category, description and deadline', () => {
    const host = render();
    const cards = [...host.querySelectorAll('article')];
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(tenders.map((tender) => tender.title.fr));
    expect(cards[0].textContent).toContain('AO-2025-014');
    expect(cards[0].textContent).toContain('Travaux');
    expect(cards[0].textContent).toContain('Date limite\u00a0: 12 juin 2025');
    expect([...host.querySelectorAll('article time')].map((time) => time.getAttribute('datetime'))).toEqual(tenders.map((tender) => tender.deadline));
    expect(cards[0].querySelectorAll('button')).toHaveLength(2);
    expect(cards[0].querySelector('button')?.textContent).toBe('Détails de l’appel d’offres AO-2025-014');
  });

  it('ends with the three steps as an ordered list, unless the guide is off', () => {
    const host = render();
    expect([...host.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Appels d’offres en cours', 'Comment soumissionner']);
    const steps = host.querySelectorAll('ol > li');
    expect(steps).toHaveLength(3);
    expect(steps[0].querySelector('h3')?.textContent).toBe('Retirer le dossier');

    render({ guide: false, headingLevel: 4 });
    expect(host.querySelector('ol')).toBeNull();
    expect(host.querySelector('h4')?.textContent).toBe('Appels d’offres en cours');
    expect(host.querySelectorAll('h5')).toHaveLength(3);
  });

  it('speaks English when the page does', () => {
    const host = render();
    act(() => setLanguage('en'));
    expect(host.querySelector('h2')?.textContent).toBe('Open tenders');
    expect(host.textContent).toContain('Deadline: 12 June 2025');
    expect(host.textContent).toContain('Works');
    expect(host.querySelector('article button')?.textContent).toBe('Details for tender AO-2025-014');
  });
});
