// A Database that counts the SQL statements sent through it, for benches that report statements per request.
import type { Database, Queryable } from '../server/src/db/database';

/** `db` with a count of every statement sent through it: queries, scripts, and each transaction's begin and commit. */
export function countingDatabase(db: Database): { db: Database; statements: () => number; reset: () => void } {
  let statements = 0;
  const counting = (inner: Queryable): Queryable => ({
    query(sql, params) {
      statements += 1;
      return inner.query(sql, params);
    },
    exec(script) {
      statements += 1;
      return inner.exec(script);
    },
  });
  return {
    db: {
      ...counting(db),
      transaction(fn) {
        statements += 2;
        return db.transaction((tx) => fn(counting(tx)));
      },
      listen: (channel, onNotify, onGap) => db.listen(channel, onNotify, onGap),
      close: () => db.close(),
    },
    statements: () => statements,
    reset: () => {
      statements = 0;
    },
  };
}
