import clsx from 'clsx';
import * as v from 'valibot';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { fieldErrors, type FieldErrors } from '../../shared/schema/message';
import type { Lang } from '../../runtime/store';

export type FormProps = Omit<AriaFormProps, 'validationBehavior'>;

/**
 * A form (react-aria's Form) whose fields report refusals through ARIA and the kit's own
 * messages, never the browser's bubbles (`validationBehavior="aria"`). Check the values with
 * `validateForm` and the schema the server uses, then give each field its `errorMessage`.
 */
export function Form({ className, ...props }: FormProps) {
  return <AriaForm {...props} validationBehavior="aria" className={clsx('ui-form', className)} />;
}

export type FormCheck<S extends v.GenericSchema> = { success: true; output: v.InferOutput<S> } | { success: false; errors: FieldErrors };

/**
 * Checks a form's values with a shared schema (`src/shared/schema`) in the page's language: the
 * same messages the server would answer with, one per field, keyed by its dotted path (`title.fr`).
 * `extra` adds what the schema cannot say (a confirmation that differs); the values pass only without any.
 */
export function validateForm<S extends v.GenericSchema>(schema: S, values: unknown, lang: Lang, extra: FieldErrors = {}): FormCheck<S> {
  const result = v.safeParse(schema, values, { lang });
  const errors = { ...(result.success ? {} : fieldErrors(result.issues)), ...extra };
  return result.success && Object.keys(extra).length === 0 ? { success: true, output: result.output } : { success: false, errors };
}

/** A check's messages by field: none when it passed. */
export const errorsOf = (check: FormCheck<v.GenericSchema>): FieldErrors => (check.success ? {} : check.errors);
