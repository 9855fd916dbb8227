import type { Queryable } from '../db/database';

/** The jackpot books of one currency: what went into the pools and where it is now, in minor units. */
export interface JackpotBooks {
  currency: string;
  /** Entries into `house_jackpot_pools` by the bets' postings. */
  contributions: number;
  /** Entries into `house_jackpot_pools` by seed postings (`jackpot_seed`). */
  seeds: number;
  /** What the levels of jackpots in this currency hold now (`jackpot_level_amounts`). */
  pools: number;
  /** What wins took out of `house_jackpot_pools` (`jackpot_win`). */
  winsPaid: number;
  /** Whole cents the shards were contributed (what the levels' pools got from bets). */
  shardCents: number;
}

/**
 * The jackpot ledger invariant per jackpot currency (docs/jackpots.md): contributions + seeds = pools + wins paid,
 * and the contributions the ledger moved equal the whole cents the pool shards hold. Equal sides mean the books are
 * right.
 */
export async function jackpotBooks(db: Queryable): Promise<JackpotBooks[]> {
  return db.query<JackpotBooks>(
    `with currency as (select distinct currency from jackpots),
     entry as (
       select a.currency, t.kind, e.amount_cents from ledger_entries e
       join ledger_accounts a on a.id = e.account_id and a.kind = 'house_jackpot_pools'
       join ledger_transactions t on t.id = e.transaction_id
     )
     select c.currency,
       coalesce((select sum(amount_cents) from entry where entry.currency = c.currency and kind = 'bet'), 0)::bigint
         as contributions,
       coalesce((select sum(amount_cents) from entry where entry.currency = c.currency and kind = 'jackpot_seed'), 0)
         ::bigint as seeds,
       coalesce((select sum(a.amount_cents) from jackpot_levels l join jackpots j on j.id = l.jackpot_id
         join jackpot_level_amounts(array[l.id]) a on true where j.currency = c.currency), 0)::bigint as pools,
       coalesce((select -sum(amount_cents) from entry where entry.currency = c.currency and kind = 'jackpot_win'), 0)
         ::bigint as "winsPaid",
       coalesce((select sum(floor(p.contributed[l.index + 1])) from jackpot_pools p
         join jackpot_levels l on l.jackpot_id = p.jackpot_id join jackpots j on j.id = l.jackpot_id
         where j.currency = c.currency), 0)::bigint as "shardCents"
     from currency c order by c.currency`,
  );
}
