import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Hashes a password with argon2id (the library's defaults: 19 MiB memory, 2 passes, 1 lane — OWASP's
 * recommended minimum). The result is a PHC string carrying its own salt and parameters.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let unknownUserHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown email) it still verifies against a throwaway
 * hash, so that the answer takes as long as for a real account and does not reveal which emails exist.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    unknownUserHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await unknownUserHash, password);
    return false;
  }
  return verify(storedHash, password);
}
