import { paths } from '../../content/site-map';
import { ApiError, minutesToWait } from '../../runtime/api';
import type { FieldErrors } from '../../shared/schema/message';
import { errorsAmong } from '../../kit/ui/form-state';

/*
 * The sign-in form's decisions, apart from React (unit-tested): where to go once signed in,
 * and what to say when the server says no.
 */

export const loginFields = ['username', 'password'] as const;
export type LoginField = (typeof loginFields)[number];

/** Characters no page address of ours has: controls, spaces, and the backslash browsers read as `/`. */
function hasUnsafeCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The page to open after signing in: `next` when it is a path of this site inside the admin
 * area (`/admin-dtima/content/news?page=2`), the dashboard otherwise. An absolute URL, a
 * protocol-relative `//elsewhere`, `/\elsewhere`, a path outside `/admin-dtima` or the
 * sign-in page itself all lead to the dashboard, so the link in a phishing e-mail cannot send
 * a member of staff anywhere else once signed in.
 */
export function safeNextPath(next: string | null | undefined, origin: string): string {
  const dashboard = paths.admin;
  if (!next || !next.startsWith('/') || next.startsWith('//') || hasUnsafeCharacter(next)) return dashboard;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return dashboard;
  }
  // After the URL parser has resolved `..` and percent-encoded dots, the path must still be ours.
  if (url.origin !== new URL(origin).origin) return dashboard;
  if (!isUnder(url.pathname, paths.admin) || isUnder(url.pathname, paths.adminLogin)) return dashboard;
  return url.pathname + url.search + url.hash;
}

/** The page to open after signing in, from the sign-in page's own address (`?next=`). */
export function redirectTarget(search: string, origin: string): string {
  return safeNextPath(new URLSearchParams(search).get('next'), origin);
}

export type LoginFailure =
  /** 400: messages under the fields. */
  | { kind: 'fields'; fields: Partial<Record<LoginField, string>> }
  /** 401: the username and password do not match an active account. */
  | { kind: 'invalid' }
  /** 429: too many attempts; wait `minutes` (unknown when the server did not say). */
  | { kind: 'rateLimited'; minutes: number | undefined }
  /** The server could not be reached. */
  | { kind: 'unreachable' }
  /** Any other answer (a server error): its status. */
  | { kind: 'failed'; status: number };

function shownFields(fields: FieldErrors): Partial<Record<LoginField, string>> | null {
  const shown = errorsAmong(fields, loginFields);
  return Object.keys(shown).length > 0 ? shown : null;
}

/** How to answer a rejected `POST /api/v1/session`. */
export function loginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError) || error.status === 0) return { kind: 'unreachable' };
  if (error.status === 400) {
    const fields = shownFields(error.fields);
    if (fields) return { kind: 'fields', fields };
  }
  if (error.status === 401) return { kind: 'invalid' };
  if (error.status === 429) return { kind: 'rateLimited', minutes: minutesToWait(error.retryAfter) };
  return { kind: 'failed', status: error.status };
}

/** The full page load that follows a sign-in, so the server sees the new session (a seam for tests). */
export const navigation = {
  assign(url: string): void {
    location.assign(url);
  },
};
