import { createRef, useEffect, useState, type RefObject } from 'react';

/**
 * The inputs of a form by field name, and `focusField(name)`: the refused field takes focus once
 * its message is rendered (each call is a new request, so the same field twice still moves focus).
 */
export function useFieldFocus<F extends string>(fields: readonly F[]): { refs: Record<F, RefObject<HTMLInputElement | null>>; focusField: (field: F) => void } {
  const [refs] = useState(() => Object.fromEntries(fields.map((field) => [field, createRef<HTMLInputElement>()])) as Record<F, RefObject<HTMLInputElement | null>>);
  const [request, setRequest] = useState<{ field: F } | null>(null);
  useEffect(() => {
    if (request) refs[request.field].current?.focus();
  }, [request, refs]);
  return { refs, focusField: (field) => setRequest({ field }) };
}
