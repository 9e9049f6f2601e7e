/*
 * Presses on a server-rendered staff page before any of its code has run. The page is readable
 * and its buttons visible as soon as the HTML is parsed, but the shell's module (src/shell/main.ts,
 * which holds presses until each element has hydrated) runs only once it has been fetched: on a
 * slow network, a press in between would be lost. This function, written into the page's <head>
 * as an inline script (src/ssr/page.ts), keeps those presses from the start; the shell takes them
 * over (`takeEarlyPresses`) and presses each again once its element has taken its HTML over.
 *
 * It runs on its own, before anything else: no imports, nothing from outside its body.
 */

/** Where the inline script leaves the presses it kept, for the shell to take. */
export const EARLY_PRESSES = '__communeEarlyPresses';

export interface EarlyPress {
  control: HTMLElement;
  host: Element;
}

/** The inline script: keeps the first press on each element's control until the shell takes them. */
export function holdEarlyPresses(): void {
  const held: { control: HTMLElement; host: Element }[] = [];
  const onClick = (event: Event) => {
    const origin = event.composedPath()[0];
    // What react-aria makes pressable, not a link: a link works as it is.
    const control = origin instanceof Element ? origin.closest<HTMLElement>('button, [role="button"], [data-react-aria-pressable]') : null;
    const root = control ? control.getRootNode() : null;
    const host = root instanceof ShadowRoot ? root.host : null;
    if (!control || control.localName === 'a' || !host || !host.localName.startsWith('commune-')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.some((press) => press.host === host)) held.push({ control, host });
  };
  document.addEventListener('click', onClick, true);
  (window as unknown as Record<string, unknown>)['__communeEarlyPresses'] = () => {
    document.removeEventListener('click', onClick, true);
    return held;
  };
}

/** The inline script's source, for the page's <head>. */
export function earlyPressesScript(): string {
  return `(${holdEarlyPresses.toString()})();`;
}

/** The presses the inline script kept (none on a page without it), and stops it keeping more. */
export function takeEarlyPresses(): EarlyPress[] {
  const take = (window as unknown as Record<string, unknown>)[EARLY_PRESSES];
  if (typeof take !== 'function') return [];
  delete (window as unknown as Record<string, unknown>)[EARLY_PRESSES];
  const presses: unknown = (take as () => unknown)();
  return Array.isArray(presses) ? (presses as EarlyPress[]) : [];
}
