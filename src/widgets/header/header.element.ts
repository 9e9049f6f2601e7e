import { defineWidget } from '../../kit/define-widget';
import { Header } from './Header';
import css from './Header.css?inline';
import searchCss from '../../features/search-box/SiteSearchBox.css?inline';
import { headerContract } from './header.contract';

/**
 * The commune's fixed site header: emblem and name linking home, the Government, Residents,
 * Visitors and Business menus (dropdowns on wide screens, one panel behind "Menu" on small
 * ones), a search over the site's pages and the FR/EN switch, which every commune element on
 * the page follows. It is fixed to the top of the viewport: offset the page's content by
 * `--commune-header-height`.
 *
 * The menus and the small-screen panel are `<details>` (WAI-ARIA's disclosure navigation):
 * without script (the server's HTML before the element's code arrives) they open on a click;
 * the script takes over the same nodes and adds the hover delays, the arrow keys, and closing on
 * Escape or a press elsewhere. The FR/EN switch is a link to `?lang=en` / `?lang=fr`, which the
 * commune's own pages follow; elsewhere the switch changes the language in place.
 *
 * @tag commune-header
 * @summary The commune’s fixed site header: logo, menus, search and the language switch.
 * @attr {string} current-path - The path of the page being shown (e.g. `/events`); its menu entry is marked as current. Empty (default): read from the page URL.
 * @prop {string} currentPath - The same as `current-path`.
 * @csspart bar - The header bar.
 * @csspart nav - The main navigation (the desktop menus, and the small-screen menu panel).
 * @cssprop [--commune-header-height=4rem] - Height of the header bar; hosts offset their content by it.
 * @cssprop [--commune-header-background=var(--commune-color-surface)] - Background of the bar and its panels.
 * @cssprop [--commune-header-z-index=1000] - Stacking order of the fixed header above the page.
 */
defineWidget(headerContract.tag, Header, { ...headerContract, css: [searchCss, css] });
