import { navigation, pagesOutsideMenus, type NavGroup } from '../content/navigation';
import type { Localized } from '../shared/i18n/catalog';
import { foldForSearch } from '../shared/search';
import { LANGUAGES, type Lang } from '../runtime/store';

export interface PageMatch {
  href: string;
  /** The page's name in the current language. */
  label: string;
  /** The menu it belongs to, in the current language. */
  group: string;
}

/**
 * The site's pages whose name or menu contains every word of `query`, ignoring case and
 * accents: the menus' pages in menu order, then the pages outside the menus (services, news,
 * biography…). Names in both languages count, so `mayor` finds « Rencontrer le maire » too.
 */
export function searchPages(query: string, lang: Lang, groups: readonly NavGroup[] = [...navigation, ...pagesOutsideMenus]): PageMatch[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const inBothLanguages = (text: Localized) => foldForSearch(LANGUAGES.map((language) => text[language]).join(' '));
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
