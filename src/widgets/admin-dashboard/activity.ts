import { collectionOf } from '../../collections';
import { translate, type CatalogKey } from '../../shared/i18n/catalog';
import type { ActivityEntry, StatFigure } from '../../shared/schema/journal';
import type { Lang } from '../../runtime/store';
import { adminDashboardMessages } from './messages';

/*
 * The dashboard's decisions, apart from React (unit-tested): what an activity line says, and
 * how a figure changed since last month.
 */

const say = (lang: Lang, key: CatalogKey<typeof adminDashboardMessages>, vars?: Record<string, string>) => translate(adminDashboardMessages, lang, key, vars);

/** `delete` names the deletions made before the trash existed; `trash`, `restore` (from the trash, or a revision) and `purge` (for good) since. */
const CONTENT_ACTIONS = ['create', 'update', 'publish', 'unpublish', 'delete', 'trash', 'restore', 'purge'] as const;
const ACCOUNT_ACTIONS = ['user.add', 'user.update', 'user.reset', 'user.disable', 'user.enable'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** French elides « de » before a vowel: « le compte d’Aïssatou », « le message de Moussa » (not before a Y or an H, mostly sounded in names). */
export function frenchOf(name: string): string {
  const first = name.trim().normalize('NFD').charAt(0).toLowerCase();
  return first !== '' && 'aeiou'.includes(first) ? `d’${name.trim()}` : `de ${name.trim()}`;
}

/** « l’actualité « Budget 2025 » », "the news article “Budget 2025”": how its collection names an item (src/collections). */
function itemPhrase(subject: string, label: string, lang: Lang): string {
  const item = collectionOf(subject)?.labels.definite[lang] ?? say(lang, 'item.other');
  return label.trim() ? say(lang, 'item.quoted', { item, label: label.trim() }) : item;
}

/**
 * What someone did, as the rest of a sentence that starts with their name: « a publié
 * l’actualité « … » », "published the news article “…”". An action this version does not know
 * still reads as a sentence, naming it.
 */
export function activitySentence(entry: Pick<ActivityEntry, 'action' | 'subject' | 'label'> & { labelEn?: string | null }, lang: Lang): string {
  const { action, subject, label, labelEn } = entry;
  // An item's own English title for an English reader; names and French-only titles as they are.
  const name = (lang === 'en' && labelEn ? labelEn : label).trim();
  const names = { name, ofName: frenchOf(name) };
  if (subject === 'messages') {
    if (action === 'handle' || action === 'reopen') return say(lang, `action.${action}`, names);
    if (action === 'delete') return say(lang, 'action.deleteMessage', names);
  }
  if (isOneOf(ACCOUNT_ACTIONS, action)) return say(lang, `action.${action}`, names);
  if (action === 'login' || action === 'logout' || action === 'password' || action === 'upload') return say(lang, `action.${action}`);
  if (isOneOf(CONTENT_ACTIONS, action)) return say(lang, `action.${action}`, { item: itemPhrase(subject, name, lang) });
  return say(lang, 'action.other', { action });
}

/**
 * How a figure moved since last month, in the StatCard's terms: a percentage of the old value;
 * or, when there was nothing a month ago (a percentage of zero means nothing), the count
 * gained, which the card shows as « +3 depuis le mois dernier ».
 */
export type FigureChange = { kind: 'percent'; percent: number } | { kind: 'count'; difference: number };

export function figureChange({ value, previous }: StatFigure): FigureChange {
  if (previous <= 0) return value === 0 ? { kind: 'percent', percent: 0 } : { kind: 'count', difference: value };
  return { kind: 'percent', percent: Math.round(((value - previous) / previous) * 1000) / 10 };
}
