/*
 * Presses on a server-rendered staff page before any of its code has run. The page is readable
 * and its buttons visible as soon as the HTML is parsed, but the shell's module (src/shell/main.ts,
 * which holds presses until each element has hydrated) runs only once it has been fetched: on a
 * slow network, a press in between would be lost. The functions below, written into the page's <head>
 * as an inline script (src/ssr/page.ts), keeps those presses from the start; the shell takes them
 * over (`takeEarlyPresses`) and presses each again once its element has taken its HTML over.
 *
 * It runs on its own, before anything else: no imports, nothing from outside the two functions'
 * bodies.
 */

/** Where the inline script leaves the presses it kept, for the shell to take. */
export const EARLY_PRESSES = '__communeEarlyPresses';

export interface EarlyPress {
  control: HTMLElement;
  host: Element;
}

/**
 * The control of one of the site's elements an event is for, with the element, or null: anything
 * react-aria makes pressable (buttons, a column's sort, a row's checkbox), not a link (a link
 * works as it is). The shell asks it too (main.ts); self-contained, as the inline script carries it.
 */
export function pressedControl(event: Event): EarlyPress | null {
  const origin = event.composedPath()[0];
  const control = origin instanceof Element ? origin.closest<HTMLElement>('button, [role="button"], [data-react-aria-pressable]') : null;
  const root = control ? control.getRootNode() : null;
  const host = root instanceof ShadowRoot ? root.host : null;
  return control && control.localName !== 'a' && host && host.localName.startsWith('commune-') ? { control, host } : null;
}

/** The inline script: keeps the first press on each element's control until the shell takes them. */
export function holdEarlyPresses(controlOf: typeof pressedControl): void {
  const held: EarlyPress[] = [];
  const onClick = (event: Event) => {
    const found = controlOf(event);
    if (!found) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.some((press) => press.host === found.host)) held.push(found);
  };
  document.addEventListener('click', onClick, true);
  (window as unknown as Record<string, unknown>)['__communeEarlyPresses'] = () => {
    document.removeEventListener('click', onClick, true);
    return held;
  };
}

/** The inline script's source, for the page's <head>: the two functions above, nothing else. */
export function earlyPressesScript(): string {
  return `(${holdEarlyPresses.toString()})(${pressedControl.toString()});`;
}

/** The presses the inline script kept (none on a page without it), and stops it keeping more. */
export function takeEarlyPresses(): EarlyPress[] {
  const take = (window as unknown as Record<string, unknown>)[EARLY_PRESSES];
  if (typeof take !== 'function') return [];
  delete (window as unknown as Record<string, unknown>)[EARLY_PRESSES];
  const presses: unknown = (take as () => unknown)();
  return Array.isArray(presses) ? (presses as EarlyPress[]) : [];
}
