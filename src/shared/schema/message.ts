import type { BaseIssue, ErrorMessage } from 'valibot';

/**
 * A validation message in both languages. Valibot passes the `lang` given to `safeParse` on
 * every issue, so one schema answers in French or English: the server with the request's
 * language, the admin forms with the page's.
 */
export function message<TIssue extends BaseIssue<unknown>>(fr: string, en: string): ErrorMessage<TIssue> {
  return (issue: TIssue) => (issue.lang === 'en' ? en : fr);
}

/** Messages keyed by the dotted path of the field (`title.fr`), the first one per field. */
export type FieldErrors = Record<string, string>;

/** Reduces valibot's issues to one message per field; issues about the whole object go to `''`. */
export function fieldErrors(issues: readonly BaseIssue<unknown>[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = (issue.path ?? [])
      .map((item) => String(item.key))
      .join('.');
    if (!(path in fields)) fields[path] = issue.message;
  }
  return fields;
}
