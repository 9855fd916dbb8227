import type { Queryable } from '../db/database';
import type { PaymentRow } from '../payments/payment-record';
import { issueTickets } from './issue-tickets';

/** Tickets a deposit gave in one lottery. */
export interface DepositTickets {
  lotteryId: number;
  numbers: number[];
}

/**
 * Gives the tickets a deposit earns inside its transaction (docs/lotteries.md, Tickets): in every lottery running at
 * `now` with an active deposit scale rule of the deposit's currency that the amount reaches, the rule with the highest
 * threshold gives one ticket per `price_cents` of the amount (floored), up to the player's room under the lottery's
 * limit. Lotteries whose groups the player is in none of give nothing. Referenced `payment:{id}`, so once per deposit.
 * Lotteries are locked in id order, after the deposit's ledger accounts.
 */
export async function issueDepositTickets(tx: Queryable, deposit: PaymentRow, now: Date): Promise<DepositTickets[]> {
  const earned = await tx.query<{ lottery_id: number; tickets: number }>(
    `select distinct on (l.id) l.id as lottery_id, ($3::bigint / r.price_cents)::integer as tickets
     from lotteries l join lottery_deposit_scale_rules r on r.lottery_id = l.id
     where l.start_at <= $1 and l.end_at > $1 and l.drawn_at is null
       and r.currency = $2 and r.active and r.from_amount_cents <= $3
     order by l.id, r.from_amount_cents desc`,
    [now, deposit.currency, deposit.amount_cents],
  );
  const given: DepositTickets[] = [];
  for (const { lottery_id: lotteryId, tickets } of earned) {
    if (tickets <= 0) continue;
    const issued = await issueTickets(
      tx,
      {
        lotteryId,
        userId: deposit.user_id,
        currency: deposit.currency,
        source: 'deposit',
        reference: `payment:${deposit.id}`,
        count: tickets,
        overLimit: 'cap',
      },
      now,
    );
    if (issued.numbers.length > 0) given.push({ lotteryId, numbers: issued.numbers });
  }
  return given;
}
