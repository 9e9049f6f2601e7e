import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';
import { LanguageProvider } from '../runtime/i18n/react';
import { setLanguage, type Lang } from '../runtime/store';

/*
 * The test kit for components in unit tests (`*.test.tsx`, happy-dom): render a component in a
 * language as its element would, read the DOM it gives, and leave nothing behind.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface RenderOptions {
  /** The page language to render in (default: French). */
  lang?: Lang;
}

/** The root of the current test: a second render in the same test updates it, as new props would. */
let mounted: { root: Root; container: HTMLElement } | undefined;

/**
 * Renders `node` inside a LanguageProvider in the given language, in a container appended to
 * the body, and returns the container; unmounted and removed after each test.
 */
export function renderWithLanguage(node: ReactNode, { lang = 'fr' }: RenderOptions = {}): HTMLElement {
  if (!mounted) {
    const container = document.body.appendChild(document.createElement('div'));
    mounted = { root: createRoot(container), container };
  }
  const { root, container } = mounted;
  act(() => {
    setLanguage(lang);
    root.render(<LanguageProvider>{node}</LanguageProvider>);
  });
  return container;
}

afterEach(() => {
  if (mounted) {
    const { root, container } = mounted;
    mounted = undefined;
    act(() => root.unmount());
    container.remove();
  }
  setLanguage('fr');
});
