import { useEffect, useRef, useState, type FormEvent, type RefCallback } from 'react';
import type * as v from 'valibot';
import { useLanguage } from '../../runtime/i18n/react';
import type { FieldErrors } from '../../shared/schema/message';
import type { Lang } from '../../runtime/store';
import { validateForm, type FormCheck } from './Form';
import { refusalOf, refusedInOrder, setAt, textAt, withoutError, type FormFailure, type Refusal } from './form-state';

/** How long a submit shows as pending at least, so a fast answer does not flash the form (SPEC: "for at least 500 ms"). */
export const MIN_PENDING_MS = 500;

/** What takes focus inside a registered field that is not itself a control (a picker, a select's wrapper). */
const FOCUSABLE = 'input:not([type="file"]):not([hidden]), textarea, button';

/** Either the hook keeps the values (`initialValues`), or its caller does (`values` and `onValuesChange`). */
type ValuesSource<V> = { initialValues: V; values?: never; onValuesChange?: never } | { values: V; onValuesChange: (values: V) => void; initialValues?: never };

export type SchemaFormOptions<V extends object, S extends v.GenericSchema, I = undefined, R = unknown, B = FormFailure> = ValuesSource<V> & {
  /** The schema the server checks the same request with (`src/shared/schema`): its messages are the form's. */
  schema: S;
  /**
   * The fields in the order the form shows them: the first refused one takes focus, and the
   * server's messages for them go under them.
   */
  fields: readonly string[];
  /** What the schema checks, from the values and the submit's intent (default: the values). */
  input?: (values: V, intent: I) => unknown;
  /** What the schema cannot say (a confirmation that differs), by field, after the schema's messages. */
  check?: (values: V, lang: Lang) => FieldErrors;
  /** The request, once the values pass: the schema's output, the values as typed, the intent. */
  send: (output: v.InferOutput<S>, values: V, intent: I) => Promise<R>;
  /**
   * The server said yes (after the minimum pending time); the form is back to before its first
   * submit. Return `'leaving'` when a new page is loading: the form stays pending until it has.
   */
  onSuccess?: (result: R, intent: I) => void | 'leaving';
  /** How to answer a failed `send` (default: `refusalOf(error, fields)`, whose banner is a `FormFailure`). */
  refusal?: (error: unknown, intent: I) => Refusal<B>;
  /** Default `MIN_PENDING_MS`. */
  minPendingMs?: number;
};

/** The props a kit field (`TextField`, `TextArea`) takes from the form. */
export interface SchemaFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
  isDisabled: boolean;
  inputRef: RefCallback<HTMLElement>;
}

