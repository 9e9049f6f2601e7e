import { html, type TemplateResult } from 'lit-html';
import type { SitePath } from '../content/site-map';
import type { AdminPath } from '../collections/define';
import type { Lang } from '../runtime/store';

/** What a page's view is given to render. */
export interface PageContext {
  lang: Lang;
  /** The normalised path being shown (one of the page's paths). */
  path: SitePath | AdminPath;
  /** The page's h1 in the current language. */
  heading: string;
  /** The page's one-line summary in the current language, shown under the h1. */
  summary: string;
  /** The parameters of the address the page reads (its module's `query`), checked; `{}` for most pages. */
  query?: Readonly<Record<string, string>>;
}

/**
 * One page of the site (`src/shell/pages/<page>.ts`, default export). The view only places
 * elements: the elements a page loads are read from what its view renders, so there is no
 * second list to keep.
 */
export interface PageModule {
  /** The path or paths (the eight service pages share one view) this module renders. */
  path: SitePath | readonly (SitePath | AdminPath)[];
  view: (ctx: PageContext) => TemplateResult;
  /**
   * The parameters of its address the page shows (the events page's `?month=&category=`),
   * checked: anything else is dropped, so the server keeps one render per meaningful address.
   */
  query?: (params: URLSearchParams) => Record<string, string>;
}

export function definePage<const M extends PageModule>(page: M): M {
  return page;
}

/** The page's h1 (focused after navigation) and its summary: the start of most pages. */
export function pageIntro(ctx: PageContext): TemplateResult {
  return html`<div class="page-intro">
    <h1 tabindex="-1">${ctx.heading}</h1>
    <p class="page-summary">${ctx.summary}</p>
  </div>`;
}
