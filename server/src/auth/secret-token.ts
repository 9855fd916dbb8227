import { createHash, randomBytes } from 'node:crypto';

/** A random token for a cookie or an emailed link, and the SHA-256 under which it is stored. */
export interface SecretToken {
  token: string;
  hash: string;
}

/** SHA-256 (hex) of a token: the only form in which tokens reach the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Makes a token of 32 random bytes (base64url). */
export function newSecretToken(): SecretToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
