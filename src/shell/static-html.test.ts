import { html, nothing, render } from 'lit-html';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../runtime/store';
import { routes } from './routes';
import { renderToString } from './static-html';
import { pageView, type ViewContext } from './views';

const ignore = () => {};
const context = (path: string, lang: Lang = 'fr'): ViewContext => ({ lang, path });

/** A canonical form of a DOM tree: sorted attributes, collapsed text, no comments. */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const attributes = [...element.attributes].map((attribute) => `${attribute.name}="${attribute.value}"`).sort();
  const children = [...element.childNodes].map(canonical).filter(Boolean);
  return `<${element.localName}${attributes.map((attribute) => ` ${attribute}`).join('')}>${children.join('')}</${element.localName}>`;
}

function sameAsLit(template: ReturnType<typeof pageView>) {
  const live = document.createElement('div');
  render(template, live);
  const parsed = document.createElement('div');
  parsed.innerHTML = renderToString(template);
  expect(canonical(parsed)).toBe(canonical(live));
}

describe('renderToString', () => {
  it('writes text, attributes and nested templates, escaped', () => {
    const name = '<b>"Tom" & Jerry</b>';
    const result = renderToString(html`<p title=${name} class="a ${'b'}">${name} ${[html`<i>${1}</i>`, 2]}</p>`);
    expect(result).toBe('<p title="&lt;b&gt;&quot;Tom&quot; &amp; Jerry&lt;/b&gt;" class="a b">&lt;b&gt;&quot;Tom&quot; &amp; Jerry&lt;/b&gt; <i>1</i>2</p>');
  });

  it('drops event and property bindings, honours boolean attributes and nothing', () => {
    const result = renderToString(
      html`<button type="button" @click=${ignore} .value=${'x'} ?hidden=${true} ?disabled=${false} aria-current=${nothing} data-x="${nothing}">${nothing}Go</button>`,
    );
    expect(result).toBe('<button type="button" hidden>Go</button>');
  });

  it('gives the same markup as lit-html for every page, in both languages', () => {
    for (const route of routes) {
      for (const lang of ['fr', 'en'] as const) sameAsLit(pageView(route, context(route.path, lang)));
    }
    sameAsLit(pageView(undefined, context('/nowhere')));
  });
});
