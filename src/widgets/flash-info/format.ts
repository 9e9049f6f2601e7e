import type { FlashNewsItem } from '../../content/flash-news';

/** The news, newest first (then by id, for a stable order on the same day). Never mutates `items`. */
export function newestFirst(items: readonly FlashNewsItem[]): FlashNewsItem[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** Pattern for a card's date: day, full month name, year (`6 juillet 2023`, `6 July 2023`). */
export const NEWS_DATE_PATTERN = 'd MMMM yyyy';
