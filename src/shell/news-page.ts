import { html, type TemplateResult } from 'lit-html';
import { publicFrame, type ViewContext } from './views';

/**
 * A news item's page (`/flash-news/<id>-<title>`): the item in full as the page's h1, with the
 * address its share links give (`shareUrl`, absolute when the page knows its origin).
 */
export function newsPageView(ctx: ViewContext, newsId: number, shareUrl: string): TemplateResult {
  return publicFrame(ctx, html`<commune-news-article news-id=${newsId} heading-level="1" url=${shareUrl}></commune-news-article>`);
}
