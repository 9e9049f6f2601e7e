import { writeLanguageCookie } from './language-cookie';

/** The store's announcement (src/runtime/store.ts), named here so this script carries no store. */
const LANGUAGE_CHANGE_EVENT = 'commune-language-change';

/*
 * The script of every server-rendered public page. The page is complete without it: each
 * element arrived drawn in its declarative shadow root. This only decides when an element's
 * code is worth loading, from the same /lib/ files partners use, so that it takes over (hydrates)
 * the DOM that is there:
 * - `interaction` (default): on the first pointer, touch, focus or key on one of its controls
 *   that needs script (a button, a field, a menu's summary; not a link, which works as it is);
 *   a click on one of its buttons before the code arrived is replayed once it has taken over;
 * - `visible`: when it comes into view (it moves by itself: the partners' carousel);
 * - `none`: never (tiles, cards, a page's text: links and `<details>` work as they are);
 * - an element the server did not render (none yet on these pages) loads at once.
 * It also keeps the language: the cookie the server reads, and a reload in the other language
 * when something on the page switches it.
 */

type Strategy = 'interaction' | 'visible' | 'none';

const loading = new Map<string, Promise<unknown>>();

function load(tag: string): Promise<unknown> {
  let pending = loading.get(tag);
  if (!pending) {
    pending = import(/* @vite-ignore */ `/lib/${tag}.js`).catch((error: unknown) => {
      loading.delete(tag);
      console.error(`[commune] Could not load <${tag}> from /lib/${tag}.js.`, error);
    });
    loading.set(tag, pending);
  }
  return pending;
}

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * What needs the element's script to work; links and text work without it, except a link the
 * script turns into something more (`data-script-control`: the help button, a link to /aide).
 */
const CONTROLS = 'button, input, select, textarea, summary, [role="button"], [role="combobox"], [role="tab"], [data-script-control]';

/** Loads an element's code on the first sign that the reader is about to use one of its controls. */
function onInteraction(element: Element): void {
  const tag = element.localName;
  const start = (event: Event) => {
    const target = event.composedPath()[0];
    if (!(target instanceof Element) || !target.closest(CONTROLS)) return;
    for (const type of INTERACTIONS) element.removeEventListener(type, start, true);
    void load(tag);
  };
  for (const type of INTERACTIONS) element.addEventListener(type, start, { capture: true, passive: true });
  // A control pressed before the code arrived is pressed again once the element has taken it
  // over: a button (it does nothing without the code), or a link the code turns into more (the
  // help button, which would otherwise leave for /aide). Should the code not come, the link is
  // followed after all.
  let pressed: HTMLElement | undefined;
  const remember = (event: Event) => {
    if (customElements.get(tag)) return;
    const origin = event.composedPath()[0];
    const control = origin instanceof Element ? origin.closest<HTMLElement>('button, a[data-script-control]') : null;
    if (!control) return;
    if (control.localName === 'a') event.preventDefault();
    if (pressed) return;
    pressed = control;
    void load(tag)
      .then(() => customElements.whenDefined(tag))
      .then(() => {
        element.removeEventListener('click', remember, true);
        if (pressed?.isConnected) pressed.click();
        pressed = undefined;
      });
    void loading.get(tag)?.then(() => {
      if (!customElements.get(tag) && control instanceof HTMLAnchorElement) location.assign(control.href);
    });
  };
  element.addEventListener('click', remember, true);
}

let observer: IntersectionObserver | undefined;

function onVisible(element: Element): void {
  if (typeof IntersectionObserver !== 'function') {
    void load(element.localName);
    return;
  }
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      void load(entry.target.localName);
    }
  });
  observer.observe(element);
}

/** The element a `#fragment` names inside a shadow root, and the commune element holding it. */
function fragmentHolder(hash: string): { holder: Element; id: string } | undefined {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // Keep it as written.
  }
  if (!id || document.getElementById(id)) return undefined;
  for (const holder of document.querySelectorAll('*')) {
    if (holder.localName.startsWith('commune-') && holder.shadowRoot?.getElementById(id)) return { holder, id };
  }
  return undefined;
}

/**
 * A `#fragment` inside an element (a category of the points of interest): the browser cannot
 * reach into shadow roots, so the element is taken over at once, opens the item the fragment
 * names, and the page scrolls to it.
 */
async function revealFragment(hash: string): Promise<void> {
  const found = fragmentHolder(hash);
  if (!found) return;
  await load(found.holder.localName);
  await customElements.whenDefined(found.holder.localName);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: location.href, newURL: location.href }));
  requestAnimationFrame(() => found.holder.shadowRoot?.getElementById(found.id)?.scrollIntoView({ block: 'start' }));
}

function start(): void {
  const servedLang = document.documentElement.lang;
  const requested = new URLSearchParams(location.search).get('lang');
  if (requested === 'fr' || requested === 'en') {
    writeLanguageCookie(requested);
    // The staff area, drawn in the browser, starts from the saved choice (src/runtime/store.ts).
    try {
      localStorage.setItem('commune.lang', requested);
    } catch {
      // Storage blocked: the cookie is enough for the public pages.
    }
  }
  // A static host that ignores `?lang=` sent the page in the other language: the elements are
  // drawn again in the one asked for (src/runtime/element.tsx draws rather than hydrates then).
  const redraw = (requested === 'fr' || requested === 'en') && requested !== servedLang;

  for (const element of document.querySelectorAll('*')) {
    if (!element.localName.startsWith('commune-') || customElements.get(element.localName)) continue;
    const strategy = (element.getAttribute('data-hydrate') ?? 'interaction') as Strategy;
    if (redraw || !element.shadowRoot) void load(element.localName);
    // The server drew nothing (no alert today): nothing to take over, no code to load.
    else if (element.shadowRoot.querySelector('.commune-root')?.childElementCount === 0) continue;
    else if (strategy === 'visible') onVisible(element);
    else if (strategy === 'interaction') onInteraction(element);
  }

  // Something on the page switched the language (the store announces it): the server renders
  // the page in that language, from the first byte.
  document.addEventListener(LANGUAGE_CHANGE_EVENT, (event) => {
    const { lang } = (event as CustomEvent<{ lang: string }>).detail;
    if (lang === servedLang) return;
    writeLanguageCookie(lang);
    const url = new URL(location.href);
    url.searchParams.set('lang', lang);
    location.assign(url);
  });

  if (location.hash) void revealFragment(location.hash);
  // The browser's own hashchange only: revealFragment announces one itself (for the element).
  window.addEventListener('hashchange', (event) => {
    if (event.isTrusted) void revealFragment(location.hash);
  });

  keepForOffline();
}

/**
 * The commune's own pages keep working when the network drops: the site's service worker
 * (src/shell/service-worker.ts) keeps what is visited. Registered once the page has loaded, so
 * it never competes with the first paint; partners' pages never load this script.
 */
function keepForOffline(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('[commune] The offline copy is unavailable:', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

start();
