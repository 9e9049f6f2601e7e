import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderElements } from '../ssr/elements';
import { defineWidget } from './element';
import { defineCatalog } from '../shared/i18n/catalog';
import { useI18n } from './i18n/react';
import { setLanguage, type Lang } from './store';

/*
 * Taking over a server render: the element arrives with its declarative shadow root (written by
 * src/ssr/elements.tsx, as on the commune's pages), and its code hydrates it in place.
 */

const catalog = defineCatalog({ count: '{n} clics', more: 'Encore' }, { count: '{n} clicks', more: 'More' });

function Counter({ start }: { start: number }) {
  const { t } = useI18n(catalog);
  const [n, setN] = useState(start);
  return (
    <section className="counter">
      <p className="counter__value">{t('count', { n: String(n) })}</p>
      <button type="button" onClick={() => setN((value) => value + 1)}>
        {t('more')}
      </button>
    </section>
  );
}

const options = { summary: 'test', props: { start: { type: 'number', default: 0, integer: true, doc: '' } }, css: ['.counter { color: rgb(1, 2, 3); }'] } as const;

/** The server's HTML for `tag`, rendered before the tag is defined in this page (like a page's scripts, which run after parsing). */
function serverHtml(tag: `commune-${string}`, attributes: string, lang: Lang): string {
  defineWidget(tag, Counter, options);
  return renderElements(`<${tag}${attributes}></${tag}>`, { lang, read: new Set() });
}

/** Parses HTML with declarative shadow roots into the page, as the browser's parser does. */
function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.setHTMLUnsafe(html);
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

afterEach(() => {
  document.body.replaceChildren();
  setLanguage('fr');
  vi.restoreAllMocks();
});

describe('a server-rendered element', () => {
  it('reads and is styled before its code runs, then takes over the same nodes without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error');
    // The element's definition is recorded on first use; the browser upgrades it below.
    const html = serverHtml('commune-ssr-counter', ' start="2"', 'fr');
    expect(html).toMatch(/^<commune-ssr-counter start="2"><template shadowrootmode="open"><style>/);
    // A page parsed before the element is defined: what the reader sees without script.
    const element = parse(html.replace(/commune-ssr-counter/g, 'commune-ssr-later'));
    expect(element.shadowRoot?.querySelector('.counter__value')?.textContent).toBe('2 clics');
    expect(getComputedStyle(element.shadowRoot!.querySelector('.counter')!).color).toBe('rgb(1, 2, 3)');
    const paragraph = element.shadowRoot!.querySelector('.counter__value')!;
    const button = element.shadowRoot!.querySelector('button')!;

    defineWidget('commune-ssr-later', Counter, options);
    await vi.waitFor(() => expect(customElements.get('commune-ssr-later')).toBeDefined());
    button.click();
    await vi.waitFor(() => expect(paragraph.textContent).toBe('3 clics'));
    // The same nodes, hydrated: nothing was drawn again, and nothing twice.
    expect(element.shadowRoot!.querySelector('.counter__value')).toBe(paragraph);
    expect(element.shadowRoot!.querySelector('button')).toBe(button);
    expect(element.shadowRoot!.querySelectorAll('.counter')).toHaveLength(1);
    expect(element.shadowRoot!.querySelector('style')).toBeNull(); // adopted sheets took over
    expect(getComputedStyle(paragraph).color).toBe('rgb(1, 2, 3)');
    expect(errors).not.toHaveBeenCalled();
    await expect.element(page.getByRole('button', { name: 'Encore' })).toBeVisible();
  });

  it('is drawn again, once, in the page’s language when the server wrote another one', async () => {
    setLanguage('en');
    const html = serverHtml('commune-ssr-other', '', 'fr').replace(/commune-ssr-other/g, 'commune-ssr-other-late');
    const element = parse(html);
    expect(element.shadowRoot?.textContent).toContain('0 clics');
    defineWidget('commune-ssr-other-late', Counter, options);
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('.counter__value')?.textContent).toBe('0 clicks'));
    expect(element.shadowRoot!.querySelectorAll('.counter')).toHaveLength(1);
  });

  it('reports a server render that does not match, and ends with one copy of the right content', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = serverHtml('commune-ssr-stale', ' start="4"', 'fr').replace('4 clics', '9 clics').replace(/commune-ssr-stale/g, 'commune-ssr-stale-late');
    const element = parse(html);
    defineWidget('commune-ssr-stale-late', Counter, options);
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith(expect.stringContaining('<commune-ssr-stale-late> could not take over'), expect.anything()));
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('.counter__value')?.textContent).toBe('4 clics'));
    expect(element.shadowRoot!.querySelectorAll('.counter')).toHaveLength(1);
  });
});
