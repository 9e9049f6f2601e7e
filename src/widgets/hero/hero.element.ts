import { defineWidget } from '../../kit/define-widget';
import css from './Hero.css?inline';
import searchCss from '../../features/search-box/SiteSearchBox.css?inline';
import { Hero } from './Hero';
import { heroContract } from './hero.contract';

/**
 * The home page’s welcome band: « Bienvenue à la Commune de Dtima » / « Welcome to Dtima
 * Council », a lead sentence, and a search box (« Que recherchez-vous ? » / « What can we help
 * you find? ») that lists the site’s matching pages as links while the visitor types, in
 * either language; Enter opens the first match.
 *
 * The heading is an h1 by default, with `tabindex="-1"` so the site can focus it after a
 * navigation; a partner page that has its own h1 sets `heading-level="2"`. A page can also write
 * the heading itself, `<commune-hero><h1 slot="heading" tabindex="-1">…</h1></commune-hero>`, so
 * it shows before the script has run; it then replaces the element's own. The mountains along
 * the bottom are a CSS background: they never delay the heading.
 *
 * @tag commune-hero
 * @summary The home page’s welcome heading, lead and page search.
 *
 * @attr {number} heading-level - 1 (default) to 6: the level of the welcome heading.
 *
 * @slot heading - Optional: the page's own welcome heading, shown instead of the element's.
 *
 * @csspart hero - The coloured band holding everything.
 * @csspart heading - The welcome heading.
 * @csspart search - The search box with its results.
 *
 * @cssprop [--commune-hero-background=var(--commune-color-primary-strong)] - Colour of the band behind the texts.
 * @cssprop [--commune-hero-color=var(--commune-color-on-primary)] - Colour of the heading, lead and search label.
 * @cssprop [--commune-hero-art] - The illustration along the bottom of the band (a CSS image); `none` hides it.
 */
export const CommuneHeroElement = defineWidget(heroContract.tag, Hero, { ...heroContract, css: [searchCss, css] });
