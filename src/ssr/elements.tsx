import { renderToString } from 'react-dom/server';
import { attributeName } from '../shared/contract';
import { identifierPrefixOf, serverHost, widgetDefinitions, WidgetTree, type WidgetDefinition } from '../runtime/element';
import { withServerRender, type ServerRender } from '../runtime/server-render';
import baseCss from '../runtime/styles/base.css?inline';
import { uiCssParts } from '../kit/ui/styles';

/*
 * Elements rendered to HTML: each `<commune-*>` start tag in a piece of markup gets, as its first
 * child, a declarative shadow root (`<template shadowrootmode="open">`) holding the `<style>`s
 * its first paint needs and its React tree rendered with react-dom/server. The browser attaches
 * the shadow root while parsing, so the element reads, and looks as it will, before any script.
 */

/** The kit's CSS, each part with the block classes it styles (`ui-accordion`, `emblem-shield`, …). */
const kitParts = uiCssParts.map((css) => ({
  css,
  blocks: [...new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[a-z][a-z0-9-]*?)(?=__|--|[^a-z0-9-]|$)/gi)].map((match) => match[1]!))],
}));

/** The base sheet, the kit parts whose classes the render uses, then the element's own CSS. */
function stylesFor(definition: WidgetDefinition, html: string): string[] {
  const used = kitParts.filter((part) => part.blocks.some((block) => new RegExp(`class="[^"]*\\b${block}\\b`).test(html)));
  return [baseCss, ...used.map((part) => part.css), ...definition.css];
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** The attributes of a start tag's text (after the tag name), as the shell's serialiser writes them. */
export function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes[match[1]!.toLowerCase()] = unescape(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The raw props r2wc would give the tree: attribute texts under their prop names. */
function rawProps(definition: WidgetDefinition, attributes: Record<string, string>): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(definition.specs)) {
    const value = attributes[attributeName(name, spec)];
    if (value !== undefined) raw[name] = value;
  }
  return raw;
}

/** The declarative shadow root of one element, or undefined for a tag no element defines. */
export function renderShadowRoot(tag: string, attributes: Record<string, string>, env: ServerRender): string | undefined {
  const definition = widgetDefinitions().get(tag);
  if (!definition) return undefined;
  const host = serverHost(tag, attributes);
  const tree = <WidgetTree definition={definition} host={host} raw={rawProps(definition, attributes)} />;
  const html = withServerRender(env, () => renderToString(tree, { identifierPrefix: identifierPrefixOf(tag) }));
  const styles = stylesFor(definition, html)
    .map((css) => `<style>${css}</style>`)
    .join('');
  // Elements a render places inside another are rendered too.
  return `<template shadowrootmode="open">${styles}${renderElements(html, env)}</template>`;
}

const reported = new Set<string>();

function reportOnce(tag: string, error: unknown) {
  if (reported.has(tag)) return;
  reported.add(tag);
  console.error(`[commune] <${tag}> could not be rendered on the server; the browser will draw it.`, error);
}

const START_TAG = /<(commune-[a-z0-9-]+)(\s[^>]*)?>/g;

/** The markup with every commune element it places rendered in its declarative shadow root. */
export function renderElements(markup: string, env: ServerRender): string {
  return markup.replace(START_TAG, (start: string, tag: string, attributeText = '') => {
    const definition = widgetDefinitions().get(tag);
    if (!definition) return start;
    let shadow: string | undefined;
    try {
      shadow = renderShadowRoot(tag, parseAttributes(attributeText), env);
    } catch (error) {
      // The element stays empty in the HTML and the browser draws it, as on a partner's page.
      reportOnce(tag, error);
      return start;
    }
    if (shadow === undefined) return start;
    // How the page's script takes the element over (src/shell/hydrate.ts); the default needs no word.
    const hydrate = definition.hydrate === 'interaction' ? '' : ` data-hydrate="${definition.hydrate}"`;
    return `<${tag}${attributeText}${hydrate}>${shadow}`;
  });
}

/** The tags the library defines. */
export function definedTags(): string[] {
  return [...widgetDefinitions().keys()];
}
