import { html, nothing, type TemplateResult } from 'lit-html';
import { translate } from '../core/i18n/catalog';
import type { Lang } from '../core/store';
import { ADMIN_PREFIX, routeHeading, type Route } from './routes';
import type { PageContext } from './page';
import { paths, type SitePath } from '../content/site-map';
import { shellMessages } from './messages';

type ShellKey = keyof (typeof shellMessages)['fr'];

export interface AdminState {
  /** The sidebar on small screens (always shown from 48rem up). */
  sidebarOpen: boolean;
  /** The sidebar's Content group. */
  contentOpen: boolean;
}

export interface ViewActions {
  toggleSidebar: () => void;
  toggleContent: () => void;
  switchLanguage: () => void;
  adminKeydown: (event: KeyboardEvent) => void;
}

export interface ViewContext {
  lang: Lang;
  /** The normalised path being shown. */
  path: string;
  /**
   * False for the static HTML the build writes into each page: controls that only work with
   * JavaScript (language toggle, menu button, the Content group's button) are left out and
   * every sidebar link is shown.
   */
  interactive: boolean;
  admin: AdminState;
  actions: ViewActions;
}

export const otherLanguage = (lang: Lang): Lang => (lang === 'fr' ? 'en' : 'fr');

const t = (ctx: ViewContext, key: ShellKey) => translate(shellMessages, ctx.lang, key);

// ---------------------------------------------------------------------------------------------
// Public pages

function publicFrame(ctx: ViewContext, content: TemplateResult): TemplateResult {
  return html`<div class="page page--public">
    <a class="skip-link" href="#main">${t(ctx, 'skipLink')}</a>
    <commune-header current-path=${ctx.path}></commune-header>
    <main id="main" class="page-main">${content}</main>
    <commune-footer></commune-footer>
    <commune-help></commune-help>
  </div>`;
}

/** The context a page module's view gets. */
export function pageContext(route: Route, lang: Lang, path: string): PageContext {
  return { lang, path: path as SitePath, heading: routeHeading(route, lang), summary: route.summary[lang] };
}

