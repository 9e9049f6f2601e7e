import type { FlashNewsItem } from '../../content/flash-news';
import { day, fail, fieldsOf, idOf, image, text } from './check';

/**
 * A `NewsItem` of `GET /api/v1/news` as a Flash Info card: its `content` is the card's
 * description (quoting `{amount}`), its image may be missing. Throws `Malformed`.
 */
export function readNews(value: unknown): FlashNewsItem {
  const item = fieldsOf(value);
  const { amount } = item;
  if (amount !== null && amount !== undefined && (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0)) {
    fail('amount must be a number of francs CFA, or null');
  }
  return {
    id: idOf(item),
    title: text(item, 'title'),
    description: text(item, 'content'),
    date: day(item, 'date'),
    image: image(item),
    amount: amount ?? undefined,
  };
}
