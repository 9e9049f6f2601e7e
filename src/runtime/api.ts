import type { FieldErrors } from '../shared/schema/message';
import type { Lang } from './store';

/*
 * How elements talk to the commune's content server. The server is the origin the library was
 * loaded from: the site itself, or the commune's site when a partner embeds an element with a
 * script tag. Reads are public (CORS `*`); writes are accepted only from the site's own pages.
 */

/** The origin this library was loaded from (`https://commune.example`). */
export function libraryOrigin(): string {
  return new URL(import.meta.url).origin;
}

/** The absolute URL of an API path (`/api/v1/events`) on the library's origin. */
export function apiUrl(path: string, origin: string = libraryOrigin()): string {
  return new URL(path, origin).href;
}

/** True on the commune's own pages, where staff and residents may write. */
export function canWrite(origin: string = libraryOrigin()): boolean {
  return typeof location !== 'undefined' && location.origin === origin;
}

/** A refusal from the server, or a network failure (`status` 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;
  /** Seconds to wait before trying again (429). */
  readonly retryAfter: number | undefined;

  constructor(status: number, code: string, message: string, fields: FieldErrors = {}, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // Not JSON (a static host's 404 page, a proxy's error): the status says enough.
  }
  const error = body.error ?? {};
  const fields: FieldErrors = {};
  if (error.fields && typeof error.fields === 'object') {
    for (const [key, value] of Object.entries(error.fields)) if (typeof value === 'string') fields[key] = value;
  }
  const retry = Number(response.headers.get('Retry-After'));
  return new ApiError(
    response.status,
    typeof error.code === 'string' ? error.code : `http_${response.status}`,
    typeof error.message === 'string' ? error.message : response.statusText,
    fields,
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
  );
}

/** Whole minutes to wait for `Retry-After` seconds (a 429), rounded up, at least 1. */
export function minutesToWait(seconds: number | undefined): number | undefined {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  return Math.max(1, Math.ceil(seconds / 60));
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** The language of the server's messages. */
  lang?: Lang;
  signal?: AbortSignal;
  origin?: string;
  /** More headers (`Idempotency-Key`). */
  headers?: Record<string, string>;
}

/**
 * One JSON request to the content server. Resolves with the parsed body (`undefined` for 204);
 * rejects with an `ApiError`, whose `status` is 0 when the server could not be reached.
 */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.lang) headers['Accept-Language'] = options.lang;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.origin), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) throw new ApiError(response.status, 'not_json', `Expected JSON, got ${type || 'nothing'}`);
  return (await response.json()) as T;
}
