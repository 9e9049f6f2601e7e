import type { Lang } from '../lang';

/**
 * The language of a request's messages: the first of French or English in `Accept-Language`
 * by preference (`q`), French when it names neither.
 */
export function requestLanguage(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { lang: Lang; q: number } | undefined;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'fr' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'fr';
}