function publicContent(route: Route, ctx: ViewContext): TemplateResult {
  const page = pageContext(route, ctx.lang, ctx.path);
  if (route.view) return route.view(page);
  return html`<div class="page-intro">
    <h1 tabindex="-1">${page.heading}</h1>
    <p class="page-summary">${page.summary}</p>
  </div>`;
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
// Admin frame

interface AdminLink {
  href: string;
  label: ShellKey;
}

/** SPEC §2, admin sidebar: Dashboard; Content (News Articles … Mayor Updates); Pages; … */
export const ADMIN_NAV = {
  dashboard: { href: paths.admin, label: 'admin.dashboard' },
  content: [
    { href: paths.adminNews, label: 'admin.news' },
    { href: paths.adminContentEvents, label: 'admin.contentEvents' },
    { href: paths.adminPrograms, label: 'admin.programs' },
    { href: paths.adminContentQuickLinks, label: 'admin.contentQuickLinks' },
    { href: paths.adminMayor, label: 'admin.mayor' },
  ],
  rest: [
    { href: paths.adminPages, label: 'admin.pages' },
    { href: paths.adminEvents, label: 'admin.events' },
    { href: paths.adminQuickLinks, label: 'admin.quickLinks' },
    { href: paths.adminNotifications, label: 'admin.notifications' },
    { href: paths.adminSettings, label: 'admin.settings' },
  ],
} as const satisfies { dashboard: AdminLink; content: readonly AdminLink[]; rest: readonly AdminLink[] };

export const isContentPath = (path: string) => path.startsWith(`${ADMIN_PREFIX}/content/`);

const chevron = html`<svg class="admin-nav__chevron" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
  <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" />
</svg>`;

const menuIcon = html`<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
  <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
</svg>`;

function adminLink(ctx: ViewContext, link: AdminLink): TemplateResult {
  const current = ctx.path === link.href;
  return html`<li><a class="admin-nav__link" href=${link.href} aria-current=${current ? 'page' : nothing}>${t(ctx, link.label)}</a></li>`;
}

function adminSidebar(ctx: ViewContext): TemplateResult {
  const { interactive } = ctx;
  const contentOpen = !interactive || ctx.admin.contentOpen;
  const groupLabel = interactive
    ? html`<button
        type="button"
        class="admin-nav__group"
        aria-expanded=${String(contentOpen)}
        aria-controls="admin-content-links"
        @click=${ctx.actions.toggleContent}
      >
        <span>${t(ctx, 'admin.content')}</span>${chevron}
      </button>`
    : html`<span class="admin-nav__group">${t(ctx, 'admin.content')}</span>`;
  return html`<nav id="admin-sidebar" class="admin-sidebar" aria-label=${t(ctx, 'admin.nav')} data-open=${ctx.admin.sidebarOpen ? '' : nothing}>
    <ul class="admin-nav" role="list">
      ${adminLink(ctx, ADMIN_NAV.dashboard)}
      <li>
        ${groupLabel}
        <ul id="admin-content-links" class="admin-nav__sub" role="list" ?hidden=${!contentOpen}>
          ${ADMIN_NAV.content.map((link) => adminLink(ctx, link))}
        </ul>
      </li>
      ${ADMIN_NAV.rest.map((link) => adminLink(ctx, link))}
    </ul>
  </nav>`;
}

/**
 * The admin bar: title, sidebar button, language, back to the site. On the sign-in page
 * (`signIn`) there is no sidebar to open, and the form itself links back to the site.
 */
function adminBar(ctx: ViewContext, { signIn = false } = {}): TemplateResult {
  const other = otherLanguage(ctx.lang);
  const controls = ctx.interactive
    ? html`<button type="button" class="admin-bar__lang" @click=${ctx.actions.switchLanguage}>
          <span>${t(ctx, 'language.code')}</span>
          <span class="visually-hidden" lang=${other}>${translate(shellMessages, other, 'language.switchTo')}</span>
        </button>`
    : nothing;
  const menuButton = ctx.interactive && !signIn
    ? html`<button
        type="button"
        class="admin-bar__menu"
        aria-expanded=${String(ctx.admin.sidebarOpen)}
        aria-controls="admin-sidebar"
        @click=${ctx.actions.toggleSidebar}
      >
        ${menuIcon}<span>${t(ctx, 'admin.menu')}</span>
      </button>`
    : nothing;
  // The menu button comes right after the title: on small screens they share the first row.
  return html`<header class="admin-bar">
    <p class="admin-bar__title">${t(ctx, 'admin.title')}</p>
    ${menuButton}
    <div class="admin-bar__actions">
      ${controls}
      ${signIn ? nothing : html`<a class="admin-bar__back" href="/">${t(ctx, 'admin.backToSite')}</a>`}
    </div>
  </header>`;
}

function adminFrame(ctx: ViewContext, route: Route): TemplateResult {
  return html`<div class="admin" data-enhanced=${ctx.interactive ? '' : nothing} @keydown=${ctx.actions.adminKeydown}>
    <a class="skip-link" href="#main">${t(ctx, 'skipLink')}</a>
    ${adminBar(ctx)} ${adminSidebar(ctx)}
    <main id="main" class="admin-main">
      <h1 tabindex="-1">${routeHeading(route, ctx.lang)}</h1>
      <p class="page-summary">${route.summary[ctx.lang]}</p>
    </main>
  </div>`;
}

/**
 * The sign-in page: the admin bar without its sidebar button, and the page's view alone in a
 * centred main area. No sidebar: its pages need a session the visitor does not have yet.
 */
function signInFrame(ctx: ViewContext, route: Route): TemplateResult {
  const content = route.view ? route.view(pageContext(route, ctx.lang, ctx.path)) : nothing;
  return html`<div class="admin admin--sign-in">
    <a class="skip-link" href="#main">${t(ctx, 'skipLink')}</a>
    ${adminBar(ctx, { signIn: true })}
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
