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
  /** Closes the connection or the pool. */
  close(): Promise<void>;
}
