import type { FlashNewsItem } from '../../content/flash-news';

/** The news, newest first (then by id, for a stable order on the same day). Never mutates `items`. */
export function newestFirst(items: readonly FlashNewsItem[]): FlashNewsItem[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}
