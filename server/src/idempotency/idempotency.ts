import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError, invalid } from '../http/http-error';
import { headerValue } from '../http/request-origin';

/** Field name of idempotency errors in `{errors}`. */
export const IDEMPOTENCY_FIELD = 'idempotency_key';
/** Longest key accepted. Defaults to 255 characters. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** An answer kept for repeats of the same request. */
export interface StoredAnswer<T> {
  status: number;
  body: T;
  /** True when this answer is a repeat of the first one (nothing moved this time). */
  replayed: boolean;
}

/** The `Idempotency-Key` header of a money-moving request; missing or malformed is a 422 that says what to send. */
export function idempotencyKey(request: FastifyRequest): string {
  const key = headerValue(request, 'idempotency-key')?.trim();
  if (!key) {
    throw invalid(
      IDEMPOTENCY_FIELD,
      'is required: send an Idempotency-Key header with a unique value (e.g. a UUID) per payment attempt, and the same value when you retry it',
    );
  }
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw invalid(IDEMPOTENCY_FIELD, `must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`);
  }
  return key;
}

/** A piece of {@link canonicalJson}'s output still to write: literal text, or a value to write canonically. */
type Pending = { text: string } | { value: unknown };

/**
 * JSON with object keys sorted, so that the same parameters in another key order hash alike. Iterative (an explicit
 * stack, not recursion), so no nesting depth overflows the call stack.
 */
function canonicalJson(root: unknown): string {
  const out: string[] = [];
  const pending: Pending[] = [{ value: root }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if ('text' in next) {
      out.push(next.text);
      continue;
    }
    const { value } = next;
    const parts: Pending[] = [];
    if (Array.isArray(value)) {
      parts.push({ text: '[' });
      value.forEach((item: unknown, index) => {
        if (index > 0) parts.push({ text: ',' });
        parts.push({ value: item });
      });
      parts.push({ text: ']' });
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      parts.push({ text: '{' });
      entries.forEach(([key, item], index) => {
        parts.push({ text: `${index > 0 ? ',' : ''}${JSON.stringify(key)}:` }, { value: item });
      });
      parts.push({ text: '}' });
    } else {
      out.push(JSON.stringify(value) ?? 'null');
    }
    for (let index = parts.length - 1; index >= 0; index--) pending.push(parts[index] as Pending);
  }
  return out.join('');
}

/** Fingerprint of a request's parameters: method, path and canonical body. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonicalJson(body ?? null)}`)
    .digest('hex');
}

/**
 * Runs `fn` at most once per player and key, inside the caller's transaction. The key is claimed first (a concurrent
 * request with the same key waits until this transaction ends); the answer is stored in the same transaction, so a
 * committed key always holds its first answer and a refused (rolled back) request leaves no key. A repeat with the
 * same parameters gets that answer back; the same key with other parameters is a 422.
 */
export async function once<T>(
  tx: Queryable,
  userId: number,
  key: string,
  fingerprint: string,
  now: Date,
  fn: () => Promise<{ status: number; body: T }>,
): Promise<StoredAnswer<T>> {
  const claimed = await tx.query(
    `insert into idempotency_keys (user_id, key, request_hash, created_at) values ($1, $2, $3, $4)
     on conflict (user_id, key) do nothing returning key`,
    [userId, key, fingerprint, now],
  );
  if (claimed.length === 0) {
    const [stored] = await tx.query<{ request_hash: string; response_status: number | null; response_body: T }>(
      'select request_hash, response_status, response_body from idempotency_keys where user_id = $1 and key = $2',
      [userId, key],
    );
    if (!stored || stored.response_status === null) {
      throw new Error(`idempotency key of player ${userId} is committed without an answer`);
    }
    if (stored.request_hash !== fingerprint) {
      throw new HttpError(422, {
        [IDEMPOTENCY_FIELD]: ['was already used for a request with other parameters: send a new key for a new payment'],
      });
    }
    return { status: stored.response_status, body: stored.response_body, replayed: true };
  }
  const answer = await fn();
  await tx.query(
    `update idempotency_keys set response_status = $3, response_body = $4::jsonb where user_id = $1 and key = $2`,
    [userId, key, answer.status, JSON.stringify(answer.body)],
  );
  return { ...answer, replayed: false };
}
