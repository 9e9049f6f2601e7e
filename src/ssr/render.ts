/*
 * The server-side renderer, built by `vite build -c vite.ssr.config.ts` into dist/server/render.js
 * for Node: the build's prerendering (scripts/prerender.mjs) and the content server both import it.
 * Importing it defines every element (as definitions to render, not custom elements).
 */
import '../lib/commune';

export { definedTags, parseAttributes, renderElements, renderShadowRoot } from './elements';
export { compactCss, publicPageStatus, renderPublicPage, renderShellPage, renderStaffPage, type PageAssets, type PageRequest, type RenderedPage, type RenderedStaffPage, type ShellAssets, type StaffPageRequest } from './page';
export { findRoute, htmlFileFor, isAdminPath, isServerRenderedStaffPage, normalizePath, pageQuery, routes, elementTags } from '../shell/routes';
export { itemPagePaths } from '../shell/item-pages';
export { agendaIcs, eventIcs } from '../collections/events-calendar';
export type { LiveLists } from '../runtime/server-render';
export { LANGUAGES, DEFAULT_LANG, type Lang } from '../runtime/store';
export { widgetDefinitions } from '../runtime/element';
export { pageAlternates, pageUrl, robotsTxt, sitemapXml } from '../shared/seo';
export { notForRobots } from '../content/site-map';
export { newsPagePaths, renderNewsFeed } from './news';
export { newsFeedPath } from '../content/news-pages';
