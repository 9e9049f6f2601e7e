import { describe, expect, it } from 'vitest';
import { communeDay, isMonth, isUpcoming, monthOf, nextAnnualDate, slugify } from './agenda';

describe('communeDay', () => {
  it('is the day in Dtima (UTC+1), whatever the machine’s zone', () => {
    expect(communeDay(new Date('2025-05-19T22:59:59Z'))).toBe('2025-05-19');
    expect(communeDay(new Date('2025-05-19T23:00:00Z'))).toBe('2025-05-20');
    expect(communeDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });
});

describe('isUpcoming', () => {
  it('counts an event from the start of its day to its end: today’s events are upcoming', () => {
    expect(isUpcoming({ date: '2025-05-20' }, '2025-05-20')).toBe(true);
    expect(isUpcoming({ date: '2025-05-21' }, '2025-05-20')).toBe(true);
    expect(isUpcoming({ date: '2025-05-19' }, '2025-05-20')).toBe(false);
  });
});

describe('nextAnnualDate', () => {
  it('keeps a date still to come and rolls a past one to its next year', () => {
    expect(nextAnnualDate('2025-12-25', '2025-11-26')).toBe('2025-12-25');
    expect(nextAnnualDate('2025-12-25', '2025-12-25')).toBe('2025-12-25');
    expect(nextAnnualDate('2025-05-20', '2026-11-26')).toBe('2027-05-20');
    expect(nextAnnualDate('2025-12-01', '2026-11-26')).toBe('2026-12-01');
    expect(nextAnnualDate('2019-01-01', '2026-01-01')).toBe('2026-01-01');
  });

  it('puts 29 February on the 28th in a common year', () => {
    expect(nextAnnualDate('2024-02-29', '2025-01-10')).toBe('2025-02-28');
    expect(nextAnnualDate('2024-02-29', '2027-03-01')).toBe('2028-02-29');
  });
});

describe('months', () => {
  it('knows a month when it sees one', () => {
    expect(isMonth('2025-05')).toBe(true);
    expect(isMonth('2025-13')).toBe(false);
    expect(isMonth('2025-5')).toBe(false);
    expect(isMonth(['2025-05'])).toBe(false);
    expect(monthOf('2025-05-20')).toBe('2025-05');
  });
});

describe('slugify', () => {
  it('keeps the words, without accents or punctuation', () => {
    expect(slugify('Journée mondiale de la santé')).toBe('journee-mondiale-de-la-sante');
    expect(slugify('Fête nationale de l’Unité')).toBe('fete-nationale-de-l-unite');
    expect(slugify('  Œuvres & Cœurs : 2025 !')).toBe('oeuvres-coeurs-2025');
    expect(slugify('«\u00a0»')).toBe('');
  });

  it('cuts a long title between words', () => {
    const slug = slugify('Réunion publique de présentation du budget primitif de la commune pour l’exercice à venir');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toBe('reunion-publique-de-presentation-du-budget-primitif-de-la');
  });
});
