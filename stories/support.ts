import type { Decorator } from '@storybook/react-vite';
import { setLanguage, type Lang } from '../src/core/store';

/** Story parameters for a language: sets the page's shared store before the story renders. */
export function inLanguage(lang: Lang) {
  const decorator: Decorator = (Story) => {
    setLanguage(lang);
    return Story();
  };
  return { decorators: [decorator], globals: {}, parameters: { lang } };
}
