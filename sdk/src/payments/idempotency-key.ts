/**
 * A fresh `Idempotency-Key`: 128 random bits as 32 hex digits. Uses `crypto.getRandomValues`, which (unlike
 * `crypto.randomUUID`) also exists on pages served over plain HTTP.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
