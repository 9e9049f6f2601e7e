import { foldForSearch } from './search';

/**
 * Words of a title as an address: lower case, no accents, hyphens between words, at most about
 * 60 characters cut between words. `Reprise des travaux à l’école` → `reprise-des-travaux-a-l-ecole`.
 */
export function slugify(text: string, maxLength = 60): string {
  const words = foldForSearch(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength && slug) break;
    slug = next.slice(0, maxLength);
  }
  return slug;
}
