import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** TOTP parameters (RFC 6238): HMAC-SHA-1, 6 digits, 30-second steps, one step of clock drift either way. */
export const TOTP = { digits: 6, stepSeconds: 30, window: 1 } as const;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Encodes bytes as RFC 4648 base32 without padding (the form authenticator apps read). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes RFC 4648 base32 (case-insensitive, padding and spaces ignored); null when a character is not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 20 random bytes (160 bits, the HMAC-SHA-1 key size RFC 4226 recommends), base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The 30-second step a moment falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP.stepSeconds);
}

/** The code of a step (RFC 4226 dynamic truncation), `digits` long, zero-padded. */
export function totpCode(key: Uint8Array, step: number, digits: number = TOTP.digits): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * Checks a code against the steps around `at` (±1). Returns the matching step, or null. A step at or before
 * `lastUsedStep` is refused, so that a code seen once cannot be replayed.
 */
export function verifyTotp(secret: string, code: string, at: Date, lastUsedStep: number | null = null): number | null {
  const key = base32Decode(secret);
  const given = code.replace(/\s/g, '');
  if (!key || key.length === 0 || !/^\d{6}$/.test(given)) return null;
  const now = totpStep(at);
  for (let step = now - TOTP.window; step <= now + TOTP.window; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (timingSafeEqual(Buffer.from(totpCode(key, step)), Buffer.from(given))) return step;
  }
  return null;
}

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP.digits),
    period: String(TOTP.stepSeconds),
  });
  return `otpauth://totp/${label}?${query}`;
}
