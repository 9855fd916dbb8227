import type { Lottery, LotteryStatus, LotteryTicketList } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { publicName } from '../players/public-name';
import {
  type DepositScaleRuleRow,
  LOTTERY_COLUMNS,
  type LotteryParts,
  type LotteryPrizeRow,
  type LotteryRow,
  type LotteryWinnerRow,
  toLottery,
  toLotteryPrize,
} from './lottery-record';

/** How long a drawn lottery stays in GET /api/lotteries after its end. */
export const RECENT_LOTTERY_DAYS = 30;
const DAY_MS = 86_400_000;

/** The prizes, deposit scale rules and winners of `ids`, grouped by lottery. */
async function loadParts(db: Queryable, ids: readonly number[]): Promise<Map<number, LotteryParts>> {
  const prizes = await db.query<LotteryPrizeRow>(
    `select p.id, p.lottery_id, p.award_place, p.money_award_cents, p.freespins_count, p.freespins_game,
       p.freespins_bet_cents, p.bonus_amount_cents, p.wager_multiplier, p.paid_user_id,
       u.nickname, u.email
     from lottery_prizes p left join users u on u.id = p.paid_user_id
     where p.lottery_id = any ($1::bigint[]) order by p.lottery_id, p.award_place`,
    [ids],
  );
  const rules = await db.query<DepositScaleRuleRow>(
    `select r.lottery_id, r.currency, r.from_amount_cents, r.price_cents, r.active
     from lottery_deposit_scale_rules r join currencies c on c.code = r.currency
     where r.lottery_id = any ($1::bigint[]) order by r.lottery_id, c.position, r.from_amount_cents`,
    [ids],
  );
  const winners = await db.query<LotteryWinnerRow>(
    `select w.lottery_id, w.award_place, w.ticket_number, u.nickname, u.email
     from lottery_winners w join users u on u.id = w.user_id
     where w.lottery_id = any ($1::bigint[]) order by w.lottery_id, w.award_place`,
    [ids],
  );
  const parts = new Map<
    number,
    { prizes: LotteryPrizeRow[]; rules: DepositScaleRuleRow[]; winners: LotteryWinnerRow[] }
  >(ids.map((id) => [id, { prizes: [], rules: [], winners: [] }]));
  for (const prize of prizes) parts.get(prize.lottery_id)?.prizes.push(prize);
  for (const rule of rules) parts.get(rule.lottery_id)?.rules.push(rule);
  for (const winner of winners) parts.get(winner.lottery_id)?.winners.push(winner);
  return parts;
}

async function answers(db: Queryable, rows: readonly LotteryRow[], now: Date): Promise<Lottery[]> {
  const parts = await loadParts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toLottery(row, parts.get(row.id) ?? { prizes: [], rules: [], winners: [] }, now));
}

/** The rows GET /api/lotteries lists at `now`: running and future ones by end, then those drawn recently, newest first. */
async function listedRows(db: Queryable, now: Date): Promise<LotteryRow[]> {
  return db.query<LotteryRow>(
    `select ${LOTTERY_COLUMNS} from lotteries l
     where l.end_at > $1 or l.drawn_at is null or l.end_at > $2
     order by l.end_at <= $1, case when l.end_at > $1 then l.end_at end, l.end_at desc, l.id`,
    [now, new Date(now.getTime() - RECENT_LOTTERY_DAYS * DAY_MS)],
  );
}

/** GET /api/lotteries: running and future lotteries, then the ones that ended in the last {@link RECENT_LOTTERY_DAYS}. */
export async function listLotteries(db: Queryable, now: Date): Promise<Lottery[]> {
  return answers(db, await listedRows(db, now), now);
}

/** A lottery by its `frontend_identifier` or its numeric id; null when there is none. */
export async function findLottery(db: Queryable, slug: string, now: Date): Promise<Lottery | null> {
  const id = /^[1-9][0-9]{0,15}$/.test(slug) ? Number(slug) : null;
  const rows = await db.query<LotteryRow>(
    `select ${LOTTERY_COLUMNS} from lotteries l where l.frontend_identifier = $1 or l.id = $2 order by l.id = $2 desc
     limit 1`,
    [slug, id],
  );
  const [lottery] = await answers(db, rows, now);
  return lottery ?? null;
}

/** Whether a lottery `id` exists. */
export async function lotteryExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.query('select 1 from lotteries where id = $1', [id]);
  return row !== undefined;
}

/** The player's tickets and won prizes in each of `lotteryIds`, one status per lottery in that order. */
async function statusesOf(db: Queryable, userId: number, lotteryIds: readonly number[]): Promise<LotteryStatus[]> {
  const tickets = await db.query<{
    lottery_id: number;
    number: number;
    source: 'exchange' | 'deposit';
    created_at: Date;
  }>(
    `select t.lottery_id, t.number, t.source, t.created_at from lottery_tickets t
     where t.user_id = $1 and t.lottery_id = any ($2::bigint[]) order by t.lottery_id, t.number`,
    [userId, lotteryIds],
  );
  const prizes = await db.query<LotteryPrizeRow & { currency: string }>(
    `select p.id, p.lottery_id, p.award_place, p.money_award_cents, p.freespins_count, p.freespins_game,
       p.freespins_bet_cents, p.bonus_amount_cents, p.wager_multiplier, p.paid_user_id, l.currency,
       u.nickname, u.email
     from lottery_prizes p join lotteries l on l.id = p.lottery_id join users u on u.id = p.paid_user_id
     where p.paid_user_id = $1 and p.lottery_id = any ($2::bigint[]) order by p.lottery_id, p.award_place`,
    [userId, lotteryIds],
  );
  return lotteryIds.map((id) => ({
    lottery_id: id,
    tickets: tickets
      .filter((ticket) => ticket.lottery_id === id)
      .map((ticket) => ({ number: ticket.number, source: ticket.source, created_at: ticket.created_at.toISOString() })),
    prizes: prizes.filter((prize) => prize.lottery_id === id).map((prize) => toLotteryPrize(prize, prize.currency)),
  }));
}

/** GET /api/lotteries/statuses: the player's status in every lottery GET /api/lotteries lists, in its order. */
export async function listLotteryStatuses(db: Queryable, userId: number, now: Date): Promise<LotteryStatus[]> {
  const rows = await listedRows(db, now);
  return statusesOf(
    db,
    userId,
    rows.map((row) => row.id),
  );
}

/** GET /api/lotteries/{id}/status: the player's tickets and prizes in lottery `id`. */
export async function lotteryStatus(db: Queryable, userId: number, id: number): Promise<LotteryStatus> {
  const [status] = await statusesOf(db, userId, [id]);
  if (!status) throw new Error(`no status for lottery ${id}`);
  return status;
}

/** GET /api/lotteries/{id}/tickets: every ticket in number order with its holder's public name. */
export async function listLotteryTickets(db: Queryable, id: number): Promise<LotteryTicketList> {
  const tickets = await db.query<{ number: number; nickname: string | null; email: string }>(
    `select t.number, u.nickname, u.email from lottery_tickets t join users u on u.id = t.user_id
     where t.lottery_id = $1 order by t.number`,
    [id],
  );
  return {
    lottery_id: id,
    tickets: tickets.map((ticket) => ({ number: ticket.number, nickname: publicName(ticket.nickname, ticket.email) })),
  };
}
