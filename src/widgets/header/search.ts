import { navigation, type NavGroup } from '../../content/navigation';
import type { Localized } from '../../core/i18n/catalog';
import { LANGUAGES, type Lang } from '../../core/store';

export interface PageMatch {
  href: string;
  /** The page's name in the current language. */
  label: string;
  /** The menu it belongs to, in the current language. */
  group: string;
}

/** Lower case, no accents, one kind of apostrophe: `Opportunités d’investissement` → `opportunites d'investissement`. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase();
}

/**
 * The site's pages whose name or menu contains every word of `query`, ignoring case and
 * accents, in menu order. Names in both languages count, so `mayor` finds « Rencontrer le maire » too.
 */
export function searchPages(query: string, lang: Lang, groups: readonly NavGroup[] = navigation): PageMatch[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const inBothLanguages = (text: Localized) => foldText(LANGUAGES.map((language) => text[language]).join(' '));
  return groups.flatMap((group) => {
    const groupText = inBothLanguages(group.label);
    return group.items
      .filter((item) => {
        const itemText = `${inBothLanguages(item.label)} ${groupText}`;
        return words.every((word) => itemText.includes(word));
      })
      .map((item) => ({ href: item.href, label: item.label[lang], group: group.label[lang] }));
  });
}