export interface SchemaForm<V, I = undefined, B = FormFailure> {
  values: V;
  /**
   * Changes one value (a dotted path for nested values) and drops the server's message for its
   * field, which is `path` unless said (a picked file belongs to its image field).
   */
  setValue: (path: string, value: unknown, options?: { field?: string }) => void;
  /** The message to show under a field, or `undefined`. */
  errorOf: (path: string) => string | undefined;
  /** Whether the form has been submitted since it was (re)set: its messages show and follow every change. */
  submitted: boolean;
  /** The intent of the last submit (the status a Save or Publish button asked for). */
  intent: I | undefined;
  /** From a submit that passed the check until the server's answer, and for `minPendingMs` at least. */
  pending: boolean;
  /** Why the last submit failed when it was about no field; `null` otherwise. */
  banner: B | null;
  submit: (intent: I) => Promise<void>;
  /** For `<Form onSubmit>` when the form has no intent. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Back to before the first submit: no messages, no banner; with `values`, those. */
  reset: (values?: V) => void;
  /** Moves focus after the next render: to a field (by path), or to what `target` returns. */
  focus: (target: string | (() => HTMLElement | null | undefined)) => void;
  /** Registers a field's input, or an element around its control, for focus. */
  fieldRef: (path: string) => RefCallback<HTMLElement>;
  /** A ref for the submit button: it takes focus as the fields are disabled, and says the form is pending. */
  submitButton: RefCallback<HTMLElement>;
  /** `name`, `value`, `onChange`, `errorMessage`, `isDisabled` (while pending) and `inputRef` of a text field. */
  field: (path: string) => SchemaFieldProps;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One form's state, for every form of the site and the staff area: the values; the schema's
 * messages, from the first submit and then on every change; the server's messages under their
 * fields; focus on the first refused field, in the form's order; a banner for a refusal about no
 * field; and a pending state that lasts the request and `MIN_PENDING_MS` at least.
 *
 * When the browser's check and the server disagree about a field, **the server's message wins
 * until that field changes**. The two check with the same schema, so they disagree only where
 * the server knows more than the page (a taken username, a wrong current password, a number
 * that cannot take a reply): its message is the one that will refuse the same value again, and
 * hiding it behind the page's opinion would let the person submit it again unchanged. Once the
 * field changes, the server has not seen the new value: its message goes and the schema speaks.
 */
export function useSchemaForm<V extends object, S extends v.GenericSchema, I = undefined, R = unknown, B = FormFailure>(
  options: SchemaFormOptions<V, S, I, R, B>,
): SchemaForm<V, I, B> {
  const { schema, fields, input, check, send, onSuccess, minPendingMs = MIN_PENDING_MS } = options;
  const lang = useLanguage();
  const [ownValues, setOwnValues] = useState<V | undefined>(options.initialValues);
  const values = (options.values ?? ownValues) as V;
  const [submitted, setSubmitted] = useState<{ intent: I } | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<B | null>(null);
  const [pending, setPending] = useState(false);
  // Also a ref: a second Enter before the next render must not send twice.
  const sending = useRef(false);

  const [elements] = useState(() => new Map<string, HTMLElement>());
  const [refs] = useState(() => new Map<string, RefCallback<HTMLElement>>());
  const submitElement = useRef<HTMLElement | null>(null);
  // A new object per request, so the same field twice still moves focus; applied once the
  // render that shows its message (and enables it again) is done.
  const [focusRequest, setFocusRequest] = useState<{ target: () => HTMLElement | null | undefined } | null>(null);
  useEffect(() => {
    focusRequest?.target()?.focus();
  }, [focusRequest]);

  const controlOf = (path: string): HTMLElement | null => {
    // A message about a part (`image.src`) goes to the field that holds it (`image`).
    for (let key = path; key; key = key.slice(0, Math.max(0, key.lastIndexOf('.')))) {
      const element = elements.get(key);
      if (element) return element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
    }
    return null;
  };
  const focus = (target: string | (() => HTMLElement | null | undefined)) =>
    setFocusRequest({ target: typeof target === 'string' ? () => controlOf(target) : target });
  const focusFirstRefused = (errors: FieldErrors) =>
    setFocusRequest({ target: () => refusedInOrder(fields, errors).map(controlOf).find(Boolean) });

  const checkValues = (current: V, intent: I): FormCheck<S> =>
    validateForm(schema, input ? input(current, intent) : current, lang, check?.(current, lang));
  const clientCheck = submitted ? checkValues(values, submitted.intent) : null;
  const clientErrors = clientCheck && !clientCheck.success ? clientCheck.errors : {};
  const errorOf = (path: string) => serverErrors[path] ?? clientErrors[path];

  const changeValues = (next: V | ((current: V) => V)) => {
    if (options.onValuesChange) options.onValuesChange(typeof next === 'function' ? next(values) : next);
    else setOwnValues((current) => (typeof next === 'function' ? next(current as V) : next));
  };

  const setValue = (path: string, value: unknown, { field = path }: { field?: string } = {}) => {
    changeValues((current) => setAt(current, path, value));
    setServerErrors((errors) => withoutError(errors, field));
  };

  const reset = (next?: V) => {
    if (next) changeValues(next);
    setSubmitted(null);
    setServerErrors({});
    setBanner(null);
  };

  const stopPending = () => {
    sending.current = false;
    setPending(false);
  };

  const submit = async (intent: I) => {
    if (sending.current) return;
    setSubmitted({ intent });
    setBanner(null);
    const result = checkValues(values, intent);
    if (!result.success) {
      // The server's messages still shown are refusals too, and count in the order.
      focusFirstRefused({ ...result.errors, ...serverErrors });
      return;
    }
    sending.current = true;
    // The fields are about to be disabled: focus stays on the button, which says it is pending.
    submitElement.current?.focus();
    setPending(true);
    const minimum = wait(minPendingMs);
    let outcome: { ok: true; answer: R } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, answer: await send(result.output, values, intent) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    await minimum;
    if (outcome.ok) {
      reset();
      if (onSuccess?.(outcome.answer, intent) !== 'leaving') stopPending();
      return;
    }
    stopPending();
    const refusal = options.refusal ? options.refusal(outcome.error, intent) : (refusalOf(outcome.error, fields) as Refusal<B>);
    if (refusal && 'fields' in refusal) {
      setServerErrors(refusal.fields);
      focusFirstRefused(refusal.fields);
    } else if (refusal) setBanner(refusal.banner);
  };

  const fieldRef = (path: string): RefCallback<HTMLElement> => {
    let ref = refs.get(path);
    if (!ref) {
      ref = (element) => {
        if (element) elements.set(path, element);
        else elements.delete(path);
      };
      refs.set(path, ref);
    }
    return ref;
  };

  return {
    values,
    setValue,
    errorOf,
    submitted: submitted !== null,
    intent: submitted?.intent,
    pending,
    banner,
    submit,
    onSubmit: (event) => {
      event.preventDefault();
      void submit(undefined as I);
    },
    reset,
    focus,
    fieldRef,
    submitButton: (element) => {
      submitElement.current = element;
    },
    field: (path) => ({
      name: path,
      value: textAt(values, path),
      onChange: (value) => setValue(path, value),
      errorMessage: errorOf(path),
      isDisabled: pending,
      inputRef: fieldRef(path),
    }),
  };
}
