import { TOURNAMENT_STRATEGIES, Tournament } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { type FieldRules, parseInput, sendContract } from '../http/contract';
import { type FieldMessages, HttpError } from '../http/http-error';
import { createTournament } from '../tournaments/create-tournament';
import { findTournamentRow, showTournament } from '../tournaments/read-tournaments';

const count = z.int().check(z.nonnegative());

/** A prize place of POST /dev/tournaments (the `tournament_prizes` columns; omitted amounts are zero). */
const DevTournamentPrize = z.object({
  award_place: z.int().check(z.positive()),
  money_award_cents: z.optional(count),
  freespins_count: z.optional(count),
  freespins_game: z.optional(z.nullable(z.string())),
  freespins_bet_cents: z.optional(count),
  bonus_amount_cents: z.optional(count),
  wager_multiplier: z.optional(count),
});

/**
 * POST /dev/tournaments (docs/tournaments.md, Dev endpoint): a tournament starting `starts_in_seconds` from now
 * (default 0, may be negative) and ending `ends_in_seconds` from now (default 10), for browser tests that wait for an
 * end. Every other field is the tournament's, with defaults: a generated identifier, strategy bet, USD.
 */
const DevTournamentRequest = z.object({
  frontend_identifier: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}$/))),
  title: z.optional(z.string().check(z.minLength(1))),
  description: z.optional(z.string()),
  strategy: z.optional(z.enum(TOURNAMENT_STRATEGIES)),
  currency: z.optional(z.string()),
  currencies: z.optional(z.array(z.string()).check(z.minLength(1))),
  starts_in_seconds: z.optional(z.number()),
  ends_in_seconds: z.optional(z.number().check(z.positive())),
  group_ids: z.optional(z.array(z.int())),
  min_bet_cents: z.optional(count),
  games: z.optional(z.array(z.string())),
  providers: z.optional(z.array(z.string())),
  user_confirmation_required: z.optional(z.boolean()),
  prizes: z.optional(z.array(DevTournamentPrize)),
});

let created = 0;

/** The prize places beyond their types: one row per place, free spins with their game and line bet. */
const prizeRules: FieldRules = (fields): FieldMessages => {
  const prizes = Array.isArray(fields.prizes) ? (fields.prizes as z.infer<typeof DevTournamentPrize>[]) : [];
  const places = prizes.map((prize) => prize.award_place);
  if (new Set(places).size !== places.length) return { prizes: ['must give each award_place once'] };
  const spins = prizes.find(
    (prize) => (prize.freespins_count ?? 0) > 0 && (!prize.freespins_game || !(prize.freespins_bet_cents ?? 0)),
  );
  if (spins) return { prizes: ['free spins need freespins_game and freespins_bet_cents'] };
  return {};
};

/**
 * POST /dev/tournaments: creates a tournament ending a few seconds ahead and answers it (201, a Tournament).
 * POST /dev/tournaments/{id}/end: a running tournament (id or identifier) ends now, for the close job's next run, so a
 * browser test plays first and then waits only for the close; 422 when it is not running, 404 when there is none.
 */
export function registerDevTournamentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/dev/tournaments', async (request, reply) => {
    const body = parseInput(DevTournamentRequest, request.body, undefined, prizeRules);
    const now = ctx.clock();
    const startsIn = body.starts_in_seconds ?? 0;
    const endsIn = body.ends_in_seconds ?? 10;
    if (endsIn <= startsIn) throw new HttpError(422, { ends_in_seconds: ['must be after starts_in_seconds'] });
    const identifier = body.frontend_identifier ?? `dev-tournament-${now.getTime()}-${++created}`;
    const currency = body.currency ?? 'USD';
    const id = await ctx.db.transaction(async (tx) => {
      const [known] = await tx.query<{ unknown: string[] }>(
        `select array(select wanted.code from unnest($1::text[]) as wanted (code)
           where not exists (select 1 from currencies c where c.code = wanted.code)) as unknown`,
        [[currency, ...(body.currencies ?? [])]],
      );
      if (known && known.unknown.length > 0) {
        throw new HttpError(422, { currency: [`unknown currencies: ${known.unknown.join(', ')}`] });
      }
      const [taken] = await tx.query('select 1 from tournaments where frontend_identifier = $1', [identifier]);
      if (taken) throw new HttpError(422, { frontend_identifier: ['is taken'] });
      return createTournament(
        tx,
        {
          frontendIdentifier: identifier,
          title: body.title ?? `Dev tournament ${identifier}`,
          description: body.description ?? '',
          strategy: body.strategy ?? 'bet',
          currency,
          currencies: body.currencies ?? [currency],
          startAt: new Date(now.getTime() + startsIn * 1000),
          endAt: new Date(now.getTime() + endsIn * 1000),
          groupIds: body.group_ids ?? [],
          minBetCents: body.min_bet_cents ?? 0,
          games: body.games ?? [],
          providers: body.providers ?? [],
          userConfirmationRequired: body.user_confirmation_required ?? false,
          prizes: (body.prizes ?? []).map((prize) => ({
            awardPlace: prize.award_place,
            moneyAwardCents: prize.money_award_cents ?? 0,
            freespinsCount: prize.freespins_count ?? 0,
            freespinsGame: prize.freespins_game ?? null,
            freespinsBetCents: prize.freespins_bet_cents ?? 0,
            bonusAmountCents: prize.bonus_amount_cents ?? 0,
            wagerMultiplier: prize.wager_multiplier ?? 0,
          })),
        },
        now,
      );
    });
    const row = await findTournamentRow(ctx.db, String(id));
    if (!row) throw new Error(`tournament ${id} vanished`);
    return sendContract(reply, 201, Tournament, await showTournament(ctx.db, row, now));
  });

  app.post<{ Params: { id: string } }>('/dev/tournaments/:id/end', async (request, reply) => {
    const now = ctx.clock();
    const row = await findTournamentRow(ctx.db, request.params.id);
    if (!row) throw new HttpError(404, { tournament: ['not found'] });
    const [ended] = await ctx.db.query(
      `update tournaments set end_at = $2 where id = $1 and start_at < $2 and end_at > $2 and finished_at is null
       returning id`,
      [row.id, now],
    );
    if (!ended) throw new HttpError(422, { tournament: ['is not running'] });
    const after = await findTournamentRow(ctx.db, String(row.id));
    if (!after) throw new Error(`tournament ${row.id} vanished`);
    return sendContract(reply, 200, Tournament, await showTournament(ctx.db, after, now));
  });
}
