import { ApiError, minutesToWait } from '../../runtime/api';
import type { FieldErrors } from '../../shared/schema/message';
import { errorsAmong } from '../../kit/ui/form-state';

/*
 * What the help sheet's message form keeps and decides, apart from React (unit-tested). No
 * valibot here: the sheet imports this module, and the schema loads with the form itself.
 */

/** What the resident has typed: kept by the sheet, so closing it loses nothing. */
export interface MessageDraft {
  name: string;
  contact: string;
  message: string;
  /** The honeypot: hidden from people, filled only by robots. */
  website: string;
}

export const emptyDraft: MessageDraft = { name: '', contact: '', message: '', website: '' };

/** The fields a person sees, in their order on the page (the first refused one takes focus). */
export const visibleFields = ['name', 'contact', 'message'] as const;
export type VisibleField = (typeof visibleFields)[number];

/** What went wrong with a send, as the form tells it. */
export type SendFailure =
  /** The server refused some fields (400): their messages go under them. */
  | { kind: 'fields'; fields: Partial<Record<VisibleField, string>> }
  /** Too many messages (429): wait `minutes` (unknown when the server did not say). */
  | { kind: 'rateLimited'; minutes: number | undefined }
  /** The server could not be reached or failed: keep everything, point to the phone and e-mail. */
  | { kind: 'failed' };

/** The messages of `fields` that belong to a visible field, or null when none does. */
export function visibleFieldErrors(fields: FieldErrors): Partial<Record<VisibleField, string>> | null {
  const shown = errorsAmong(fields, visibleFields);
  return Object.keys(shown).length > 0 ? shown : null;
}

/** How to answer a rejected `POST /api/v1/messages`. */
export function sendFailure(error: unknown): SendFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.status === 400) {
    const fields = visibleFieldErrors(error.fields);
    // A refusal about nothing the resident can see (the honeypot, the whole body) is not theirs to fix.
    return fields ? { kind: 'fields', fields } : { kind: 'failed' };
  }
  if (error.status === 429) return { kind: 'rateLimited', minutes: minutesToWait(error.retryAfter) };
  return { kind: 'failed' };
}
