import { HYDRATED_EVENT, SSR_PAGE_ATTRIBUTE } from '../runtime/server-render';
import { pressedControl, takeEarlyPresses } from './early-presses';
import { startRouter } from './router';

const root = document.getElementById('app');
if (!root) throw new Error('Root element not found');

/** The elements' files a server-rendered staff page lists (src/ssr/page.ts), fetched in parallel. */
function preloadListedModules(): void {
  const block = document.querySelector('script[type="application/json"][data-commune-preloads]');
  if (!block) return;
  let files: unknown;
  try {
    files = JSON.parse(block.textContent ?? '');
  } catch {
    return; // The router loads the elements all the same, one import after another.
  }
  if (!Array.isArray(files)) return;
  for (const href of files) {
    if (typeof href !== 'string' || !href.startsWith('/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * A control of a server-rendered element pressed before the element's code has taken its HTML over
 * does nothing yet: it is pressed again once the element has hydrated (its HYDRATED_EVENT), as
 * on the public pages (src/shell/hydrate.ts). Only the first press per element; elements the
 * router draws later are not concerned.
 */
function replayEarlyPresses(app: HTMLElement): void {
  const rendered = new Set([...app.querySelectorAll('*')].filter((element) => element.localName.startsWith('commune-') && element.shadowRoot?.firstChild));
  const waiting = new Set<Element>();
  document.addEventListener(HYDRATED_EVENT, (event) => rendered.delete(event.target as Element), true);
  // An element that draws itself again instead (its HTML in another language than the page's
  // now) says nothing: a few seconds after its code has come, its controls are left alone.
  for (const host of rendered) void customElements.whenDefined(host.localName).then(() => setTimeout(() => rendered.delete(host), 5_000));
  /** The control of a still server-rendered element an event is for, or null. */
  const controlOf = (event: Event) => {
    const found = pressedControl(event);
    return found && rendered.has(found.host) ? found : null;
  };
  // The press's other events are kept from React while it hydrates (it would replay them, and
  // react-aria, seeing a press begun, would then ignore the click pressed again below).
  for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend']) {
    document.addEventListener(type, (event) => controlOf(event) && event.stopPropagation(), true);
  }
  /** Presses `control` again once `host` has hydrated (the first press per element only). */
  const hold = (control: HTMLElement, host: Element) => {
    if (waiting.has(host)) return;
    waiting.add(host);
    host.addEventListener(
      HYDRATED_EVENT,
      () => {
        waiting.delete(host);
        if (control.isConnected) control.click();
      },
      { once: true },
    );
  };
  document.addEventListener(
    'click',
    (event) => {
      const found = controlOf(event);
      if (!found) return;
      event.preventDefault();
      event.stopPropagation();
      hold(found.control, found.host);
    },
    true,
  );
  // The presses made before this code ran, kept by the page's inline script (early-presses.ts).
  for (const { control, host } of takeEarlyPresses()) if (rendered.has(host)) hold(control, host);
}

if (document.documentElement.hasAttribute(SSR_PAGE_ATTRIBUTE)) {
  replayEarlyPresses(root);
  // The server rendered this page: it reads as it arrived. The browser paints it first, then the
  // elements' code (React, the screens) is fetched and takes it over, rather than the other way
  // round (a hidden tab paints nothing: it starts anyway after a moment).
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    preloadListedModules();
    startRouter({ root });
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
} else {
  startRouter({ root });
}
