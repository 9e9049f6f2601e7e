import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeTime } from '../../runtime/i18n/dates';
import { LANGUAGES } from '../../runtime/store';
import { activitySentence, figureChange, frenchOf } from './activity';
import { adminDashboardMessages } from './messages';

describe('an activity line (activitySentence)', () => {
  it('names the item and its kind, in French with « » and in English with “ ”', () => {
    const entry = { action: 'publish', subject: 'news', label: 'Adoption du budget 2025' };
    expect(activitySentence(entry, 'fr')).toBe('a publié l’actualité «\u00a0Adoption du budget 2025\u00a0»');
    expect(activitySentence(entry, 'en')).toBe('published the news article “Adoption du budget 2025”');
    expect(activitySentence({ ...entry, labelEn: '2025 budget adopted' }, 'en')).toBe('published the news article “2025 budget adopted”');
    expect(activitySentence({ ...entry, labelEn: '2025 budget adopted' }, 'fr')).toBe('a publié l’actualité «\u00a0Adoption du budget 2025\u00a0»');
    expect(activitySentence({ action: 'create', subject: 'events', label: 'Foire aux oignons' }, 'fr')).toBe('a créé l’événement «\u00a0Foire aux oignons\u00a0» en brouillon');
    expect(activitySentence({ action: 'unpublish', subject: 'programs', label: 'Année de la jeunesse' }, 'en')).toBe('unpublished the program “Année de la jeunesse”');
    expect(activitySentence({ action: 'delete', subject: 'quick-links', label: 'Taxes' }, 'fr')).toBe('a supprimé le lien rapide «\u00a0Taxes\u00a0»');
    expect(activitySentence({ action: 'update', subject: 'mayor-updates', label: 'Le mot du maire' }, 'fr')).toBe('a modifié le message du maire «\u00a0Le mot du maire\u00a0»');
  });

  it('says what went to the trash, came back from it or was deleted for good', () => {
    expect(activitySentence({ action: 'trash', subject: 'news', label: 'Adoption du budget 2025' }, 'fr')).toBe('a mis à la corbeille l’actualité «\u00a0Adoption du budget 2025\u00a0»');
    expect(activitySentence({ action: 'trash', subject: 'news', label: 'Adoption du budget 2025' }, 'en')).toBe('moved the news article “Adoption du budget 2025” to the trash');
    expect(activitySentence({ action: 'restore', subject: 'events', label: 'Foire aux oignons' }, 'fr')).toBe('a restauré l’événement «\u00a0Foire aux oignons\u00a0»');
    expect(activitySentence({ action: 'restore', subject: 'events', label: 'Foire aux oignons' }, 'en')).toBe('restored the event “Foire aux oignons”');
    expect(activitySentence({ action: 'purge', subject: 'quick-links', label: 'Taxes' }, 'fr')).toBe('a supprimé définitivement le lien rapide «\u00a0Taxes\u00a0»');
    expect(activitySentence({ action: 'purge', subject: 'quick-links', label: 'Taxes' }, 'en')).toBe('deleted the quick link “Taxes” for good');
  });

  it('says whose message or account, eliding « de » before a vowel', () => {
    expect(activitySentence({ action: 'handle', subject: 'messages', label: 'Hamadou Bello' }, 'fr')).toBe('a traité le message de Hamadou Bello');
    expect(activitySentence({ action: 'reopen', subject: 'messages', label: 'Aïssatou Mohamadou' }, 'fr')).toBe('a rouvert le message d’Aïssatou Mohamadou');
    expect(activitySentence({ action: 'delete', subject: 'messages', label: 'Paul Vandi' }, 'en')).toBe('deleted the message from Paul Vandi');
    expect(activitySentence({ action: 'user.add', subject: 'users', label: 'Oumarou Issa' }, 'fr')).toBe('a créé le compte d’Oumarou Issa');
    expect(activitySentence({ action: 'user.disable', subject: 'users', label: 'Paul Vandi' }, 'en')).toBe('disabled the account of Paul Vandi');
    expect(activitySentence({ action: 'user.reset', subject: 'users', label: 'Zénabou' }, 'fr')).toBe('a réinitialisé le mot de passe de Zénabou');
  });

  it('needs no item for a sign-in, a password or an upload, and names an action it does not know', () => {
    expect(activitySentence({ action: 'login', subject: 'users', label: 'Admin' }, 'fr')).toBe('a ouvert une session');
    expect(activitySentence({ action: 'password', subject: 'users', label: 'Admin' }, 'en')).toBe('changed their password');
    expect(activitySentence({ action: 'upload', subject: 'media', label: 'x7Yt.png' }, 'fr')).toBe('a ajouté une image');
    expect(activitySentence({ action: 'archive', subject: 'news', label: 'x' }, 'fr')).toBe('a fait l’opération «\u00a0archive\u00a0»');
  });

  it('elides only before a vowel sound it can be sure of', () => {
    expect(frenchOf('Émilie')).toBe('d’Émilie');
    expect(frenchOf('Yaya Dairou')).toBe('de Yaya Dairou');
    expect(frenchOf('Moussa')).toBe('de Moussa');
    expect(frenchOf('Hadidja')).toBe('de Hadidja');
  });
});

