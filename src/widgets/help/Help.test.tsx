import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatAmount } from '../../shared/i18n/format';
import { setLanguage, type Lang } from '../../runtime/store';
import { commune } from '../../content/commune';
import { BUSINESS_LICENCE_FEE_FCFA, faq } from '../../content/faq';
import { faqSearchText, localizeFaq } from './faq-view';
import './help.element';
import { helpFormMessages } from './form-messages';
import { helpMessages } from './messages';
import { filterByQuery, foldForSearch } from '../../shared/search';
import { ApiError } from '../../runtime/api';
import { minutesToWait } from '../../runtime/api';
import { sendFailure, visibleFieldErrors } from './message-form';

const shown = (lang: Lang) =>
  localizeFaq(faq, lang, { phone: commune.phone, email: commune.email, licenceFee: formatAmount(BUSINESS_LICENCE_FEE_FCFA, lang) });

const search = (lang: Lang, query: string) => filterByQuery(shown(lang), query, faqSearchText).map((entry) => entry.id);

/** Every French string a reader sees: interface messages, questions and answers. */
const frenchTexts = [
  ...Object.values(helpMessages.fr),
  ...Object.values(helpFormMessages.fr),
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
    expect(helpFormMessages.fr['sent.title']).toBe('Merci, votre message a bien été envoyé à la mairie.');
    expect(helpFormMessages.fr['form.sending']).toBe('Envoi…');
    expect(helpFormMessages.en['form.sending']).toBe('Sending…');
  });

  it('has every message filled in English', () => {
    for (const [key, value] of Object.entries({ ...helpMessages.en, ...helpFormMessages.en })) expect(value.trim(), key).not.toBe('');
  });
});

describe('the message form’s answers to the server (sendFailure)', () => {
  it('puts a 400’s messages under the visible fields', () => {
    const refused = new ApiError(400, 'validation', 'Invalid', { contact: 'Indiquez un numéro de téléphone (au moins 8 chiffres) ou une adresse e-mail valide.', website: 'x' });
    expect(sendFailure(refused)).toEqual({
      kind: 'fields',
      fields: { contact: 'Indiquez un numéro de téléphone (au moins 8 chiffres) ou une adresse e-mail valide.' },
    });
    expect(visibleFieldErrors({ name: 'a', message: 'b', '': 'c' })).toEqual({ name: 'a', message: 'b' });
    // Nothing the resident can see or fix: treated as a failure, with the phone and e-mail.
    expect(sendFailure(new ApiError(400, 'validation', 'Invalid', { website: 'x' }))).toEqual({ kind: 'failed' });
  });

  it('says how long to wait after too many messages, in whole minutes', () => {
    expect(sendFailure(new ApiError(429, 'too_many_requests', '', {}, 1200))).toEqual({ kind: 'rateLimited', minutes: 20 });
    expect(sendFailure(new ApiError(429, 'too_many_requests', '', {}, 59))).toEqual({ kind: 'rateLimited', minutes: 1 });
    expect(sendFailure(new ApiError(429, 'too_many_requests', ''))).toEqual({ kind: 'rateLimited', minutes: undefined });
    expect(minutesToWait(121)).toBe(3);
    expect(minutesToWait(-5)).toBeUndefined();
  });

  it('keeps the draft for anything else: network, server error, refusal of the origin', () => {
    for (const error of [new ApiError(0, 'network', 'Failed to fetch'), new ApiError(500, 'internal', ''), new ApiError(403, 'cross_origin', ''), new TypeError('x')]) {
      expect(sendFailure(error)).toEqual({ kind: 'failed' });
    }
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
    await expect.poll(() => el.shadowRoot?.querySelector('a[part="trigger"]')?.getAttribute('aria-label')).toBe('Aide');
    setLanguage('en');
    await expect.poll(() => el.shadowRoot?.querySelector('a[part="trigger"]')?.getAttribute('aria-label')).toBe('Help');
    expect(el.open).toBe(false);
  });
});
