/** True when a database error is a unique constraint violation (SQLSTATE 23505), optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || violated === constraint);
}

/** Messages of node-postgres for a connection that went away under a query. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

/**
 * True when a database error means the connection was lost (SQLSTATE class 08, an administrator's or the server's
 * shutdown 57P01–57P03, or node-postgres's own "connection terminated"): the request may or may not have committed,
 * and the same request sent again (with its Idempotency-Key) is the way to find out.
 */
export function isLostConnection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code))) return true;
  return typeof message === 'string' && LOST_CONNECTION_MESSAGES.some((lost) => message.startsWith(lost));
}