describe('a figure’s change since last month (figureChange)', () => {
  it('is a percentage of last month’s value, to one decimal', () => {
    expect(figureChange({ value: 5, previous: 2 })).toEqual({ kind: 'percent', percent: 150 });
    expect(figureChange({ value: 4, previous: 5 })).toEqual({ kind: 'percent', percent: -20 });
    expect(figureChange({ value: 7, previous: 7 })).toEqual({ kind: 'percent', percent: 0 });
    expect(figureChange({ value: 2, previous: 3 })).toEqual({ kind: 'percent', percent: -33.3 });
  });

  it('counts what was gained when there was nothing a month ago', () => {
    expect(figureChange({ value: 3, previous: 0 })).toEqual({ kind: 'count', difference: 3 });
    expect(figureChange({ value: 0, previous: 0 })).toEqual({ kind: 'percent', percent: 0 });
  });
});

describe('when something happened (formatRelativeTime, formatDateTime)', () => {
  const now = new Date(2025, 4, 20, 9, 0);
  const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('says it as people do, in both languages', () => {
    const say = (minutes: number, lang: 'fr' | 'en') => formatRelativeTime(before(minutes), now, lang).replace(/\s/g, ' ');
    expect(say(0.5, 'fr')).toBe('à l’instant');
    expect(say(0.5, 'en')).toBe('just now');
    expect(say(5, 'fr')).toBe('il y a 5 min');
    expect(say(5, 'en')).toBe('5 min ago');
    expect(say(3 * 60 + 10, 'fr')).toBe('il y a 3 h');
    expect(say(26 * 60, 'fr')).toBe('hier');
    expect(say(26 * 60, 'en')).toBe('yesterday');
    expect(say(4 * 24 * 60, 'fr')).toBe('il y a 4 jours');
  });

  it('gives the date from a week on, and for a moment still to come', () => {
    expect(formatRelativeTime(before(8 * 24 * 60), now, 'fr')).toBe('12 mai 2025');
    expect(formatRelativeTime(before(-90), now, 'en')).toBe('20 May 2025');
    // A clock a few seconds ahead of the server's is still « just now ».
    expect(formatRelativeTime(before(-0.2), now, 'en')).toBe('just now');
  });

  it('writes the full moment for the title and the <time>, as Dtima’s clock shows it (UTC+1) wherever it is read', () => {
    expect(formatDateTime(new Date(Date.UTC(2025, 4, 20, 8, 5)), 'fr')).toBe('20 mai 2025 à 09:05');
    expect(formatDateTime('2025-05-20T08:05:00.000Z', 'en')).toBe('20 May 2025 at 09:05');
    expect(formatDateTime('2025-05-20T23:30:00.000Z', 'fr')).toBe('21 mai 2025 à 00:30');
  });
});

describe('the catalogue', () => {
  it('has every string in both languages, French with its no-break spaces', () => {
    for (const lang of LANGUAGES) for (const [key, text] of Object.entries(adminDashboardMessages[lang])) expect(text.trim(), `${lang} ${key}`).not.toBe('');
    for (const text of Object.values(adminDashboardMessages.fr)) expect(text).not.toMatch(/ [:;?!»]|« /);
  });
});
