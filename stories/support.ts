import { createElement, useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createMockApi, installMockApi, type MockApiOptions } from '../src/testing/mock-server';
import { resetAdminStore } from '../src/admin/store';
import type { WidgetExample } from '../src/testing/examples';
import { setLanguage, type Lang } from '../src/runtime/store';
import { settledElement } from '../src/testing/animations';

/** Story parameters for a language: sets the page's shared store before the story renders. */
export function inLanguage(lang: Lang) {
  const decorator: Decorator = (Story) => {
    setLanguage(lang);
    return Story();
  };
  return { decorators: [decorator], globals: {}, parameters: { lang } };
}

/** Answers the page's API requests with a fresh mock while its story is shown. */
function WithMockApi({ options, children }: { options: MockApiOptions; children?: ReactNode }) {
  // Installed while rendering, before the element inside asks for anything.
  const [uninstall] = useState(() => {
    resetAdminStore();
    return installMockApi(createMockApi(options));
  });
  useEffect(() => uninstall, [uninstall]);
  return children;
}

const LANGUAGE_NAME: Record<Lang, string> = { fr: 'French', en: 'English' };

/**
 * A story for one of an element's examples (`<name>.examples.ts`) in one language: the tag
 * with the example's attributes, and its properties set once it exists. Stories, browser
 * tests and the accessibility check all read the same examples.
 */
export function exampleStory(tag: `commune-${string}`, example: WidgetExample, lang: Lang) {
  const setProperties = (element: HTMLElement | null) => {
    if (!element || !example.properties) return;
    for (const [name, value] of Object.entries(example.properties)) (element as unknown as Record<string, unknown>)[name] = value;
  };
  // An admin element's example talks to the staff API: a fresh mock for each story shown.
  const withApi: Decorator = (Story) => (example.api ? createElement(WithMockApi, { options: example.api }, createElement(Story)) : Story());
  const language = inLanguage(lang);
  return {
    name: `${example.name} (${LANGUAGE_NAME[lang]})`,
    render: () => createElement(tag, { ...example.attributes, ref: setProperties }),
    // The accessibility check comes after: once the element stands still (a panel it opens by
    // itself has finished coming in).
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const element = canvasElement.querySelector(tag);
      if (element) await settledElement(element);
    },
    ...language,
    decorators: [...language.decorators, withApi],
    parameters: { lang, viewport: example.width ? { defaultViewport: example.width <= 420 ? 'mobile1' : 'responsive' } : undefined },
  };
}
