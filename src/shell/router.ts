import { render } from 'lit-html';
import { getLanguage, isLang, languageStore, savedLanguage, setLanguage, type Lang } from '../runtime/store';
import { pageHead } from './head';
import { ElementLoading, type ElementLoader } from './elements';
import { findRoute, isAdminPath, normalizePath, type Route } from './routes';
import { writeLanguageCookie } from './language-cookie';
import { pageView, type ViewContext } from './views';
import { deepActiveElement } from '../runtime/dom';
import { SSR_PAGE_ATTRIBUTE } from '../runtime/server-render';

export type { ElementLoader } from './elements';

/**
 * The same files partners embed: runtime URLs, never bundled into the shell, so the shell
 * stays free of React and the page shares one copy of the library with any other embed.
 */
export const loadFromLibrary: ElementLoader = (tag) => import(/* @vite-ignore */ `/lib/${tag}.js`);

// ---------------------------------------------------------------------------------------------
// Link interception

function linkIn(path: readonly EventTarget[]): Element | undefined {
  for (const node of path) {
    if (!(node as Node).nodeType || (node as Node).nodeType !== 1) continue;
    const element = node as Element;
    if ((element.localName === 'a' || element.localName === 'area') && element.hasAttribute('href')) return element;
  }
  return undefined;
}

/** A path whose last segment has an extension other than .html names a file (PDF, image, script…). */
export function isFilePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last) && !/\.html?$/i.test(last);
}

/**
 * The page a click should open in place, or null to leave the click to the browser: a plain
 * left click on a same-origin link to a page, found through `composedPath()` so links inside
 * open shadow roots count too.
 */
export function interceptedUrl(event: MouseEvent, current: { href: string; origin: string }): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = linkIn(event.composedPath());
  if (!link) return null;
  const target = link.getAttribute('target');
  if (target && target.toLowerCase() !== '_self') return null;
  if (link.hasAttribute('download')) return null;
  if (/(^|\s)external(\s|$)/i.test(link.getAttribute('rel') ?? '')) return null;
  let url: URL;
  try {
    url = new URL(link.getAttribute('href')!, link.baseURI || current.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null; // other sites, and mailto:, tel:, javascript:
  if (isFilePath(url.pathname)) return null;
  return url;
}

// ---------------------------------------------------------------------------------------------
// Finding a fragment's target, also inside open shadow roots

function* shadowRoots(root: Document | ShadowRoot): Generator<ShadowRoot> {
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) {
      yield element.shadowRoot;
      yield* shadowRoots(element.shadowRoot);
    }
  }
}

function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return hash.replace(/^#/, '');
  }
}

/**
 * The page's main heading: `main h1`, or the h1 an element in the main area renders in its
 * shadow root (the admin screens), whichever comes first in the page.
 */
export function findMainHeading(root: ParentNode): HTMLElement | null {
  const main = root.querySelector('main');
  if (!main) return null;
  const direct = main.querySelector<HTMLElement>('h1');
  if (direct) return direct;
  for (const element of main.querySelectorAll('*')) {
    if (!element.shadowRoot) continue;
    const inside = element.shadowRoot.querySelector<HTMLElement>('h1');
    if (inside) return inside;
    for (const nested of shadowRoots(element.shadowRoot)) {
      const deeper = nested.querySelector<HTMLElement>('h1');
      if (deeper) return deeper;
    }
  }
  return null;
}

