import type { DepositScaleRule, Lottery, PromoPrize, PromoStatus } from '@casino/sdk/contract';
import { publicName } from '../players/public-name';

/** A `lotteries` row with the Rocket Mart's price of a ticket. The seed stays here: answers show it once drawn. */
export interface LotteryRow {
  id: number;
  frontend_identifier: string;
  title: string;
  description: string;
  currency: string;
  start_at: Date;
  end_at: Date;
  group_ids: number[];
  max_tickets_count_to_player: number | null;
  tickets_count: number;
  seed: string;
  seed_hash: string;
  drawn_at: Date | null;
  comp_points_ticket_price: number | null;
}

/**
 * The columns of {@link LotteryRow} from `lotteries l`. A ticket's price in points is the per-ticket price of the
 * active Rocket Mart card with the fewest tickets that sells this lottery's tickets (rounded up).
 */
export const LOTTERY_COLUMNS = `l.id, l.frontend_identifier, l.title, l.description, l.currency, l.start_at, l.end_at,
  l.group_ids, l.max_tickets_count_to_player, l.tickets_count, l.seed, l.seed_hash, l.drawn_at,
  (select ceil(r.points::numeric / r.tickets_count)::integer from comp_point_rates r
   where r.type = 'lotteries' and r.active and l.id::integer = any (r.lottery_ids)
   order by r.tickets_count, r.points limit 1) as comp_points_ticket_price`;

/** A `lottery_prizes` row with its winner's name once drawn. */
export interface LotteryPrizeRow {
  id: number;
  lottery_id: number;
  award_place: number;
  money_award_cents: number;
  freespins_count: number;
  freespins_game: string | null;
  freespins_bet_cents: number;
  bonus_amount_cents: number;
  wager_multiplier: number;
  paid_user_id: number | null;
  /** The winner's own nickname and e-mail (null while the place is unpaid): publicName shows them. */
  nickname: string | null;
  email: string | null;
}

/** A drawn place: the ticket and its holder's public name. */
export interface LotteryWinnerRow {
  lottery_id: number;
  award_place: number;
  ticket_number: number;
  /** The holder's own nickname and e-mail: publicName shows them. */
  nickname: string | null;
  email: string;
}

/** A deposit scale rule of a lottery. */
export interface DepositScaleRuleRow extends DepositScaleRule {
  lottery_id: number;
}

/** Where a lottery stands at `now` (loyalty.md §4): future before its start, active before its end, else archive. */
export function lotteryStatusAt(row: Pick<LotteryRow, 'start_at' | 'end_at'>, now: Date): PromoStatus {
  if (now < row.start_at) return 'future';
  if (now < row.end_at) return 'active';
  return 'archive';
}

/** A prize place as the API sends it, in the lottery's currency. */
export function toLotteryPrize(row: LotteryPrizeRow, currency: string): PromoPrize {
  return {
    id: row.id,
    award_place: row.award_place,
    currency,
    money_award_cents: row.money_award_cents,
    freespins_count: row.freespins_count,
    freespins_game: row.freespins_game,
    freespins_bet_cents: row.freespins_bet_cents,
    bonus_amount_cents: row.bonus_amount_cents,
    wager_multiplier: row.wager_multiplier,
    nickname: row.email === null ? null : publicName(row.nickname, row.email),
  };
}

/** What an answer of a lottery is built from besides its row. */
export interface LotteryParts {
  prizes: readonly LotteryPrizeRow[];
  rules: readonly DepositScaleRuleRow[];
  winners: readonly LotteryWinnerRow[];
}

/** A lottery as the API sends it (api-facts §5 Lottery, with its draw): the seed only once drawn. */
export function toLottery(row: LotteryRow, parts: LotteryParts, now: Date): Lottery {
  const status = lotteryStatusAt(row, now);
  const rules: Record<string, DepositScaleRule[]> = {};
  for (const rule of parts.rules) {
    const list = rules[rule.currency] ?? [];
    list.push({
      from_amount_cents: rule.from_amount_cents,
      price_cents: rule.price_cents,
      currency: rule.currency,
      active: rule.active,
    });
    rules[rule.currency] = list;
  }
  const drawnAt = row.drawn_at === null ? null : row.drawn_at.toISOString();
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    currency: row.currency,
    frontend_identifier: row.frontend_identifier,
    status,
    in_progress: status === 'active',
    start_at: row.start_at.toISOString(),
    end_at: row.end_at.toISOString(),
    finished_at: drawnAt,
    comp_points_ticket_price: row.comp_points_ticket_price,
    group_ids: row.group_ids,
    prizes: parts.prizes.map((prize) => toLotteryPrize(prize, row.currency)),
    deposit_scale_rules: rules,
    max_tickets_count_to_player: row.max_tickets_count_to_player,
    lottery_tickets_count: row.tickets_count,
    draw: {
      seed_hash: row.seed_hash,
      seed: drawnAt === null ? null : row.seed,
      drawn_at: drawnAt,
      winners: parts.winners.map((winner) => ({
        award_place: winner.award_place,
        ticket_number: winner.ticket_number,
        nickname: publicName(winner.nickname, winner.email),
      })),
    },
  };
}
