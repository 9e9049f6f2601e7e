import axe from 'axe-core';
import { expect } from 'vitest';
import { setLanguage, type Lang } from '../runtime/store';
import { animationsSettled } from './animations';

/*
 * The one test kit for elements in real Chromium (`*.browser.test.tsx`): mount an element as a
 * partner would, check it the way every element is checked, and find focus through shadow roots.
 */

export { animationsSettled, settledElement } from './animations';

export interface MountOptions {
  /** Attributes written on the tag. */
  attributes?: Readonly<Record<string, string>>;
  /** Properties set from script once the element exists. */
  properties?: Readonly<Record<string, unknown>>;
  /** The page language for this mount (default: leave the store as it is). */
  lang?: Lang;
  /** Where to put it (default: document.body). */
  parent?: Element;
}

/** Whether an element has rendered its shadow content (the r2wc render is a microtask late). */
function rendered(element: Element): boolean {
  return Boolean(element.shadowRoot && element.shadowRoot.childElementCount > 0 && element.shadowRoot.querySelector('.commune-root, .commune-error'));
}

/**
 * Creates `<tag>` with its attributes, appends it, sets its properties, and resolves once it
 * has rendered in its shadow root.
 */
export async function mountElement<T extends HTMLElement = HTMLElement>(tag: string, options: MountOptions = {}): Promise<T> {
  if (options.lang) setLanguage(options.lang);
  const element = document.createElement(tag) as T;
  for (const [name, value] of Object.entries(options.attributes ?? {})) element.setAttribute(name, value);
  (options.parent ?? document.body).append(element);
  for (const [name, value] of Object.entries(options.properties ?? {})) (element as unknown as Record<string, unknown>)[name] = value;
  await expect.poll(() => rendered(element), { timeout: 4000 }).toBe(true);
  return element;
}

/** Empties the page and puts the language back to French: call it in `afterEach`. */
export function resetPage(): void {
  document.body.replaceChildren();
  setLanguage('fr');
}

/** The accessibility bar every element meets: no serious or critical axe-core violation. */
export async function accessibilityViolations(context: Element | Document = document): Promise<string[]> {
  const result = await axe.run(context, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
}

/** Checks once animations have settled (a dialog still fading in reads as low contrast). */
export async function expectAccessible(context: Element | Document = document): Promise<void> {
  if (context instanceof Element) await animationsSettled(context);
  expect(await accessibilityViolations(context)).toEqual([]);
}

export { deepActiveElement } from '../runtime/dom';

/**
 * The text of an element's shadow content, with runs of spaces and line breaks folded; the
 * no-break spaces of French typography (`aider\u00a0?`) are kept as they are.
 */
export function shadowText(element: Element): string {
  return (element.shadowRoot?.textContent ?? '').replace(/[ \t\n\r]+/g, ' ').trim();
}

