/** Runs SQL on one connection or inside one transaction. Parameters are `$1`, `$2`... */
export interface Queryable {
  /** Runs one statement and returns its rows (empty for statements without a result). */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

/** The server's only way to PostgreSQL: PGlite (embedded) or a `pg` pool (real server), same SQL for both. */
export interface Database extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Use only `tx` inside. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of every `NOTIFY channel` (sent by any connection, delivered after its commit)
   * until the returned function is awaited. `onGap` runs when a lost listening connection is back: notifications sent
   * in between never arrive, so the listener must catch up from its own records.
   */
  listen(channel: string, onNotify: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  /** Closes the connection or the pool. */
  close(): Promise<void>;
}
