import { useCallback, useRef } from 'react';

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Internal: the `Idempotency-Key` of a payment form's attempt. `keyFor(values)` keeps one key while the submitted
 * values stay the same (a retry after a lost answer cannot pay twice) and makes a new one when they change;
 * `finish()` ends the attempt once the platform answered with a payment, so the next submit is a new payment.
 */
export function useIdempotencyKey(): { keyFor: (values: string) => string; finish: () => void } {
  const attempt = useRef<{ values: string; key: string } | null>(null);
  const keyFor = useCallback((values: string) => {
    if (attempt.current?.values !== values) attempt.current = { values, key: newKey() };
    return attempt.current.key;
  }, []);
  const finish = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, finish };
}
