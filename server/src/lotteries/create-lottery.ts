import { randomBytes } from 'node:crypto';
import { seedHash } from '@casino/sdk/rules';
import { sanitizeHtml } from '../cms/sanitize-html';
import type { Queryable } from '../db/database';
import type { PromoPrizeTerms } from '../promotions/pay-prize';

/** A deposit scale rule to create: deposits of `fromAmountCents` or more in `currency` give a ticket per `priceCents`. */
export interface NewDepositScaleRule {
  currency: string;
  fromAmountCents: number;
  priceCents: number;
  active?: boolean;
}

/** A lottery to create (docs/lotteries.md). */
export interface NewLottery {
  frontendIdentifier: string;
  title: string;
  /** HTML, sanitised before it is stored (docs/cms.md). */
  description: string;
  currency: string;
  startAt: Date;
  endAt: Date;
  groupIds?: readonly number[];
  maxTicketsCountToPlayer?: number | null;
  /** The prize places 1, 2, … in order. */
  prizes: readonly PromoPrizeTerms[];
  depositScaleRules?: readonly NewDepositScaleRule[];
}

/**
 * Creates a lottery inside `tx` with a fresh secret seed (32 bytes from node:crypto) and its published SHA-256, its
 * prize places numbered from 1 in the order given and its deposit scale rules. Returns its id.
 */
export async function createLottery(tx: Queryable, lottery: NewLottery, now: Date): Promise<number> {
  const seed = randomBytes(32).toString('hex');
  const [row] = await tx.query<{ id: number }>(
    `insert into lotteries (frontend_identifier, title, description, currency, start_at, end_at, group_ids,
       max_tickets_count_to_player, seed, seed_hash, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      lottery.frontendIdentifier,
      lottery.title,
      sanitizeHtml(lottery.description),
      lottery.currency,
      lottery.startAt,
      lottery.endAt,
      [...(lottery.groupIds ?? [])],
      lottery.maxTicketsCountToPlayer ?? null,
      seed,
      await seedHash(seed),
      now,
    ],
  );
  if (!row) throw new Error('insert into lotteries returned no row');
  for (const [index, prize] of lottery.prizes.entries()) {
    await tx.query(
      `insert into lottery_prizes (lottery_id, award_place, money_award_cents, freespins_count, freespins_game,
         freespins_bet_cents, bonus_amount_cents, wager_multiplier)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        row.id,
        index + 1,
        prize.money_award_cents,
        prize.freespins_count,
        prize.freespins_game,
        prize.freespins_bet_cents,
        prize.bonus_amount_cents,
        prize.wager_multiplier,
      ],
    );
  }
  for (const rule of lottery.depositScaleRules ?? []) {
    await tx.query(
      `insert into lottery_deposit_scale_rules (lottery_id, currency, from_amount_cents, price_cents, active)
       values ($1, $2, $3, $4, $5)`,
      [row.id, rule.currency, rule.fromAmountCents, rule.priceCents, rule.active ?? true],
    );
  }
  return row.id;
}
