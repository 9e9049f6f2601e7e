import { defineWidget } from '../../kit/define-widget';
import css from './NewsArticle.css?inline';
import { NewsArticle } from './NewsArticle';
import { newsArticleContract } from './news-article.contract';

/**
 * One news item of the commune in full, as on its page `/flash-news/<id>-<title>`: a link back
 * to all the news, the title and date, the picture and the whole text; then a « Partager cette
 * actualité » section — links to share it on WhatsApp, on Facebook and by e-mail, and its
 * address in a field with a « Copier le lien » button (the field alone without script, to copy
 * by hand) — and links to the items published just before and just after it.
 *
 * It reads the news as published on the commune's content server (`GET /api/v1/news`); the
 * commune's own pages carry them, so it shows at once. An id that is not (or no longer)
 * published shows a short notice and the way back to all the news.
 *
 * @tag commune-news-article
 * @summary One news item in full, with its share links and the previous and next items.
 *
 * @attr {number} news-id - The item to show (the number its address starts with). 0 (default): none.
 * @attr {string} url - The address the share links give; default: the item's page on the commune's site.
 * @attr {number} heading-level - 1 to 6: the title's level (default 2); the sharing heading is one below.
 * @attr {string} api - The content server's origin (default: where this script came from); `none`: the bundled content only, no request.
 *
 * @csspart heading - The item's title.
 * @csspart image - The item's picture.
 * @csspart text - The item's text.
 * @csspart share - The sharing links and the address to copy.
 * @csspart pager - The links to the previous and next items.
 *
 * @cssprop [--commune-news-article-measure=46rem] - The widest the text runs.
 * @cssprop [--commune-color-primary=#0b5d37] - Links and buttons.
 */
export const NewsArticleElement = defineWidget(newsArticleContract.tag, NewsArticle, { ...newsArticleContract, css: [css] });
