import * as v from 'valibot';
import { message } from '../../src/shared/schema/message';
import type { RoutePlugin } from '../plugins/validation';
import type { SiteSearch } from '../search';

interface Options {
  search: SiteSearch;
}

/** What `GET /api/v1/search` takes: the words (up to 200 characters), the language, how many. */
export const searchQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(200, message('La recherche est trop longue (200 caractères au plus).', 'The search is too long (200 characters at most).'))), ''),
  lang: v.optional(v.picklist(['fr', 'en'], message('La langue est « fr » ou « en ».', 'The language is "fr" or "en".')), 'fr'),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, message('« limit » est un nombre de 1 à 50.', '"limit" is a number from 1 to 50.')), v.transform(Number), v.minValue(1), v.maxValue(50)), '20'),
});

/**
 * `GET /api/v1/search?q=…&lang=fr|en` → `{"items":[{"type","title","url","excerpt"}]}`: anyone,
 * from any site (partners' search boxes), the most relevant first.
 */
export const searchRoutes: RoutePlugin<Options> = async (app, { search }) => {
  app.get('', { schema: { querystring: searchQuery } }, async (request, reply) => {
    const { q, lang, limit } = request.query;
    const items = await search.search(q, lang, Number(limit));
    reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'public, max-age=60').header('Vary', 'Accept-Encoding');
    return { items };
  });
};
