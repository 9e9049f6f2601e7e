import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLanguage, setLanguage } from '../runtime/store';
import { findRoute } from './routes';
import { findMainHeading, interceptedUrl, isFilePath, ShellRouter, type ElementLoader } from './router';

/** Clicks `target` and returns what the router would do with the click. */
function decide(target: Element, init: MouseEventInit = {}, before?: (event: MouseEvent) => void): URL | null {
  let decision: URL | null = null;
  const listener = (event: MouseEvent) => {
    decision = interceptedUrl(event, location);
    event.preventDefault(); // never let the test page itself navigate
  };
  if (before) target.addEventListener('click', before as EventListener);
  document.addEventListener('click', listener);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0, ...init }));
  document.removeEventListener('click', listener);
  return decision;
}

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.textContent = 'link';
  document.body.append(anchor);
  return anchor;
}

/** A link inside an open shadow root, as the header and footer render theirs. */
function shadowLink(href: string): HTMLElement {
  const host = document.createElement('div');
  host.className = 'fake-element';
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = `<nav><a href="${href}"><span class="label">Go</span></a></nav>`;
  document.body.append(host);
  return shadow.querySelector('.label')!;
}

beforeEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
  setLanguage('fr');
});

describe('interceptedUrl', () => {
  it('takes plain left clicks on same-origin page links', () => {
    expect(decide(link('/events'))?.pathname).toBe('/events');
    expect(decide(link('/guide-pratique#hotels'))?.hash).toBe('#hotels');
    expect(decide(link('/events/index.html'))?.pathname).toBe('/events/index.html');
    expect(decide(link(`${location.origin}/business/taxes?lang=en`))?.search).toBe('?lang=en');
  });

  it('finds the link through composedPath() when it sits in a shadow root', () => {
    const inner = shadowLink('/government/partners');
    expect(decide(inner)?.pathname).toBe('/government/partners');
  });

  it('leaves modified, non-primary and already handled clicks to the browser', () => {
    const anchor = link('/events');
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      expect(decide(anchor, { [modifier]: true }), modifier).toBeNull();
    }
    expect(decide(anchor, { button: 1 })).toBeNull();
    expect(decide(anchor, {}, (event) => event.preventDefault())).toBeNull();
  });

  it('leaves new windows, downloads, other origins and files to the browser', () => {
    expect(decide(link('/events', { target: '_blank' }))).toBeNull();
    expect(decide(link('/events', { target: '_self' }))?.pathname).toBe('/events');
    expect(decide(link('/events', { download: '' }))).toBeNull();
    expect(decide(link('/events', { rel: 'noopener external' }))).toBeNull();
    expect(decide(link('https://example.org/events'))).toBeNull();
    expect(decide(link('mailto:contact@commune-dtima.cm'))).toBeNull();
    expect(decide(link('tel:+237222291450'))).toBeNull();
    expect(decide(link('/docs/budget-2025.pdf'))).toBeNull();
    expect(decide(link('/lib/commune-events.js'))).toBeNull();
  });

  it('ignores clicks outside links', () => {
    const paragraph = document.createElement('p');
    document.body.append(paragraph);
    expect(decide(paragraph)).toBeNull();
    const placeholder = document.createElement('a'); // no href: not a link
    document.body.append(placeholder);
    expect(decide(placeholder)).toBeNull();
  });

  it('tells files from pages', () => {
    expect(isFilePath('/files/plan.pdf')).toBe(true);
    expect(isFilePath('/lib/commune.css')).toBe(true);
    expect(isFilePath('/events')).toBe(false);
    expect(isFilePath('/events/index.html')).toBe(false);
    expect(isFilePath('/v1.2/events')).toBe(false);
  });
});

