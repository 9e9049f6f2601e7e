import { interpolate, type MessageVars } from '../../shared/i18n/catalog';
import type { Lang } from '../../runtime/store';
import type { FaqEntry } from '../../content/faq';

/** A FAQ entry in one language with its placeholders filled: what the sheet shows and searches. */
export interface ShownFaqEntry {
  id: FaqEntry['id'];
  question: string;
  answer: ReadonlyArray<string | readonly string[]>;
}

export function localizeFaq(entries: readonly FaqEntry[], lang: Lang, vars: MessageVars): ShownFaqEntry[] {
  return entries.map((entry) => ({
    id: entry.id,
    question: interpolate(entry.question[lang], vars),
    answer: entry.answer[lang].map((block) => (typeof block === 'string' ? interpolate(block, vars) : block.map((item) => interpolate(item, vars)))),
  }));
}

/** Everything a search looks through: the question and every paragraph and list item of the answer. */
export function faqSearchText(entry: ShownFaqEntry): string {
  return [entry.question, ...entry.answer.flat()].join(' ');
}
