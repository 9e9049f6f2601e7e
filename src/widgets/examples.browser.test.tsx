import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createMockApi, installMockApi } from '../testing/mock-server';
import { resetAdminStore } from '../admin/store';
import type { WidgetExample } from '../testing/examples';
import { LANGUAGES } from '../runtime/store';
import { expectAccessible, mountElement, resetPage, shadowText } from '../testing/kit';

/*
 * Every example of every widget folder (`<name>.examples.ts`), in French and in English: the
 * element shows what the example promises and has no serious accessibility violation. A new
 * widget is checked here without being listed anywhere.
 */

const exampleModules = import.meta.glob<Record<string, readonly WidgetExample[]>>('./*/*.examples.ts', { eager: true });
// Registering every element up front: lazily imported modules would make Vite re-optimise
// dependencies mid-run and load a second React.
const elementModules = import.meta.glob('./*/*.element.ts', { eager: true });

const cases = Object.entries(exampleModules).flatMap(([file, module]) => {
  const name = file.split('/')[1];
  const examples = Object.values(module).find(Array.isArray) ?? [];
  return examples.flatMap((example) => LANGUAGES.map((lang) => ({ name, tag: `commune-${name}`, example, lang })));
});

let uninstallApi: (() => void) | undefined;

afterEach(async () => {
  resetPage();
  uninstallApi?.();
  uninstallApi = undefined;
  resetAdminStore();
  await page.viewport(1280, 900);
});

describe('every widget example', () => {
  it('covers every widget folder', () => {
    const withElements = Object.keys(elementModules).map((file) => file.split('/')[1]);
    expect(new Set(cases.map((entry) => entry.name))).toEqual(new Set(withElements));
  });

  it.each(cases.map((entry) => [`<${entry.tag}> ${entry.example.id} (${entry.lang})`, entry] as const))('%s', async (_title, { tag, example, lang }) => {
    await page.viewport(example.width ?? 1280, 900);
    if (example.api) uninstallApi = installMockApi(createMockApi(example.api));
    const element = await mountElement(tag, { attributes: example.attributes, properties: example.properties, lang });
    for (const text of example.shows[lang]) await expect.poll(() => shadowText(element), { timeout: 3000 }).toContain(text);
    expect(element.shadowRoot!.querySelector('[part="error"]'), 'no render error').toBeNull();
    await expectAccessible(element);
  });
});
