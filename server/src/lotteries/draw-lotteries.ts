import { drawLotteryWinners } from '@casino/sdk/rules';
import type { Database, Queryable } from '../db/database';
import { type PromoPrizeTerms, payPromoPrize } from '../promotions/pay-prize';

/** A drawn lottery: its id and the tickets drawn, place 1 first. */
export interface DrawnLottery {
  lotteryId: number;
  winners: { award_place: number; ticket_number: number; user_id: number }[];
}

const ORDINALS = ['1st', '2nd', '3rd'];

function placeName(place: number): string {
  return ORDINALS[place - 1] ?? `${place}th`;
}

/**
 * Draws lottery `id` inside `tx` once its end has passed (docs/lotteries.md, Draw): claims it (`drawn_at` set where it
 * is null: one claim across processes, and the ticket issue's lock on the same row means every ticket is in or none
 * is added after), draws the winning tickets from its seed and the ticket list with the rules' `drawLotteryWinners`
 * (the code anyone verifies with), stores them and pays each prize place to its ticket's holder, in the ticket's wallet
 * (ledger cash from `house_lotteries`, free spins, a bonus). Setting `drawn_at` publishes the seed. Null when another
 * run drew it or it is not due.
 */
export async function drawLottery(tx: Queryable, id: number, now: Date): Promise<DrawnLottery | null> {
  const [claimed] = await tx.query<{ seed: string; currency: string; title: string }>(
    `update lotteries set drawn_at = $2 where id = $1 and drawn_at is null and end_at <= $2
     returning seed, currency, title`,
    [id, now],
  );
  if (!claimed) return null;
  const tickets = await tx.query<{ number: number; user_id: number; currency: string }>(
    'select number, user_id, currency from lottery_tickets where lottery_id = $1 order by number',
    [id],
  );
  const prizes = await tx.query<PromoPrizeTerms & { award_place: number }>(
    `select award_place, money_award_cents, freespins_count, freespins_game, freespins_bet_cents, bonus_amount_cents,
       wager_multiplier
     from lottery_prizes where lottery_id = $1 order by award_place`,
    [id],
  );
  const holders = new Map(tickets.map((ticket) => [ticket.number, ticket]));
  const drawn = await drawLotteryWinners(
    claimed.seed,
    tickets.map((ticket) => ticket.number),
    prizes.length,
  );
  const winners: DrawnLottery['winners'] = [];
  for (const { award_place: place, ticket_number: number } of drawn) {
    const ticket = holders.get(number);
    const prize = prizes[place - 1];
    if (!ticket || !prize) throw new Error(`lottery ${id}: place ${place} drew ticket ${number} that is not listed`);
    await tx.query(
      `insert into lottery_winners (lottery_id, award_place, ticket_number, user_id) values ($1, $2, $3, $4)`,
      [id, prize.award_place, number, ticket.user_id],
    );
    const [unpaid] = await tx.query(
      `update lottery_prizes set paid_user_id = $3, paid_at = $4
       where lottery_id = $1 and award_place = $2 and paid_user_id is null returning id`,
      [id, prize.award_place, ticket.user_id, now],
    );
    if (unpaid) {
      await payPromoPrize(
        tx,
        prize,
        {
          userId: ticket.user_id,
          prizeCurrency: claimed.currency,
          walletCurrency: ticket.currency,
          title: `${claimed.title}: ${placeName(prize.award_place)} prize`,
          groupKey: `lottery:${id}`,
          house: 'house_lotteries',
          transactionKind: 'lottery_prize',
        },
        now,
      );
    }
    winners.push({ award_place: prize.award_place, ticket_number: number, user_id: ticket.user_id });
  }
  return { lotteryId: id, winners };
}

/**
 * The draw job (scheduled with the others): draws every lottery whose end has passed and that nobody drew yet, each in
 * its own transaction, oldest end first. Returns the lotteries this run drew.
 */
export async function drawDueLotteries(db: Database, now: Date): Promise<DrawnLottery[]> {
  const due = await db.query<{ id: number }>(
    'select id from lotteries where drawn_at is null and end_at <= $1 order by end_at, id',
    [now],
  );
  const drawn: DrawnLottery[] = [];
  for (const { id } of due) {
    const result = await db.transaction((tx) => drawLottery(tx, id, now));
    if (result) drawn.push(result);
  }
  return drawn;
}
