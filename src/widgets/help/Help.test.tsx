import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatAmount } from '../../core/i18n/format';
import { setLanguage, type Lang } from '../../core/store';
import { commune } from '../../content/commune';
import { BUSINESS_LICENCE_FEE_FCFA, faq } from '../../content/faq';
import { faqSearchText, localizeFaq } from './faq-view';
import './help.element';
import { helpMessages } from './messages';
import { filterByQuery, foldForSearch } from '../../core/search';

const shown = (lang: Lang) =>
  localizeFaq(faq, lang, { phone: commune.phone, email: commune.email, licenceFee: formatAmount(BUSINESS_LICENCE_FEE_FCFA, lang) });

const search = (lang: Lang, query: string) => filterByQuery(shown(lang), query, faqSearchText).map((entry) => entry.id);

/** Every French string a reader sees: interface messages, questions and answers. */
const frenchTexts = [
  ...Object.values(helpMessages.fr),
  ...shown('fr').flatMap((entry) => [entry.question, ...entry.answer.flat()]),
];

describe('help search', () => {
  it('folds case, accents, apostrophes and digit groups', () => {
    expect(foldForSearch('  Permis de BÂTIR ')).toBe('permis de batir');
    expect(foldForSearch('Électricité')).toBe('electricite');
    expect(foldForSearch('d’eau')).toBe(foldForSearch("d'eau"));
    expect(foldForSearch('50\u202f000\u00a0FCFA')).toBe('50000 fcfa');
  });

  it('finds questions by their question or their answer, whatever the case and accents', () => {
    expect(search('fr', 'permis')).toEqual(['building-permit']);
    expect(search('fr', 'PERMIS')).toEqual(['building-permit']);
    expect(search('fr', 'ordures')).toEqual(['garbage-collection']);
    expect(search('fr', 'electricite')).toEqual(['utility-bills']);
    expect(search('fr', 'nid de poule')).toEqual(['pothole']);
    expect(search('fr', 'jeudi')).toEqual(['garbage-collection']);
    expect(search('fr', '50000')).toEqual(['business-licence']);
    expect(search('en', 'Pothole')).toEqual(['pothole']);
    expect(search('en', 'garbage')).toEqual(['garbage-collection']);
  });

  it('keeps every question for an empty query and none for an unknown word', () => {
    expect(search('fr', '   ')).toHaveLength(5);
    expect(search('fr', 'passeport')).toEqual([]);
    // Every word must match: "permis" alone matches, "permis piscine" does not.
    expect(search('fr', 'permis piscine')).toEqual([]);
  });
});

describe('help content', () => {
  it('has the five SPEC questions in both languages', () => {
    expect(faq.map((entry) => entry.id)).toEqual(['business-licence', 'garbage-collection', 'utility-bills', 'building-permit', 'pothole']);
    for (const entry of faq) {
      for (const lang of ['fr', 'en'] as const) {
        expect(entry.question[lang].length, `${entry.id} ${lang}`).toBeGreaterThan(10);
        expect(entry.answer[lang].length, `${entry.id} ${lang}`).toBeGreaterThan(1);
      }
    }
  });

  it('states the SPEC constants: collection days and the licence fee', () => {
    const text = (lang: Lang, id: string) => faqSearchText(shown(lang).find((entry) => entry.id === id)!);
    expect(text('fr', 'garbage-collection')).toContain('dans les quartiers résidentiels, le lundi et le jeudi');
    expect(text('fr', 'garbage-collection')).toContain('dans les zones commerciales, le mardi et le vendredi');
    expect(text('en', 'garbage-collection')).toContain('in residential areas, on Mondays and Thursdays');
    expect(text('en', 'garbage-collection')).toContain('in commercial areas, on Tuesdays and Fridays');
    expect(text('fr', 'business-licence')).toContain('La licence coûte 50\u202f000\u00a0FCFA par an');
    expect(text('en', 'business-licence')).toContain('The licence costs 50,000\u00a0FCFA per year');
    expect(text('fr', 'pothole')).toContain(commune.phone);
    expect(text('en', 'utility-bills')).toContain('MTN Mobile Money or Orange Money');
    expect(text('fr', 'utility-bills')).toContain('à la caisse de la recette municipale');
  });

  it('writes French with typographic apostrophes and no-break spaces before ? ! : ;', () => {
    for (const text of frenchTexts) {
      expect(text, text).not.toMatch(/'/);
      expect(text, text).not.toMatch(/ [?!:;]/);
      expect(text, text).not.toMatch(/\S[?!:;]/);
    }
    expect(helpMessages.fr['sheet.title']).toBe('Comment pouvons-nous vous aider\u00a0?');
    expect(helpMessages.en['sheet.title']).toBe('How can we help you?');
  });

  it('has every message filled in English', () => {
    for (const [key, value] of Object.entries(helpMessages.en)) expect(value.trim(), key).not.toBe('');
  });
});

describe('<commune-help> in happy-dom', () => {
  beforeEach(() => setLanguage('fr'));
  afterEach(() => {
    document.body.replaceChildren();
    setLanguage('fr');
  });

  it('renders the labelled round button in its shadow root', async () => {
    document.body.innerHTML = '<commune-help></commune-help>';
    const el = document.querySelector('commune-help')!;
    await expect.poll(() => el.shadowRoot?.querySelector('button[part="trigger"]')?.getAttribute('aria-label')).toBe('Aide');
    setLanguage('en');
    await expect.poll(() => el.shadowRoot?.querySelector('button[part="trigger"]')?.getAttribute('aria-label')).toBe('Help');
    expect(el.open).toBe(false);
  });
});
