import type { Queryable } from '../db/database';

/** A request the client got a 2xx answer for: what it created (a round, a payment, an exchange, a box) under its key. */
export interface Acknowledgement {
  userId: number;
  key: string;
  status: number;
  /**
   * What the answer names: `round` for `{round: {id}}`, `payment` for a payment `{id}`, `exchange` for a Rocket Mart
   * exchange `{id}`, `lootbox` for a box `{id}` (a wheel spin bought on the wheel page).
   */
  effect: 'round' | 'payment' | 'exchange' | 'lootbox';
  id: number;
}

/** Idempotency keys of requests that create a payment (deposit, cashout) start with this. */
export const PAYMENT_KEY_PREFIX = 'payment-';

/** What "every idempotent request applied once" looks like on a database: every list is empty when it holds. */
export interface AppliedOnceReport {
  /** Acknowledged requests whose key, stored answer or effect is not in the database (`user:key`). */
  lostAcknowledgements: string[];
  /** Rounds of the players not claimed by exactly one idempotency key's answer. */
  roundsNotOnce: number[];
  /** Payments of the players not claimed by exactly one payment key's answer. */
  paymentsNotOnce: number[];
  /** Payments whose ledger postings differ from what their state allows (a deposit credited twice, a cashout paid and released…). */
  paymentPostings: number[];
  /** Bet and win postings of the players not referenced by exactly one round. */
  roundPostings: number[];
  /** Bonus postings (issue, convert, forfeit) of the players not recorded by exactly one bonus transition (the bonus journal). */
  bonusPostings: number[];
}

/** A report with nothing wrong. */
export const APPLIED_ONCE: AppliedOnceReport = {
  lostAcknowledgements: [],
  roundsNotOnce: [],
  paymentsNotOnce: [],
  paymentPostings: [],
  roundPostings: [],
  bonusPostings: [],
};

/** Acknowledged requests missing from the database: no key, another stored answer, or nothing of theirs behind it. */
export async function lostAcknowledgements(db: Queryable, acks: readonly Acknowledgement[]): Promise<string[]> {
  if (acks.length === 0) return [];
  const rows = await db.query<{ user_id: number; key: string }>(
    `select a.user_id, a.key
     from unnest($1::bigint[], $2::text[], $3::int[], $4::text[], $5::bigint[]) as a (user_id, key, status, effect, id)
     left join idempotency_keys k on k.user_id = a.user_id and k.key = a.key
     where k.key is null or k.response_status <> a.status
       or (case when a.effect = 'round' then (k.response_body -> 'round' ->> 'id')::bigint
                else (k.response_body ->> 'id')::bigint end) is distinct from a.id
       or (a.effect = 'round' and not exists (select 1 from game_rounds r where r.id = a.id and r.user_id = a.user_id))
       or (a.effect = 'payment' and not exists (select 1 from payments p where p.id = a.id and p.user_id = a.user_id))
       or (a.effect = 'exchange'
         and not exists (select 1 from comp_point_exchanges e where e.id = a.id and e.user_id = a.user_id))
       or (a.effect = 'lootbox' and not exists (select 1 from lootboxes b where b.id = a.id and b.user_id = a.user_id))`,
    [
      acks.map((ack) => ack.userId),
      acks.map((ack) => ack.key),
      acks.map((ack) => ack.status),
      acks.map((ack) => ack.effect),
      acks.map((ack) => ack.id),
    ],
  );
  return rows.map((row) => `${row.user_id}:${row.key}`);
}

/**
 * Checks that each idempotent request of `userIds` took effect once: every round and payment is claimed by exactly one
 * key's stored answer, every payment has the ledger postings its state allows (one credit per succeeded deposit; one
 * reserve per cashout, then one payout or one release), every bet and win posting belongs to one round, and every
 * bonus posting to one bonus transition. With `acks`, also that none acknowledged was lost.
 */
