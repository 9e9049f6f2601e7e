import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defineCatalog, translate } from '../../shared/i18n/catalog';
import { formatDate, weekStartsOn } from './dates';
import { formatAmount, formatLargeAmount, formatNumber, formatPercent, formatTimeRange, pluralize } from '../../shared/i18n/format';
import { useLanguage } from './react';

const NNBSP = '\u202f';

describe('catalogues', () => {
  const catalog = defineCatalog({ greet: 'Bonjour {name} !', plain: 'Texte' }, { greet: 'Hello {name}!', plain: 'Text' });

  it('translates and fills placeholders', () => {
    expect(translate(catalog, 'fr', 'greet', { name: 'Aïcha' })).toBe('Bonjour Aïcha !');
    expect(translate(catalog, 'en', 'greet', { name: 'Aïcha' })).toBe('Hello Aïcha!');
  });

  it('shows the key itself when a key is missing at run time', () => {
    expect(translate(catalog, 'en', 'nowhere.to.be.found' as 'plain')).toBe('nowhere.to.be.found');
  });

  it('throws a clear error when the language hook is used outside its provider', () => {
    function Orphan() {
      return <p>{useLanguage()}</p>;
    }
    expect(() => renderToStaticMarkup(<Orphan />)).toThrow(/inside <LanguageProvider>/);
  });
});

describe('formats', () => {
  it('writes dates as dd MMMM yyyy in both languages, on the day given', () => {
    expect(formatDate('2025-05-20', 'fr')).toBe('20 mai 2025');
    expect(formatDate('2025-05-20', 'en')).toBe('20 May 2025');
    expect(formatDate('2025-01-01', 'fr', 'MMM')).toBe('janv.');
  });

  it('rejects a malformed day instead of showing Invalid Date', () => {
    expect(() => formatDate('2025-13-45', 'fr')).toThrow(RangeError);
  });

  it('starts French weeks on Monday', () => {
    expect(weekStartsOn('fr')).toBe(1);
  });

  it('writes numbers, percentages and amounts the French way', () => {
    expect(formatNumber(150000, 'fr')).toBe(`150${NNBSP}000`);
    expect(formatNumber(150000, 'en')).toBe('150,000');
    expect(formatPercent(5.2, 'fr')).toMatch(/^5,2[\u00a0\u202f]%$/);
    expect(formatPercent(5.2, 'en')).toBe('5.2%');
    expect(formatAmount(50000, 'fr')).toBe(`50${NNBSP}000\u00a0FCFA`);
  });

  it('writes time ranges and plurals', () => {
    expect(formatTimeRange('08:00', '12:30', 'fr')).toMatch(/^08:00\s?–\s?12:30$/);
    expect(pluralize(1, 'fr', { one: '{count} résultat', other: '{count} résultats' })).toBe('1 résultat');
    expect(pluralize(0, 'fr', { one: '{count} résultat', other: '{count} résultats' })).toBe('0 résultat');
    expect(pluralize(0, 'en', { one: '{count} result', other: '{count} results' })).toBe('0 results');
  });
});

describe('formatLargeAmount', () => {
  const NBSP = '\u00a0';

  it('says millions and billions of FCFA, to two decimals, in both languages', () => {
    expect(formatLargeAmount(500_000_000, 'fr')).toBe(`500${NBSP}millions${NBSP}de${NBSP}FCFA`);
    expect(formatLargeAmount(500_000_000, 'en')).toBe(`500${NBSP}million${NBSP}FCFA`);
    expect(formatLargeAmount(1_186_742_000, 'fr')).toBe(`1,19${NBSP}milliard${NBSP}de${NBSP}FCFA`);
    expect(formatLargeAmount(1_186_742_000, 'en')).toBe(`1.19${NBSP}billion${NBSP}FCFA`);
    expect(formatLargeAmount(2_500_000_000, 'fr')).toBe(`2,5${NBSP}milliards${NBSP}de${NBSP}FCFA`);
    expect(formatLargeAmount(2_000_000_000, 'en')).toBe(`2${NBSP}billion${NBSP}FCFA`);
  });

  it('puts French in the singular below two, as French does', () => {
    expect(formatLargeAmount(1_000_000, 'fr')).toBe(`1${NBSP}million${NBSP}de${NBSP}FCFA`);
    expect(formatLargeAmount(1_500_000, 'fr')).toBe(`1,5${NBSP}million${NBSP}de${NBSP}FCFA`);
    expect(formatLargeAmount(2_000_000, 'fr')).toBe(`2${NBSP}millions${NBSP}de${NBSP}FCFA`);
    expect(formatLargeAmount(1_500_000, 'en')).toBe(`1.5${NBSP}million${NBSP}FCFA`);
  });

  it('moves up a scale when rounding reaches it, and keeps every digit under a million', () => {
    expect(formatLargeAmount(999_999_999, 'fr')).toBe(`1${NBSP}milliard${NBSP}de${NBSP}FCFA`);
    expect(formatLargeAmount(999_996, 'en')).toBe(`1${NBSP}million${NBSP}FCFA`);
    expect(formatLargeAmount(450_000, 'fr')).toBe(formatAmount(450_000, 'fr'));
    expect(formatLargeAmount(450_000, 'fr')).toBe(`450${NNBSP}000${NBSP}FCFA`);
    expect(formatLargeAmount(12_345_678, 'en')).toBe(`12.35${NBSP}million${NBSP}FCFA`);
  });
});

describe('dates west of Greenwich', () => {
  it('still shows the day given, not the day before', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(new Date(2025, 4, 20).getTimezoneOffset()).toBe(240);
      expect(formatDate('2025-05-20', 'fr')).toBe('20 mai 2025');
      expect(formatDate('2025-01-01', 'en')).toBe('01 January 2025');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
