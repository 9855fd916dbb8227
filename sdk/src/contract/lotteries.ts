import * as z from 'zod/mini';
import { IsoDateTime, PromoPrize, PromoStatus } from './tournaments';

/**
 * A deposit that gives tickets (api-facts §5 `deposit_scale_rules`): a deposit of at least `from_amount_cents` in
 * `currency` gives one ticket per `price_cents` of it (floored), while `active`.
 */
export const DepositScaleRule = z.object({
  from_amount_cents: z.int(),
  price_cents: z.int().check(z.positive()),
  currency: z.string(),
  active: z.boolean(),
});
export type DepositScaleRule = z.infer<typeof DepositScaleRule>;

/**
 * How anyone checks a draw afterwards (docs/lotteries.md, "Verifiable draw"). When the lottery opens the server
 * publishes `seed_hash`, the SHA-256 (hex) of a secret 32-byte seed; after the draw it publishes the `seed` (hex). The
 * winners follow from the seed and the ticket list alone (rules: `drawLotteryWinners`): hash the seed to check the
 * commitment, read GET /api/lotteries/{id}/tickets, draw again and compare with `winners`.
 */
export const LotteryDraw = z.object({
  seed_hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /** Null until the draw. */
  seed: z.nullable(z.string().check(z.regex(/^[0-9a-f]{64}$/))),
  drawn_at: z.nullable(IsoDateTime),
  /** The drawn tickets by place, empty before the draw (and when nobody bought a ticket). */
  winners: z.array(z.object({ award_place: z.int(), ticket_number: z.int(), nickname: z.string() })),
});
export type LotteryDraw = z.infer<typeof LotteryDraw>;

/** A lottery (loyalty.md §3, api-facts §5). Its status follows time as a tournament's does. */
export const Lottery = z.object({
  id: z.int(),
  title: z.string(),
  /** How tickets are won and what the prizes are, as sanitised HTML. */
  description: z.string(),
  currency: z.string(),
  frontend_identifier: z.string(),
  status: PromoStatus,
  in_progress: z.boolean(),
  start_at: IsoDateTime,
  end_at: IsoDateTime,
  finished_at: z.nullable(IsoDateTime),
  /** Price of one ticket in the Rocket Mart; null when tickets are not sold for points. */
  comp_points_ticket_price: z.nullable(z.int()),
  group_ids: z.array(z.int()),
  prizes: z.array(PromoPrize),
  deposit_scale_rules: z.record(z.string(), z.array(DepositScaleRule)),
  /** Most tickets one player may hold; null: no limit. */
  max_tickets_count_to_player: z.nullable(z.int()),
  /** Tickets of every player together. */
  lottery_tickets_count: z.int(),
  draw: LotteryDraw,
});
export type Lottery = z.infer<typeof Lottery>;

/** GET /api/lotteries: running, future and recently drawn lotteries. */
export const LotteryList = z.array(Lottery);

/** Where a ticket came from: bought with comp points, or given by a qualifying deposit. */
export const LotteryTicketSource = z.enum(['exchange', 'deposit']);

/** One of the player's tickets. `number` is its place in the lottery's ticket list (1, 2, …). */
export const LotteryTicket = z.object({
  number: z.int(),
  source: LotteryTicketSource,
  created_at: IsoDateTime,
});
export type LotteryTicket = z.infer<typeof LotteryTicket>;

/**
 * GET /api/lotteries/{id}/status, and each item of GET /api/lotteries/statuses (api-facts §5
 * `[{lottery_id, tickets, prizes}]`): the signed-in player's tickets and the prizes they won.
 */
export const LotteryStatus = z.object({
  lottery_id: z.int(),
  tickets: z.array(LotteryTicket),
  prizes: z.array(PromoPrize),
});
export type LotteryStatus = z.infer<typeof LotteryStatus>;
export const LotteryStatusList = z.array(LotteryStatus);

/** GET /api/lotteries/{id}/tickets: every ticket in number order with its holder's masked nickname, for checking a draw. */
export const LotteryTicketList = z.object({
  lottery_id: z.int(),
  tickets: z.array(z.object({ number: z.int(), nickname: z.string() })),
});
export type LotteryTicketList = z.infer<typeof LotteryTicketList>;
