import type { Queryable } from '../db/database';

/** What "every exchange applied once, every box paid once" looks like on a database: every list is empty when it holds. */
export interface LoyaltyOnceReport {
  /** Exchanges of the players not claimed by exactly one idempotency key's stored answer (shop or wheel page). */
  exchangesNotOnce: number[];
  /**
   * Exchanges whose journal entry is not exactly one `exchange:{id}` spending their points, whose loot boxes are not
   * `quantity`, or whose lottery tickets are not `quantity` × the card's tickets.
   */
  exchangePostings: number[];
  /** Players whose money or free-spin exchanges and the cash postings or free-spin records they gave differ in number. */
  exchangeGifts: number[];
  /** Points spent as `exchange` (journal references) with no exchange of the player behind them. */
  unexplainedSpending: string[];
  /** Boxes and gifts that break "a box pays once" (`box:{id}`, `bonus:{id}`, `freespins:{id}`). */
  lootboxPayouts: string[];
}

/** A report with nothing wrong. */
export const LOYALTY_ONCE: LoyaltyOnceReport = {
  exchangesNotOnce: [],
  exchangePostings: [],
  exchangeGifts: [],
  unexplainedSpending: [],
  lootboxPayouts: [],
};

/**
 * Checks the Rocket Mart's and the loot boxes' effects for `userIds` (docs/faults.md): every exchange is claimed by
 * one stored answer (an exchange's `id`, or a bought wheel spin's box issued `exchange:{id}:1`), spends its points once
 * in the journal and gives what its type gives once (one cash posting per money exchange, one free-spin record per
 * free-spin exchange, `quantity` boxes, `quantity` × the card's tickets); no point is spent as an exchange without one; and every opened box names one
 * gift of its group key, which no other box names, and every gift of a loot box configuration's group key came from
 * exactly one box.
 */
export async function checkLoyaltyOnce(db: Queryable, userIds: readonly number[]): Promise<LoyaltyOnceReport> {
  const ids = [...userIds];
  const notOnce = await db.query<{ id: number }>(
    `with answered as (
       select coalesce(
           case when k.response_body ? 'issued' then (k.response_body ->> 'id')::bigint end,
           (select split_part(b.reference, ':', 2)::bigint from lootboxes b
            where k.response_body ? 'items' and b.id = (k.response_body ->> 'id')::bigint
              and b.reference like 'exchange:%')) as id
       from idempotency_keys k
       where k.user_id = any($1::bigint[]) and k.response_status between 200 and 299
         and (k.response_body ? 'issued' or k.response_body ? 'items')),
     claimed as (select id, count(*) as keys from answered group by id)
     select coalesce(e.id, c.id) as id from comp_point_exchanges e full join claimed c on c.id = e.id
     where (e.id is null or e.user_id = any($1::bigint[])) and coalesce(c.keys, 0) <> 1 order by 1`,
    [ids],
  );
  const postings = await db.query<{ id: number }>(
    `select e.id from comp_point_exchanges e
     where e.user_id = any($1::bigint[]) and not (
       (select count(*) from comp_point_entries j where j.reference = 'exchange:' || e.id) = 1
       and (select sum(j.points) from comp_point_entries j
            where j.reference = 'exchange:' || e.id and j.user_id = e.user_id and j.kind = 'chargeable') = -e.points
       and (select count(*) from lootboxes b where b.reference like 'exchange:' || e.id || ':%' and b.user_id = e.user_id)
         = case when e.type = 'lootboxes' then e.quantity else 0 end
       and (select count(*) from lottery_tickets t where t.reference like 'exchange:' || e.id || ':%'
              and t.user_id = e.user_id)
         = case when e.type = 'lotteries' then
             e.quantity * (select r.tickets_count from comp_point_rates r where r.group_key = e.group_key) else 0 end)
     order by e.id`,
    [ids],
  );
  const gifts = await db.query<{ user_id: number }>(
    `select u.id as user_id from unnest($1::bigint[]) as u (id)
     where (select count(*) from comp_point_exchanges e where e.user_id = u.id and e.type = 'money')
         <> (select count(*) from ledger_transactions t where t.user_id = u.id and t.kind = 'comp_points_exchange')
       or (select count(*) from comp_point_exchanges e where e.user_id = u.id and e.type = 'freespins')
         <> (select count(*) from freespins f where f.user_id = u.id and f.group_key = 'rocket_mart')
     order by 1`,
    [ids],
  );
  const spending = await db.query<{ reference: string }>(
    `select j.reference from comp_point_entries j
     where j.user_id = any($1::bigint[]) and j.reason = 'exchange' and not exists
       (select 1 from comp_point_exchanges e where 'exchange:' || e.id = j.reference and e.user_id = j.user_id)
     order by j.id`,
    [ids],
  );
  const payouts = await db.query<{ what: string }>(
    `select 'box:' || b.id as what from lootboxes b
     where b.user_id = any($1::bigint[]) and b.stage = 'activated'
       and not exists (select 1 from bonuses x where x.id = b.bonus_id and x.user_id = b.user_id
                         and x.group_key = b.group_key)
       and not exists (select 1 from freespins f where f.id = b.freespin_id and f.user_id = b.user_id
                         and f.group_key = b.group_key)
     union all
     select 'bonus:' || x.id from bonuses x
     where x.user_id = any($1::bigint[]) and x.group_key in (select group_key from lootbox_configs)
       and (select count(*) from lootboxes b where b.bonus_id = x.id) <> 1
     union all
     select 'freespins:' || f.id from freespins f
     where f.user_id = any($1::bigint[]) and f.group_key in (select group_key from lootbox_configs)
       and (select count(*) from lootboxes b where b.freespin_id = f.id) <> 1`,
    [ids],
  );
  return {
    exchangesNotOnce: notOnce.map((row) => row.id),
    exchangePostings: postings.map((row) => row.id),
    exchangeGifts: gifts.map((row) => row.user_id),
    unexplainedSpending: spending.map((row) => row.reference),
    lootboxPayouts: payouts.map((row) => row.what),
  };
}