describe('ShellRouter', () => {
  let router: ShellRouter | undefined;
  let load: ReturnType<typeof vi.fn<ElementLoader>>;

  function start(path: string) {
    history.replaceState(null, '', path);
    document.head.innerHTML = '<title>Static</title><meta name="description" content="static">';
    document.body.innerHTML = '<div id="app"><main><h1>Static page</h1></main></div>';
    load = vi.fn<ElementLoader>(() => Promise.resolve());
    router = new ShellRouter({ root: document.getElementById('app')!, load, fragmentTimeout: 100 }).start();
    return router;
  }
  const heading = () => document.querySelector('main h1') as HTMLElement;
  const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');
  const robots = () => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

  afterEach(() => {
    router?.stop();
    router = undefined;
  });

  it('replaces the static markup with the page and loads its elements', () => {
    start('/events');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(heading().textContent).toBe('Événements');
    expect(document.title).toBe('Événements · Commune de Dtima');
    expect(document.querySelector('commune-events')?.getAttribute('variant')).toBe('full');
    expect(document.querySelector('.skip-link')?.textContent).toBe('Aller au contenu principal');
    expect(document.querySelector('.skip-link')?.getAttribute('href')).toBe('#main');
    expect(document.querySelector('main')?.id).toBe('main');
    // Every element the page's view places, each loaded once (all are "on screen" here:
    // happy-dom lays nothing out).
    const placed = [...new Set([...document.querySelectorAll('*')].map((el) => el.localName).filter((name) => name.startsWith('commune-')))];
    expect(placed).toEqual(expect.arrayContaining(['commune-header', 'commune-events', 'commune-footer', 'commune-help']));
    expect(load.mock.calls.map(([tag]) => tag).sort()).toEqual(placed.sort());
    expect(document.activeElement).not.toBe(heading()); // no focus move on the first load
  });

  it('opens links to staff pages in place, and leaves public pages to the browser (they arrive rendered by the server)', () => {
    start('/admin-dtima/pages');
    const push = vi.spyOn(history, 'pushState');
    const click = () => new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0 });
    const toSettings = click();
    link('/admin-dtima/settings').dispatchEvent(toSettings);
    expect(toSettings.defaultPrevented).toBe(true);
    expect(location.pathname).toBe('/admin-dtima/settings');
    expect(push).toHaveBeenCalledTimes(1);
    expect(document.title).toBe(`${findRoute('/admin-dtima/settings')!.title.fr} · Commune de Dtima`);
    expect(document.querySelector('commune-admin-sidebar')?.getAttribute('current-path')).toBe('/admin-dtima/settings');
    const toPublic = click();
    link('/events').dispatchEvent(toPublic);
    expect(toPublic.defaultPrevented).toBe(false);
    expect(push).toHaveBeenCalledTimes(1);
    push.mockRestore();
  });

  it('opens links from inside shadow roots in place too', () => {
    // (happy-dom runs a shadow-DOM link's own navigation before the event reaches the
    // document, so the history entry itself is checked in real Chromium, tests/shell.e2e.test.ts.)
    start('/admin-dtima');
    const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0 });
    shadowLink('/admin-dtima/settings').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.querySelector('commune-admin-header')?.getAttribute('current-path')).toBe('/admin-dtima/settings');
  });

  it('follows the history on popstate', () => {
    start('/events');
    history.pushState(null, '', '/business/taxes');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(heading().textContent).toBe('Taxes municipales');
    expect(document.title).toBe('Taxes municipales · Commune de Dtima');
    expect(document.activeElement).toBe(heading());
  });

  it('shows a bilingual not-found page for unknown paths', () => {
    start('/');
    router!.navigate('/nowhere/to/be/found');
    const title = heading();
    expect(title.querySelector('[lang="fr"]')?.textContent).toBe('Page introuvable');
    expect(title.querySelector('[lang="en"]')?.textContent).toBe('Page not found');
    expect(document.querySelectorAll('.not-found__text[lang]')).toHaveLength(2);
    expect(document.querySelector('.not-found a')?.getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page introuvable / Page not found · Commune de Dtima');
    expect(robots()).toBe('noindex');
    expect(document.activeElement).toBe(title);
  });

  it('re-renders the page and the title when the language changes, and keeps ?lang= in step', () => {
    start('/events?lang=fr');
    setLanguage('en');
    expect(heading().textContent).toBe('Events');
    expect(document.title).toBe('Events · Dtima Council');
    expect(description()).toMatch(/^Dtima Council’s calendar/);
    expect(document.querySelector('.skip-link')?.textContent).toBe('Skip to main content');
    expect(location.search).toBe('?lang=en');
    router!.navigate('/events');
    setLanguage('fr');
    expect(location.search).toBe(''); // no parameter: none added
    router!.navigate('/business/projects?lang=en');
    expect(getLanguage()).toBe('en');
    expect(heading().textContent).toBe('Development Projects');
  });

  it('frames admin pages with the admin header and sidebar, noindex and no public elements', () => {
    start('/');
    router!.navigate('/admin-dtima/pages');
    expect(document.querySelector('commune-header, commune-footer, commune-help')).toBeNull();
    expect(robots()).toBe('noindex');
    expect(document.querySelector('commune-admin-header')?.getAttribute('current-path')).toBe('/admin-dtima/pages');
    expect(document.querySelector('commune-admin-sidebar')?.getAttribute('current-path')).toBe('/admin-dtima/pages');
    expect(document.querySelector('.skip-link')?.getAttribute('href')).toBe('#main');
    expect(load.mock.calls.map(([tag]) => tag)).toEqual(expect.arrayContaining(['commune-admin-header', 'commune-admin-sidebar']));
    router!.navigate('/admin-dtima/settings');
    expect(document.querySelector('commune-admin-header')?.getAttribute('current-path')).toBe('/admin-dtima/settings');
    expect(document.querySelector('commune-admin-sidebar')?.getAttribute('current-path')).toBe('/admin-dtima/settings');
    setLanguage('en');
    expect(document.title).toBe(`${findRoute('/admin-dtima/settings')!.title.en} · Dtima Council`);
    router!.navigate('/events');
    expect(robots()).toBeNull();
    expect(document.querySelector('commune-admin-header, commune-admin-sidebar')).toBeNull();
  });

  it('gives the sign-in page the admin header’s sign-in variant and no sidebar', () => {
    start('/admin-dtima/login');
    expect(document.querySelector('commune-admin-header')?.getAttribute('variant')).toBe('sign-in');
    expect(document.querySelector('commune-admin-sidebar')).toBeNull();
    expect(document.querySelector('main commune-admin-login')).not.toBeNull();
  });

  // The sign-in page's view is an element alone: its h1 comes with its shadow content.
  it('focuses the h1 an element renders in its shadow root, once it is there', async () => {
    start('/');
    router!.navigate('/admin-dtima/login');
    const screen = document.querySelector('main commune-admin-login') as HTMLElement;
    expect(findMainHeading(document)).toBeNull();
    const shadow = screen.attachShadow({ mode: 'open' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    shadow.innerHTML = '<section><div><h1 tabindex="-1">Espace du personnel</h1></div></section>';
    const title = shadow.querySelector('h1')!;
    expect(findMainHeading(document)).toBe(title);
    await vi.waitFor(() => expect(shadow.activeElement).toBe(title));
    expect(document.activeElement).toBe(screen);
  });

  it('does not take the focus back once the visitor has moved it while the screen loaded', async () => {
    start('/');
    router!.navigate('/admin-dtima/login');
    const screen = document.querySelector('main commune-admin-login') as HTMLElement;
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    const shadow = screen.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<h1 tabindex="-1">Espace du personnel</h1>';
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.activeElement).toBe(field);
  });

  it('scrolls to a fragment inside an element once it has rendered', async () => {
    start('/');
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    document.body.append(host);
    const scrolled = vi.fn<Element['scrollIntoView']>();
    router!.navigate('/guide-pratique#hotels');
    expect(heading().textContent).toBe('Guide pratique');
    setTimeout(() => {
      shadow.innerHTML = '<section id="hotels">Hôtels</section>';
      shadow.getElementById('hotels')!.scrollIntoView = scrolled;
    }, 20);
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalled());
  });
});

