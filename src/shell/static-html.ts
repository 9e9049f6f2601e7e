import { noChange, nothing, type TemplateResult } from 'lit-html';

/*
 * Serialises the shell's lit-html templates to HTML at build time, so every page reads before
 * JavaScript runs and the static markup cannot drift from what the router renders.
 * It covers what the views use: text and nested templates, arrays, attribute values,
 * `?boolean` attributes, `nothing` (omits an attribute or a child), and it drops `@event` and
 * `.property` bindings. No directives.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

function isTemplate(value: unknown): value is TemplateResult {
  return typeof value === 'object' && value !== null && '_$litType$' in value;
}

function childToString(value: unknown): string {
  if (value === nothing || value === noChange || value === null || value === undefined) return '';
  if (isTemplate(value)) return renderToString(value);
  if (Array.isArray(value)) return value.map(childToString).join('');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return escapeHtml(String(value));
  throw new TypeError(`renderToString: cannot serialise a child value of type ${typeof value}`);
}

function attributeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return escapeHtml(String(value));
  throw new TypeError(`renderToString: cannot serialise an attribute value of type ${typeof value}`);
}

/** An attribute binding ends the text before it: ` name=`, ` name="`, ` @click=`, ` ?hidden=`… */
const BINDING = /\s([@.?]?)([^\s"'>/=]+)=(["']?)$/;

export function renderToString(template: TemplateResult): string {
  const { strings, values } = template;
  let out = '';
  let skipQuote = '';
  for (let i = 0; i < strings.length; i++) {
    let text = strings[i];
    if (skipQuote && text.startsWith(skipQuote)) text = text.slice(1);
    skipQuote = '';
    if (i === values.length) {
      out += text;
      break;
    }
    const value = values[i];
    const binding = insideTag(out + text) ? BINDING.exec(text) : null;
    if (!binding) {
      out += text + childToString(value);
      continue;
    }
    const [whole, prefix, name, quote] = binding;
    const before = text.slice(0, text.length - whole.length);
    const singleValue = !quote || strings[i + 1].startsWith(quote);
    if (prefix === '@' || prefix === '.') {
      out += before;
      skipQuote = quote;
    } else if (prefix === '?') {
      out += before + (value && value !== nothing ? ` ${name}` : '');
      skipQuote = quote;
    } else if (value === nothing && singleValue) {
      out += before;
      skipQuote = quote;
    } else if (quote) {
      out += text + attributeText(value);
    } else {
      out += `${before} ${name}="${attributeText(value)}"`;
    }
  }
  return out;
}

/** Whether the end of `html` is inside a start tag (an attribute position) rather than text. */
function insideTag(html: string): boolean {
  return html.lastIndexOf('<') > html.lastIndexOf('>');
}
