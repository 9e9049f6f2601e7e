import { useSyncExternalStore } from 'react';

interface PageAddress {
  pathname: string;
  hash: string;
}

/** `/events/`, `/events/index.html` and `/events` are the same page; a fragment is kept apart. */
export function pageAddress(path: string): PageAddress | undefined {
  let url: URL;
  try {
    url = new URL(path, 'https://commune.invalid/');
  } catch {
    return undefined;
  }
  const pathname = url.pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '') || '/';
  return { pathname, hash: url.hash };
}

/**
 * Whether a menu link leads to the page being shown. A link to a section of a page
 * (`/guide-pratique#hotels`) is current only while that section is the one in the address.
 */
export function isCurrentPage(href: string, currentPath: string): boolean {
  const link = pageAddress(href);
  const current = pageAddress(currentPath);
  if (!link || !current || link.pathname !== current.pathname) return false;
  return link.hash === '' || link.hash === current.hash;
}

type NavigationTarget = EventTarget & { addEventListener: EventTarget['addEventListener'] };

function subscribe(onChange: () => void): () => void {
  // The Navigation API also reports history.pushState, which the shell uses for its routes;
  // popstate and hashchange cover browsers without it.
  const navigationApi = (globalThis as { navigation?: NavigationTarget }).navigation;
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  navigationApi?.addEventListener('currententrychange', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
    navigationApi?.removeEventListener('currententrychange', onChange);
  };
}

const readLocation = () => `${location.pathname}${location.hash}`;

/** The page's own path and fragment, kept up to date as the visitor moves around. */
export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, readLocation, () => '/');
}