describe('ShellRouter, links to a place inside an element of the page shown', () => {
  it('scrolls there and announces the new fragment, so the element can open what it names', async () => {
    history.replaceState(null, '', '/admin-dtima/pages');
    document.body.innerHTML = '<div id="app"></div>';
    const router = new ShellRouter({ root: document.getElementById('app')!, load: () => Promise.resolve() }).start();
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<section id="health-services">Santé</section><a href="/admin-dtima/pages#health-services">Santé</a>';
    document.body.append(host);
    const scrolled = vi.fn<Element['scrollIntoView']>();
    shadow.getElementById('health-services')!.scrollIntoView = scrolled;
    const heard = vi.fn<(event: HashChangeEvent) => void>();
    window.addEventListener('hashchange', heard);
    const before = history.length;
    shadow.querySelector('a')!.click();
    expect(location.hash).toBe('#health-services');
    expect(history.length).toBe(before + 1);
    expect(scrolled).toHaveBeenCalled();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0][0].newURL).toBe(location.href);
    window.removeEventListener('hashchange', heard);
    router.stop();
  });
});

describe('main', () => {
  it('fails clearly without a root element', async () => {
    document.body.innerHTML = '';
    vi.resetModules();
    await expect(import('./main')).rejects.toThrow('Root element not found');
  });
});
