import { openEmptyTestDatabase } from '../testing/test-database';
import type { Database } from './database';
import { parseInt8 } from './type-parsers';

describe('type parsers', () => {
  it('reads bigint as a number and refuses what a double cannot hold exactly', () => {
    expect(parseInt8('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseInt8('-42')).toBe(-42);
    expect(() => parseInt8('9007199254740993')).toThrow(/outside the safe integer range/);
  });

  describe('on the test database', () => {
    let db: Database;
    beforeAll(async () => {
      db = await openEmptyTestDatabase();
    });
    afterAll(() => db.close());

    it('gives bigint as number and date as YYYY-MM-DD text on both drivers', async () => {
      const [row] = await db.query<{ amount: unknown; day: unknown; at: unknown }>(
        `select 125000::bigint as amount, date '1990-04-12' as day, timestamptz '2026-03-02 12:00:00+00' as at`,
      );
      expect(row).toEqual({ amount: 125000, day: '1990-04-12', at: new Date('2026-03-02T12:00:00Z') });
      await expect(db.query('select 9007199254740993::bigint as too_big')).rejects.toThrow(/safe integer/);
    });
  });
});
