import type { MockApiOptions } from './mock-server';
import type { Localized } from '../shared/i18n/catalog';

/**
 * One way an element is used, written once next to it (`<name>.examples.ts`). The stories
 * render every example in French and English; the cross-cutting browser test mounts each one
 * in both languages, checks that the texts in `shows` are visible and runs the accessibility
 * check. Example data drives docs, stories and tests alike.
 */
export interface WidgetExample {
  /** Stable, kebab-case: the story's id. */
  id: string;
  /** What the example shows, in a few words (the story's name). */
  name: string;
  /** Attributes written on the tag, as a partner would write them. */
  attributes?: Readonly<Record<string, string>>;
  /** Properties set from script after the element is created (e.g. `items`). */
  properties?: Readonly<Record<string, unknown>>;
  /** The viewport width the example is meant for (default 1280); tests run it at that width. */
  width?: number;
  /**
   * For the admin's elements, which talk to the staff API: the example runs against the
   * in-memory mock (`src/testing/mock-server.ts`) made with these options (`{}`: seeded,
   * signed in as `admin`), installed before the element is created and removed after.
   */
  api?: MockApiOptions;
  /** Texts a visitor sees, per language: each must appear in the element's rendered text. */
  shows: Localized<readonly string[]>;
}

export function defineExamples<const E extends readonly WidgetExample[]>(examples: E): E {
  return examples;
}
