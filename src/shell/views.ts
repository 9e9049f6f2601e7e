import { html, nothing, type TemplateResult } from 'lit-html';
import { translate } from '../shared/i18n/catalog';
import type { Lang } from '../runtime/store';
import { routeHeading, type Route } from './routes';
import { pageIntro, type PageContext } from './page';
import { paths, type SitePath } from '../content/site-map';
import { shellMessages } from './messages';

type ShellKey = keyof (typeof shellMessages)['fr'];

export interface ViewContext {
  lang: Lang;
  /** The normalised path being shown. */
  path: string;
  /** The address's parameters the page reads, checked (`pageQuery`). */
  query?: Readonly<Record<string, string>>;
}

export const otherLanguage = (lang: Lang): Lang => (lang === 'fr' ? 'en' : 'fr');

const t = (ctx: ViewContext, key: ShellKey) => translate(shellMessages, ctx.lang, key);

// ---------------------------------------------------------------------------------------------
// Public pages

/** A public page's frame: skip link, header, the main area with `content`, footer and help. */
export function publicFrame(ctx: ViewContext, content: TemplateResult): TemplateResult {
  return html`<div class="page page--public">
    <a class="skip-link" href="#main">${t(ctx, 'skipLink')}</a>
    <commune-alert></commune-alert>
    <commune-header current-path=${ctx.path}></commune-header>
    <main id="main" class="page-main">${content}</main>
    <commune-footer></commune-footer>
    ${ctx.path === paths.help ? nothing : html`<commune-help></commune-help>`}
  </div>`;
}

/** The context a page module's view gets. */
export function pageContext(route: Route, lang: Lang, path: string, query: Readonly<Record<string, string>> = {}): PageContext {
  return { lang, path: path as SitePath, heading: routeHeading(route, lang), summary: route.summary[lang], query };
}

function publicContent(route: Route, ctx: ViewContext): TemplateResult {
  const page = pageContext(route, ctx.lang, ctx.path, ctx.query);
  return route.view ? route.view(page) : pageIntro(page);
}

// ---------------------------------------------------------------------------------------------
// Not-found page: both languages at once, the visitor's first

function notFoundContent(ctx: ViewContext): TemplateResult {
  const order: Lang[] = [ctx.lang, otherLanguage(ctx.lang)];
  const say = (lang: Lang, key: ShellKey) => translate(shellMessages, lang, key);
  return html`<div class="not-found">
    <h1 tabindex="-1">
      <span lang=${order[0]}>${say(order[0], 'notFound.title')}</span>
      <span class="not-found__divider" aria-hidden="true">/</span>
      <span lang=${order[1]}>${say(order[1], 'notFound.title')}</span>
    </h1>
    ${order.map((lang) => html`<p class="not-found__text" lang=${lang}>${say(lang, 'notFound.text')}</p>`)}
    <p>
      <a class="button-link" href="/">
        <span lang=${order[0]}>${say(order[0], 'notFound.home')}</span>
        <span aria-hidden="true">/</span>
        <span lang=${order[1]}>${say(order[1], 'notFound.home')}</span>
      </a>
    </p>
  </div>`;
}

// ---------------------------------------------------------------------------------------------
// Admin frame: the admin's own elements place the header and the sidebar; the page's screen
// (its view) fills the main area, or, for a page without one yet, its heading and summary.

function adminFrame(ctx: ViewContext, route: Route): TemplateResult {
  const page = pageContext(route, ctx.lang, ctx.path);
  const content = route.view ? route.view(page) : pageIntro(page);
  return html`<div class="admin">
    <a class="skip-link" href="#main">${t(ctx, 'skipLink')}</a>
    <commune-admin-header current-path=${ctx.path}></commune-admin-header>
    <commune-admin-sidebar current-path=${ctx.path}></commune-admin-sidebar>
    <main id="main" class="admin-main">${content}</main>
  </div>`;
}

/**
 * The sign-in page: the admin header with only its title and language, and the page's view
 * alone in a centred main area. No sidebar: its pages need a session the visitor does not have yet.
 */
function signInFrame(ctx: ViewContext, route: Route): TemplateResult {
  const content = route.view ? route.view(pageContext(route, ctx.lang, ctx.path)) : nothing;
  return html`<div class="admin admin--sign-in">
    <a class="skip-link" href="#main">${t(ctx, 'skipLink')}</a>
    <commune-admin-header variant="sign-in" current-path=${ctx.path}></commune-admin-header>
    <main id="main" class="admin-main admin-main--centred">${content}</main>
  </div>`;
}

// ---------------------------------------------------------------------------------------------

/** The whole page for a route, or the not-found page when there is none. */
export function pageView(route: Route | undefined, ctx: ViewContext): TemplateResult {
  if (!route) return publicFrame(ctx, notFoundContent(ctx));
  if (route.path === paths.adminLogin) return signInFrame(ctx, route);
  if (route.area === 'admin') return adminFrame(ctx, route);
  return publicFrame(ctx, publicContent(route, ctx));
}
