import * as z from 'zod/mini';

/**
 * The body of POST /api/comp_points/exchange/{type} (money too, api-facts §5 `{exchange:{points, currency, group}}`),
 * in a file of its own so that no widget bundle carries the schema (the SDK only sends it). `points` is the price of one
 * item the player was shown in `currency` (a changed price is refused, so nobody pays what they did not see);
 * `quantity` items are bought (default 1, at most `floor(balance / points)` and `EXCHANGE_QUANTITY_MAX`), for
 * `points × quantity` points. `currency` is the wallet money is paid into and the
 * currency free spins, loot boxes and bonuses are issued in. Send an `Idempotency-Key` header: a retry with the same key
 * spends once and answers the first answer.
 *
 * Lottery cards (loyalty.md §3: `tickets_count`, `lottery_id`, `group`): `lottery_id` is the lottery the tickets are
 * for, one of the card's `lottery_ids` (default: the first of them that is running); `tickets_count` the tickets the
 * exchange gives, the card's `rate.tickets_count` × `quantity` (checked when sent, as the price is).
 */
export const ExchangeRequest = z.object({
  exchange: z.object({
    group: z.string().check(z.maxLength(100)),
    points: z.int(),
    currency: z.string().check(z.maxLength(10)),
    quantity: z.optional(z.int()),
    tickets_count: z.optional(z.int()),
    lottery_id: z.optional(z.int()),
  }),
});
export type ExchangeRequest = z.infer<typeof ExchangeRequest>;
