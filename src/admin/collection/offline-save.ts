import { useEffect, useEffectEvent, useRef } from 'react';

/** How often a save waiting for the network is tried again, beside the browser's `online` event. */
export const RETRY_EVERY_MS = 15_000;

/** A random UUID (v4); `crypto.randomUUID` exists only on secure pages, and staff may use plain HTTP on a local network. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `Idempotency-Key` of a submission: the same for every retry of the same request body, a
 * new one once the body changes or after a save went through, so a retry whose first attempt
 * did reach the server is answered with that attempt's result instead of being done twice.
 */
export function useSubmissionKey() {
  const current = useRef<{ key: string; body: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const json = JSON.stringify(body);
      if (current.current?.body !== json) current.current = { key: randomKey(), body: json };
      return current.current.key;
    },
    /** The submission went through: the next one is another. */
    done() {
      current.current = null;
    },
  };
}

/** While `waiting`, calls `retry` when the browser says the network is back, and every `everyMs` while it says it is up. */
export function useRetryWhenOnline(waiting: boolean, retry: () => void, everyMs: number = RETRY_EVERY_MS): void {
  const again = useEffectEvent(() => retry());
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (typeof navigator === 'undefined' || navigator.onLine !== false) again();
    }, everyMs);
    const onOnline = () => again();
    addEventListener('online', onOnline);
    return () => {
      clearInterval(timer);
      removeEventListener('online', onOnline);
    };
  }, [waiting, everyMs]);
}