/** The element a `#fragment` names, in the document or in any open shadow root. */
export function findFragmentTarget(doc: Document, hash: string): Element | null {
  const id = fragmentId(hash);
  if (!id) return null;
  const direct = doc.getElementById(id);
  if (direct) return direct;
  for (const root of shadowRoots(doc)) {
    const found = root.getElementById(id);
    if (found) return found;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The router

export interface RouterOptions {
  root: HTMLElement;
  load?: ElementLoader;
  /** How long to wait for a fragment's target to appear inside an element, in ms. */
  fragmentTimeout?: number;
  /** How long to wait for a page's heading to be rendered by an element, in ms. */
  headingTimeout?: number;
}

export class ShellRouter {
  readonly root: HTMLElement;
  private readonly elements: ElementLoading;
  private readonly fragmentTimeout: number;
  private readonly headingTimeout: number;
  private path = '';
  private route: Route | undefined;
  private unsubscribe: (() => void) | undefined;
  private fragmentSearch = 0;
  private headingSearch = 0;
  /** True while the root holds the server's rendering of the first page (see `start`). */
  private adopted = false;

  constructor({ root, load = loadFromLibrary, fragmentTimeout = 3000, headingTimeout = 3000 }: RouterOptions) {
    this.root = root;
    this.elements = new ElementLoading(load);
    this.fragmentTimeout = fragmentTimeout;
    this.headingTimeout = headingTimeout;
  }

  /**
   * Replaces the page's static markup with the live view and starts listening. A staff page the
   * server rendered for this member (its elements in their declarative shadow roots) is kept as
   * it is: its elements' code takes it over, and the router draws only from the next page on.
   */
  start(): this {
    this.adopted = document.documentElement.hasAttribute(SSR_PAGE_ATTRIBUTE) && this.root.firstElementChild !== null;
    if (!this.adopted) this.root.replaceChildren();
    document.addEventListener('click', this.onClick);
    window.addEventListener('popstate', this.onPopState);
    this.unsubscribe = languageStore.subscribe((state, previous) => {
      if (state.lang !== previous.lang) this.onLanguageChange(state.lang);
    });
    this.show({ focus: false, drawn: this.adopted });
    if (location.hash) void this.revealFragment(location.hash, { onlyInShadow: true });
    // The server rendered the page in the language of its cookie; a staff member's choice saved
    // in this browser and not in the cookie (cleared, expired) wins: the page is drawn again in it,
    // and the cookie written for the next page.
    const saved = savedLanguage();
    if (this.adopted && saved && saved !== getLanguage() && !new URLSearchParams(location.search).has('lang')) setLanguage(saved);
    return this;
  }

  stop(): void {
    document.removeEventListener('click', this.onClick);
    window.removeEventListener('popstate', this.onPopState);
    this.unsubscribe?.();
    this.fragmentSearch++;
    this.headingSearch++;
  }

  /** Opens `url` (same origin) without reloading: a new history entry, then the page. */
  navigate(url: URL | string): void {
    const next = new URL(url, location.href);
    const address = next.pathname + next.search + next.hash;
    if (next.href === location.href) history.replaceState(history.state, '', address);
    else history.pushState(null, '', address);
    this.show({ focus: true });
    if (next.hash) void this.revealFragment(next.hash);
  }

  private onClick = (event: MouseEvent) => {
    const url = interceptedUrl(event, location);
    if (!url) return;
    // Public pages arrive rendered by the server, in the reader's language: a real navigation.
    if (!isAdminPath(url.pathname)) return;
    const samePage = normalizePath(url.pathname) === this.path && url.search === location.search;
    if (samePage && url.hash) {
      // The browser scrolls to targets in the document itself and moves the focus starting
      // point there (the skip link); only targets inside shadow roots need the router.
      if (document.getElementById(fragmentId(url.hash))) return;
      const target = findFragmentTarget(document, url.hash);
      if (!target) return;
      event.preventDefault();
      if (url.href !== location.href) {
        const oldURL = location.href;
        history.pushState(null, '', url.pathname + url.search + url.hash);
        // What the browser does for a fragment link: elements that open the named item
        // (an accordion's category) listen for it.
        window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: location.href }));
      }
      target.scrollIntoView({ block: 'start' });
      return;
    }
    event.preventDefault();
    this.navigate(url);
  };

  private onPopState = () => {
    if (normalizePath(location.pathname) === this.path) {
      // Back or forward within the page being shown (a fragment, `?lang=`): nothing to re-render.
      this.followLanguageParameter();
      if (location.hash) void this.revealFragment(location.hash, { onlyInShadow: true });
      return;
    }
    this.show({ focus: true, keepScroll: true });
  };

  private onLanguageChange(lang: Lang) {
    writeLanguageCookie(lang);
    this.draw();
    this.updateHead();
    const url = new URL(location.href);
    if (url.searchParams.has('lang') && url.searchParams.get('lang') !== lang) {
      url.searchParams.set('lang', lang);
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    }
  }

  /** Renders the page for the current URL, loads its elements and, after a navigation, moves focus. */
  private show({ focus, keepScroll = false, drawn = false }: { focus: boolean; keepScroll?: boolean; drawn?: boolean }) {
    const path = normalizePath(location.pathname);
    const route = findRoute(path);
    if (path !== this.path) this.elements.forget();
    this.path = path;
    this.route = route;
    this.followLanguageParameter();
    if (!drawn) this.draw();
    this.updateHead();
    if (focus && !keepScroll) window.scrollTo(0, 0);
    this.elements.scan(this.root, { everything: Boolean(location.hash) });
    if (focus) void this.focusHeading();
  }

  /**
   * Moves focus to the new page's h1, so a screen reader announces the page. An admin screen
   * renders its h1 inside its shadow root once its element is loaded: wait for it, a while.
   */
  private async focusHeading() {
    const search = ++this.headingSearch;
    const startingPoint = deepActiveElement();
    const deadline = Date.now() + this.headingTimeout;
    for (;;) {
      if (search !== this.headingSearch) return; // another page since
      const heading = findMainHeading(this.root);
      if (heading) {
        // Leave the focus alone if the visitor has moved it meanwhile (typing in the search box).
        const active = deepActiveElement();
        if (active === startingPoint || active === document.body || active === null || !active.isConnected) heading.focus({ preventScroll: true });
        return;
      }
      if (Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** A link or history entry that names a language (`/events?lang=en`) switches to it. */
  private followLanguageParameter() {
    const requested = new URLSearchParams(location.search).get('lang');
    if (isLang(requested) && requested !== getLanguage()) setLanguage(requested);
  }

  private context(): ViewContext {
    return { lang: getLanguage(), path: this.path };
  }

  private draw() {
    if (this.adopted) {
      // The server's markup, which lit-html does not own: gone with the first page drawn here.
      this.adopted = false;
      this.root.replaceChildren();
    }
    render(pageView(this.route, this.context()), this.root);
  }

  /** Title, description and robots for the page and language being shown. */
  private updateHead() {
    const head = pageHead(this.route, getLanguage());
    document.title = head.title;
    setMeta('description', head.description);
    setMeta('robots', head.noindex ? 'noindex' : null);
  }

  /** Scrolls to a fragment's target once the element holding it has rendered. */
  private async revealFragment(hash: string, { onlyInShadow = false } = {}) {
    const search = ++this.fragmentSearch;
    if (onlyInShadow && document.getElementById(fragmentId(hash))) return;
    const deadline = Date.now() + this.fragmentTimeout;
    for (;;) {
      if (search !== this.fragmentSearch) return; // another navigation since
      const target = findFragmentTarget(document, hash);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      if (Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function setMeta(name: string, content: string | null) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

export function startRouter(options: RouterOptions): ShellRouter {
  return new ShellRouter(options).start();
}
