import { Lottery } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { parseInput, sendContract } from '../http/contract';
import { type FieldMessages, HttpError } from '../http/http-error';
import { createLottery } from '../lotteries/create-lottery';
import { findLottery } from '../lotteries/read-lotteries';

const count = z.int().check(z.nonnegative());

/** A prize place of POST /dev/lotteries (the `lottery_prizes` columns; omitted amounts are zero), places 1, 2, … in order. */
const DevLotteryPrize = z.object({
  money_award_cents: z.optional(count),
  freespins_count: z.optional(count),
  freespins_game: z.optional(z.nullable(z.string())),
  freespins_bet_cents: z.optional(count),
  bonus_amount_cents: z.optional(count),
  wager_multiplier: z.optional(count),
});

/**
 * POST /dev/lotteries (docs/lotteries.md, Dev endpoint): a lottery starting `starts_in_seconds` from now (default 0,
 * may be negative) and ending `ends_in_seconds` from now (default 10), for browser tests that wait for a draw. Unless
 * `sold_for_points` is false, the Rocket Mart's lottery cards sell its tickets first. Every other field is the
 * lottery's, with defaults: a generated identifier, USD, one place of $10 cash.
 */
const DevLotteryRequest = z.object({
  frontend_identifier: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}$/))),
  title: z.optional(z.string().check(z.minLength(1))),
  description: z.optional(z.string()),
  currency: z.optional(z.string()),
  starts_in_seconds: z.optional(z.number()),
  ends_in_seconds: z.optional(z.number().check(z.positive())),
  group_ids: z.optional(z.array(z.int())),
  max_tickets_count_to_player: z.optional(z.nullable(z.int().check(z.positive()))),
  prizes: z.optional(z.array(DevLotteryPrize)),
  deposit_scale_rules: z.optional(
    z.array(
      z.object({
        currency: z.string(),
        from_amount_cents: count,
        price_cents: z.int().check(z.positive()),
        active: z.optional(z.boolean()),
      }),
    ),
  ),
  sold_for_points: z.optional(z.boolean()),
});

let created = 0;

/** Free spins need their game and line bet. */
function prizeRules(fields: Readonly<Record<string, unknown>>): FieldMessages {
  const prizes = Array.isArray(fields.prizes) ? (fields.prizes as z.infer<typeof DevLotteryPrize>[]) : [];
  const spins = prizes.find(
    (prize) => (prize.freespins_count ?? 0) > 0 && (!prize.freespins_game || !(prize.freespins_bet_cents ?? 0)),
  );
  return spins ? { prizes: ['free spins need freespins_game and freespins_bet_cents'] } : {};
}

/**
 * POST /dev/lotteries: creates a lottery drawing a few seconds ahead and answers it (201, a Lottery).
 * POST /dev/lotteries/{id}/end: a running lottery (id or identifier) ends now, for the draw job's next run; 422 when it
 * is not running, 404 when there is none.
 */
export function registerDevLotteryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/dev/lotteries', async (request, reply) => {
    const body = parseInput(DevLotteryRequest, request.body, undefined, prizeRules);
    const now = ctx.clock();
    const startsIn = body.starts_in_seconds ?? 0;
    const endsIn = body.ends_in_seconds ?? 10;
    if (endsIn <= startsIn) throw new HttpError(422, { ends_in_seconds: ['must be after starts_in_seconds'] });
    const identifier = body.frontend_identifier ?? `dev-lottery-${now.getTime()}-${++created}`;
    const currency = body.currency ?? 'USD';
    const rules = body.deposit_scale_rules ?? [];
    const id = await ctx.db.transaction(async (tx) => {
      const [known] = await tx.query<{ unknown: string[] }>(
        `select array(select wanted.code from unnest($1::text[]) as wanted (code)
           where not exists (select 1 from currencies c where c.code = wanted.code)) as unknown`,
        [[currency, ...rules.map((rule) => rule.currency)]],
      );
      if (known && known.unknown.length > 0) {
        throw new HttpError(422, { currency: [`unknown currencies: ${known.unknown.join(', ')}`] });
      }
      const [taken] = await tx.query('select 1 from lotteries where frontend_identifier = $1', [identifier]);
      if (taken) throw new HttpError(422, { frontend_identifier: ['is taken'] });
      const lotteryId = await createLottery(
        tx,
        {
          frontendIdentifier: identifier,
          title: body.title ?? `Dev lottery ${identifier}`,
          description: body.description ?? '',
          currency,
          startAt: new Date(now.getTime() + startsIn * 1000),
          endAt: new Date(now.getTime() + endsIn * 1000),
          groupIds: body.group_ids ?? [],
          maxTicketsCountToPlayer: body.max_tickets_count_to_player ?? null,
          prizes: (body.prizes ?? [{ money_award_cents: 1_000 }]).map((prize) => ({
            money_award_cents: prize.money_award_cents ?? 0,
            freespins_count: prize.freespins_count ?? 0,
            freespins_game: prize.freespins_game ?? null,
            freespins_bet_cents: prize.freespins_bet_cents ?? 0,
            bonus_amount_cents: prize.bonus_amount_cents ?? 0,
            wager_multiplier: prize.wager_multiplier ?? 0,
          })),
          depositScaleRules: rules.map((rule) => ({
            currency: rule.currency,
            fromAmountCents: rule.from_amount_cents,
            priceCents: rule.price_cents,
            active: rule.active ?? true,
          })),
        },
        now,
      );
      if (body.sold_for_points ?? true) {
        await tx.query(
          `update comp_point_rates set lottery_ids = array_prepend($1::integer, coalesce(lottery_ids, '{}'))
           where type = 'lotteries'`,
          [lotteryId],
        );
      }
      return lotteryId;
    });
    const lottery = await findLottery(ctx.db, String(id), now);
    if (!lottery) throw new Error(`lottery ${id} vanished`);
    return sendContract(reply, 201, Lottery, lottery);
  });

  app.post<{ Params: { id: string } }>('/dev/lotteries/:id/end', async (request, reply) => {
    const now = ctx.clock();
    const lottery = await findLottery(ctx.db, request.params.id, now);
    if (!lottery) throw new HttpError(404, { lottery: ['not found'] });
    const [ended] = await ctx.db.query(
      `update lotteries set end_at = $2 where id = $1 and start_at < $2 and end_at > $2 and drawn_at is null
       returning id`,
      [lottery.id, now],
    );
    if (!ended) throw new HttpError(422, { lottery: ['is not running'] });
    const after = await findLottery(ctx.db, String(lottery.id), now);
    if (!after) throw new Error(`lottery ${lottery.id} vanished`);
    return sendContract(reply, 200, Lottery, after);
  });
}
