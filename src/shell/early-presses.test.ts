import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_PRESSES, earlyPressesScript, takeEarlyPresses } from './early-presses';

/*
 * The inline script of a server-rendered staff page: presses on an element's buttons before the
 * shell's code has run are kept (the click goes nowhere meanwhile), one per element, links left
 * alone, and handed to the shell once, which then stops the keeping.
 */

/** A server-rendered element: its shadow root with a button and a link. */
function element(name: string) {
  const host = document.createElement(name);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = '<button type="button">Modifier</button><a href="#next">Suivant</a>';
  document.body.append(host);
  return { host, button: shadow.querySelector('button')!, link: shadow.querySelector('a')! };
}

const press = (target: HTMLElement) => {
  const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
  target.dispatchEvent(click);
  return click;
};

afterEach(() => {
  takeEarlyPresses();
  document.body.replaceChildren();
});

describe('presses before the shell’s code', () => {
  it('are kept, one per element, from the script as the page carries it, and handed over once', () => {
    // The page's inline script runs on its own: its source, evaluated with nothing around it.
    new Function(earlyPressesScript())();
    expect(typeof (window as unknown as Record<string, unknown>)[EARLY_PRESSES]).toBe('function');
    const news = element('commune-admin-news');
    const header = element('commune-admin-header');
    const first = press(news.button);
    expect(first.defaultPrevented).toBe(true);
    press(news.button);
    press(header.button);
    expect(press(news.link).defaultPrevented).toBe(false);

    const presses = takeEarlyPresses();
    expect(presses.map(({ control, host }) => [host.localName, control.textContent])).toEqual([
      ['commune-admin-news', 'Modifier'],
      ['commune-admin-header', 'Modifier'],
    ]);
    // Taken: the shell answers presses from now on, the script keeps no more.
    expect(press(news.button).defaultPrevented).toBe(false);
    expect(takeEarlyPresses()).toEqual([]);
  });

  it('leaves alone buttons outside the site’s elements', () => {
    new Function(earlyPressesScript())();
    const other = element('partner-widget');
    const plain = document.createElement('button');
    document.body.append(plain);
    expect(press(other.button).defaultPrevented).toBe(false);
    expect(press(plain).defaultPrevented).toBe(false);
    expect(takeEarlyPresses()).toEqual([]);
  });
});
