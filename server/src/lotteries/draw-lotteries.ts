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
 * is null: one claim across processes; ticket issues lock the same row, so every ticket is in or none is added after),
 * draws the winning tickets from its seed and the ticket list with the rules' `drawLotteryWinners` (the code anyone
 * verifies with) and stores them. Setting `drawn_at` publishes the seed. The prizes are paid after, each in its own
 * transaction ({@link payLotteryPrize}), so the draw locks no wallet. Null when another run drew it or it is not due.
 */
export async function drawLottery(tx: Queryable, id: number, now: Date): Promise<DrawnLottery | null> {
  const [claimed] = await tx.query<{ seed: string }>(
    `update lotteries set drawn_at = $2 where id = $1 and drawn_at is null and end_at <= $2 returning seed`,
    [id, now],
  );
  if (!claimed) return null;
  const tickets = await tx.query<{ number: number; user_id: number }>(
    'select number, user_id from lottery_tickets where lottery_id = $1 order by number',
    [id],
  );
  const [prizes] = await tx.query<{ places: number }>(
    'select count(*)::integer as places from lottery_prizes where lottery_id = $1',
    [id],
  );
  const holders = new Map(tickets.map((ticket) => [ticket.number, ticket.user_id]));
  const drawn = await drawLotteryWinners(
    claimed.seed,
    tickets.map((ticket) => ticket.number),
    prizes?.places ?? 0,
  );
  const winners = drawn.map(({ award_place, ticket_number }) => {
    const userId = holders.get(ticket_number);
    if (userId === undefined) throw new Error(`lottery ${id}: ticket ${ticket_number} was drawn but is not listed`);
    return { award_place, ticket_number, user_id: userId };
  });
  await tx.query(
    `insert into lottery_winners (lottery_id, award_place, ticket_number, user_id)
     select $1, w.place, w.ticket, w.user_id from unnest($2::integer[], $3::integer[], $4::bigint[]) as w (place, ticket, user_id)`,
    [
      id,
      winners.map((winner) => winner.award_place),
      winners.map((winner) => winner.ticket_number),
      winners.map((winner) => winner.user_id),
    ],
  );
  return { lotteryId: id, winners };
}

/**
 * Pays a drawn place inside `tx` to the holder of its ticket, in the ticket's wallet (ledger cash from
 * `house_lotteries`, free spins, a bonus: `payPromoPrize`): claims the prize (`paid_user_id` set where it is null), so
 * a place is paid once across runs and processes. False when it was paid already.
 */
export async function payLotteryPrize(tx: Queryable, lotteryId: number, place: number, now: Date): Promise<boolean> {
  const [prize] = await tx.query<
    PromoPrizeTerms & { user_id: number; wallet: string; currency: string; title: string; award_place: number }
  >(
    `update lottery_prizes p set paid_user_id = w.user_id, paid_at = $3
     from lottery_winners w, lottery_tickets t, lotteries l
     where p.lottery_id = $1 and p.award_place = $2 and p.paid_user_id is null
       and w.lottery_id = p.lottery_id and w.award_place = p.award_place
       and t.lottery_id = w.lottery_id and t.number = w.ticket_number and l.id = p.lottery_id
     returning p.award_place, p.money_award_cents, p.freespins_count, p.freespins_game, p.freespins_bet_cents,
       p.bonus_amount_cents, p.wager_multiplier, w.user_id, t.currency as wallet, l.currency, l.title`,
    [lotteryId, place, now],
  );
  if (!prize) return false;
  await payPromoPrize(
    tx,
    prize,
    {
      userId: prize.user_id,
      prizeCurrency: prize.currency,
      walletCurrency: prize.wallet,
      title: `${prize.title}: ${placeName(prize.award_place)} prize`,
      groupKey: `lottery:${lotteryId}`,
      house: 'house_lotteries',
      transactionKind: 'lottery_prize',
    },
    now,
  );
  return true;
}

/**
 * The draw job (scheduled with the others): draws every lottery whose end has passed and that nobody drew yet, each in
 * its own transaction, oldest end first; then pays every drawn place not paid yet, each in its own transaction (also
 * those a stopped run left). Returns the lotteries this run drew.
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
  const unpaid = await db.query<{ lottery_id: number; award_place: number }>(
    `select w.lottery_id, w.award_place from lottery_winners w
     join lottery_prizes p on p.lottery_id = w.lottery_id and p.award_place = w.award_place
     where p.paid_user_id is null order by w.lottery_id, w.award_place`,
  );
  for (const { lottery_id: lotteryId, award_place: place } of unpaid) {
    await db.transaction((tx) => payLotteryPrize(tx, lotteryId, place, now));
  }
  return drawn;
}
