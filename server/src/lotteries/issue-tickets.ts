import type { LotteryTicket } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';

/** What gives the tickets. */
export interface TicketGrant {
  lotteryId: number;
  userId: number;
  /** The wallet they come with (a cash prize is paid into it). */
  currency: string;
  source: LotteryTicket['source'];
  /** What gives them (`exchange:{id}`, `payment:{id}`); ticket `n` of it is referenced `{reference}:{n}`. */
  reference: string;
  count: number;
  /**
   * Over the lottery's limit per player: `refuse` the whole grant (an exchange, which the player can change), or give
   * only the tickets the player still has room for (`cap`: a deposit).
   */
  overLimit: 'refuse' | 'cap';
}

/** Why tickets were not given: the lottery is not running for this player, or he would hold more than its limit. */
export type TicketRefusal = 'lottery_not_running' | 'tickets_limit';

/** The outcome of {@link issueTickets}: the new tickets' numbers (none for a repeated reference), or a refusal. */
export type IssuedTickets = { refused: null; numbers: number[] } | { refused: TicketRefusal; numbers: [] };

/**
 * Gives a player numbered tickets of a running lottery inside `tx` (docs/lotteries.md, Tickets). Locks the lottery's
 * row: numbers follow its `tickets_count` without gaps or collisions, the player's limit is counted under the lock,
 * and a lottery the draw job has claimed is found drawn. Lock order: after the wallet's ledger accounts (a deposit),
 * before the comp point balance (an exchange). Refused when the lottery is not running at `now`
 * (not started, ended or drawn) or the player is in none of its groups. A reference that already gave tickets gives
 * none again.
 */
export async function issueTickets(tx: Queryable, grant: TicketGrant, now: Date): Promise<IssuedTickets> {
  const [lottery] = await tx.query<{ running: boolean; eligible: boolean; max: number | null }>(
    `select l.start_at <= $2 and l.end_at > $2 and l.drawn_at is null as running,
       cardinality(l.group_ids) = 0 or exists (
         select 1 from user_groups g where g.user_id = $3 and g.group_id = any (l.group_ids)) as eligible,
       l.max_tickets_count_to_player as max
     from lotteries l where l.id = $1 for update`,
    [grant.lotteryId, now, grant.userId],
  );
  if (!lottery?.running || !lottery.eligible) return { refused: 'lottery_not_running', numbers: [] };
  const [held] = await tx.query<{ count: number; repeated: boolean }>(
    `select count(*)::integer as count, bool_or(t.reference = $3 || ':1') as repeated from lottery_tickets t
     where t.lottery_id = $1 and t.user_id = $2`,
    [grant.lotteryId, grant.userId, grant.reference],
  );
  if (held?.repeated) return { refused: null, numbers: [] };
  let count = grant.count;
  if (lottery.max !== null && (held?.count ?? 0) + count > lottery.max) {
    if (grant.overLimit === 'refuse') return { refused: 'tickets_limit', numbers: [] };
    count = Math.max(0, lottery.max - (held?.count ?? 0));
  }
  if (count <= 0) return { refused: null, numbers: [] };
  const rows = await tx.query<{ number: number }>(
    `with counted as (
       update lotteries set tickets_count = tickets_count + $2 where id = $1 returning tickets_count
     )
     insert into lottery_tickets (lottery_id, number, user_id, currency, source, reference, created_at)
     select $1, c.tickets_count - $2 + n, $3, $4, $5, $6 || ':' || n, $7
     from counted c, generate_series(1, $2::integer) as n
     returning number`,
    [grant.lotteryId, count, grant.userId, grant.currency, grant.source, grant.reference, now],
  );
  return { refused: null, numbers: rows.map((row) => row.number).sort((a, b) => a - b) };
}
