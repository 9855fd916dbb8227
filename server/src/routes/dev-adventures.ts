import { AdventureCalendar, type AdventurePrize } from '@casino/sdk/contract';
import { adventureIsoDate } from '@casino/sdk/rules';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { type FieldRules, parseInput, sendContract } from '../http/contract';
import type { FieldMessages } from '../http/http-error';
import { HttpError } from '../http/http-error';
import { adventureCalendar } from '../vip/adventure-calendar';
import { createAdventure, findShownAdventure } from '../vip/adventure-record';

const DAY_MS = 86_400_000;
const count = z.int().check(z.nonnegative());

/** A prize of POST /dev/vip-adventures: a bonus (`amount_cents`) or free spins (`freespins_count`, `game`, `bet_cents`). */
const DevAdventurePrize = z.object({
  type: z.enum(['bonus', 'fs']),
  title: z.optional(z.string().check(z.minLength(1))),
  amount_cents: z.optional(z.int().check(z.positive())),
  wager_multiplier: z.optional(count),
  freespins_count: z.optional(z.int().check(z.positive())),
  game: z.optional(z.string()),
  bet_cents: z.optional(z.int().check(z.positive())),
});
type DevAdventurePrize = z.infer<typeof DevAdventurePrize>;

/**
 * POST /dev/vip-adventures (docs/vip.md, Dev endpoint): an adventure starting `starts_in_days` UTC days from today
 * (default 0: today; negative: started that many days ago) with the given days, amounts in `currency` (default EUR).
 * It becomes the shown adventure (the latest started). A day asks `minDep` and/or `wager` (minor units, at least one
 * above 0) within `periodActivationDays` (default 1); its prize defaults to a €5 bonus wagered 30 times.
 */
const DevAdventureRequest = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  currency: z.optional(z.string()),
  starts_in_days: z.optional(z.int().check(z.minimum(-60), z.maximum(60))),
  days: z
    .array(
      z.object({
        minDep: z.optional(count),
        wager: z.optional(count),
        periodActivationDays: z.optional(z.int().check(z.positive(), z.maximum(31))),
        prize: z.optional(DevAdventurePrize),
      }),
    )
    .check(z.minLength(1), z.maxLength(31)),
  superPrize: z.optional(DevAdventurePrize),
});

/** Each day asks something; free spins name their game and line bet, a bonus its amount. */
const adventureRules: FieldRules = (fields): FieldMessages => {
  const days = Array.isArray(fields.days) ? (fields.days as z.infer<typeof DevAdventureRequest>['days']) : [];
  if (days.some((day) => !((day.minDep ?? 0) > 0 || (day.wager ?? 0) > 0))) {
    return { days: ['every day must ask minDep or wager above 0'] };
  }
  const prizes = [...days.map((day) => day.prize), fields.superPrize as DevAdventurePrize | undefined];
  const bad = prizes.find((prize) =>
    prize === undefined
      ? false
      : prize.type === 'bonus'
        ? prize.amount_cents === undefined
        : prize.freespins_count === undefined || !prize.game || prize.bet_cents === undefined,
  );
  return bad ? { prize: ['a bonus needs amount_cents; free spins need freespins_count, game and bet_cents'] } : {};
};

function toPrize(prize: DevAdventurePrize | undefined, fallbackTitle: string): AdventurePrize {
  if (!prize) {
    return {
      type: 'bonus',
      title: fallbackTitle,
      amount_cents: 500,
      wager_multiplier: 30,
      freespins_count: null,
      game: null,
      bet_cents: null,
    };
  }
  const fs = prize.type === 'fs';
  return {
    type: prize.type,
    title: prize.title ?? fallbackTitle,
    amount_cents: fs ? null : (prize.amount_cents ?? null),
    wager_multiplier: prize.wager_multiplier ?? (fs ? 0 : 30),
    freespins_count: fs ? (prize.freespins_count ?? null) : null,
    game: fs ? (prize.game ?? null) : null,
    bet_cents: fs ? (prize.bet_cents ?? null) : null,
  };
}

/** POST /dev/vip-adventures: creates an adventure and answers its calendar as a guest sees it (201). */
export function registerDevAdventureRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/dev/vip-adventures', async (request, reply) => {
    const body = parseInput(DevAdventureRequest, request.body, undefined, adventureRules);
    const now = ctx.clock();
    const currency = body.currency ?? 'EUR';
    const startDate = adventureIsoDate(now.getTime() + (body.starts_in_days ?? 0) * DAY_MS);
    const days = body.days.map((day, index) => ({
      condition: {
        minDep: day.minDep ?? 0,
        wager: day.wager ?? 0,
        periodActivationDays: day.periodActivationDays ?? 1,
      },
      prize: toPrize(day.prize, `Day ${index + 1} prize`),
    }));
    const superPrize = toPrize(body.superPrize, 'Super prize');
    await ctx.db.transaction(async (tx) => {
      const [known] = await tx.query('select 1 from currencies where code = $1', [currency]);
      if (!known) throw new HttpError(422, { currency: [`unknown currency ${currency}`] });
      const games = [...days.map((day) => day.prize), superPrize].flatMap((prize) => (prize.game ? [prize.game] : []));
      const [missing] = await tx.query<{ missing: string[] }>(
        `select array(select wanted from unnest($1::text[]) as wanted
           where not exists (select 1 from games g where g.identifier = wanted)) as missing`,
        [games],
      );
      if (missing && missing.missing.length > 0) {
        throw new HttpError(422, { prize: [`unknown games: ${missing.missing.join(', ')}`] });
      }
      return createAdventure(
        tx,
        { title: body.title ?? `Dev adventure ${startDate}`, currency, startDate, days, superPrize },
        now,
      );
    });
    const adventure = await findShownAdventure(ctx.db, now);
    if (!adventure) throw new HttpError(422, { starts_in_days: ['the adventure is not shown: it starts later'] });
    return sendContract(reply, 201, AdventureCalendar, await adventureCalendar(ctx.db, adventure, null, now));
  });
}
