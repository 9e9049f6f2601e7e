import tokensCss from './tokens.css?inline';
import baseCss from './base.css?inline';

/**
 * Constructable sheets, one per distinct CSS text per page. The cache lives on `globalThis`
 * so two separately built bundles on one page still share the token and base sheets.
 */
const CACHE_KEY = Symbol.for('commune.sheets.v1');
type SheetHolder = { [CACHE_KEY]?: Map<string, CSSStyleSheet> };

export function supportsAdoptedSheets(): boolean {
  return typeof CSSStyleSheet !== 'undefined' && typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype;
}

export function sheetFor(css: string): CSSStyleSheet {
  const cache = ((globalThis as SheetHolder)[CACHE_KEY] ??= new Map());
  let sheet = cache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    cache.set(css, sheet);
  }
  return sheet;
}

/** The id of the `<style>` react-aria puts in the page's head unless an element has it already. */
const REACT_ARIA_PRESS_STYLE_ID = 'react-aria-pressable-style';

/**
 * react-aria's buttons add a `<style>` to the document's head for `touch-action`. It cannot
 * reach into our shadow roots (base.css carries the rule there), and a page whose
 * Content-Security-Policy refuses inline styles — the commune's own, or a partner's — reports
 * it as a violation. An element with its id tells react-aria the style is already there.
 */
function reserveReactAriaStyle(doc: Document): void {
  if (doc.getElementById(REACT_ARIA_PRESS_STYLE_ID)) return;
  const placeholder = doc.createElement('meta');
  placeholder.id = REACT_ARIA_PRESS_STYLE_ID;
  doc.head.append(placeholder);
}

/** Puts the design tokens on the page once, at zero specificity so the host can override them. */
export function adoptTokens(doc: Document = document): void {
  reserveReactAriaStyle(doc);
  if (!supportsAdoptedSheets()) {
    if (!doc.querySelector('style[data-commune-tokens]')) {
      const style = doc.createElement('style');
      style.dataset.communeTokens = '';
      style.textContent = tokensCss;
      doc.head.prepend(style);
    }
    return;
  }
  const tokens = sheetFor(tokensCss);
  if (!doc.adoptedStyleSheets.includes(tokens)) doc.adoptedStyleSheets = [tokens, ...doc.adoptedStyleSheets];
}

/**
 * Gives a shadow root the shared base sheet followed by the element's sheets (the kit's first,
 * then its own, so an element can adjust a kit component).
 */
export function adoptStyles(root: ShadowRoot, elementCss: readonly string[]): void {
  const texts = [baseCss, ...elementCss];
  if (supportsAdoptedSheets()) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...texts.map(sheetFor)];
    return;
  }
  for (const css of texts) {
    const style = document.createElement('style');
    style.textContent = css;
    root.append(style);
  }
}