export async function checkAppliedOnce(
  db: Queryable,
  userIds: readonly number[],
  acks: readonly Acknowledgement[] = [],
): Promise<AppliedOnceReport> {
  const ids = [...userIds];
  const rounds = await db.query<{ id: number }>(
    `with claimed as (
       select (response_body -> 'round' ->> 'id')::bigint as id, count(*) as keys from idempotency_keys
       where user_id = any($1::bigint[]) and response_body ? 'round' group by 1)
     select coalesce(r.id, c.id) as id from game_rounds r full join claimed c on c.id = r.id
     where (r.id is null or r.user_id = any($1::bigint[])) and coalesce(c.keys, 0) <> 1 order by 1`,
    [ids],
  );
  const payments = await db.query<{ id: number }>(
    `with claimed as (
       select (response_body ->> 'id')::bigint as id, count(*) as keys from idempotency_keys
       where user_id = any($1::bigint[]) and key like $2 || '%' and response_status between 200 and 299 group by 1)
     select coalesce(p.id, c.id) as id from payments p full join claimed c on c.id = p.id
     where (p.id is null or p.user_id = any($1::bigint[])) and coalesce(c.keys, 0) <> 1 order by 1`,
    [ids, PAYMENT_KEY_PREFIX],
  );
  const postings = await db.query<{ id: number }>(
    `with counted as (
       select payment_id,
         count(*) filter (where kind = 'deposit') as credit,
         count(*) filter (where kind = 'cashout_reserve') as reserve,
         count(*) filter (where kind = 'cashout_payout') as payout,
         count(*) filter (where kind = 'cashout_release') as release
       from ledger_transactions where payment_id is not null and user_id = any($1::bigint[]) group by payment_id)
     select p.id from payments p left join counted c on c.payment_id = p.id
     where p.user_id = any($1::bigint[]) and not (
       (p.action = 'deposit' and coalesce(c.reserve, 0) + coalesce(c.payout, 0) + coalesce(c.release, 0) = 0
         and coalesce(c.credit, 0) = (p.state = 'succeeded')::int)
       or (p.action = 'cashout' and coalesce(c.credit, 0) = 0 and c.reserve = 1
         and c.payout = (p.state = 'succeeded')::int
         and c.release = (p.state in ('rejected', 'recalled', 'canceled', 'declined'))::int))
     order by p.id`,
    [ids],
  );
  const roundPostings = await db.query<{ id: number }>(
    `with referenced as (
       select id, count(*) as rounds from (
         select bet_transaction_id as id from game_rounds where user_id = any($1::bigint[]) and bet_transaction_id is not null
         union all
         select win_transaction_id from game_rounds where user_id = any($1::bigint[]) and win_transaction_id is not null) x
       group by id)
     select t.id from ledger_transactions t left join referenced r on r.id = t.id
     where t.user_id = any($1::bigint[]) and t.kind in ('bet', 'win') and coalesce(r.rounds, 0) <> 1 order by t.id`,
    [ids],
  );
  // A wager_done capped at max win posts a convert and a forfeit, and its transition names only the convert
  // (docs/faults.md, Found): such a forfeit counts as recorded when it was written in the same database transaction
  // (same xmin) as a convert that a wager_done transition names.
  const bonusPostings = await db.query<{ id: number }>(
    `with recorded as (
       select ledger_transaction_id as id, count(*) as transitions from bonus_transitions
       where ledger_transaction_id is not null group by 1),
     capped as (
       select f.id, count(*) as converts from ledger_transactions f
       join ledger_transactions c on c.xmin = f.xmin and c.user_id = f.user_id and c.kind = 'bonus_convert'
       join bonus_transitions w on w.ledger_transaction_id = c.id and w.to_stage = 'wager_done'
       where f.user_id = any($1::bigint[]) and f.kind = 'bonus_forfeit' group by f.id)
     select t.id from ledger_transactions t left join recorded r on r.id = t.id left join capped c on c.id = t.id
     where t.user_id = any($1::bigint[]) and t.kind in ('bonus_issue', 'bonus_convert', 'bonus_forfeit')
       and coalesce(r.transitions, 0) + coalesce(c.converts, 0) <> 1 order by t.id`,
    [ids],
  );
  return {
    lostAcknowledgements: await lostAcknowledgements(db, acks),
    roundsNotOnce: rounds.map((row) => row.id),
    paymentsNotOnce: payments.map((row) => row.id),
    paymentPostings: postings.map((row) => row.id),
    roundPostings: roundPostings.map((row) => row.id),
    bonusPostings: bonusPostings.map((row) => row.id),
  };
}
