import type { TournamentStrategy } from '@casino/sdk/contract';
import { sanitizeHtml } from '../cms/sanitize-html';
import type { Queryable } from '../db/database';

/** A prize place to create: cash, free spins and a bonus, each optional (zero gives nothing). */
export interface TournamentPrizeInput {
  awardPlace: number;
  moneyAwardCents?: number;
  freespinsCount?: number;
  /** The game (`provider/slug`) of the free spins; required with `freespinsCount`. */
  freespinsGame?: string | null;
  /** Line bet of each free spin; required with `freespinsCount`. */
  freespinsBetCents?: number;
  bonusAmountCents?: number;
  wagerMultiplier?: number;
}

/** A tournament to create (docs/tournaments.md, Tables). */
export interface TournamentInput {
  frontendIdentifier: string;
  title: string;
  /** HTML, sanitised before it is stored (docs/cms.md). */
  description?: string;
  strategy: TournamentStrategy;
  currency: string;
  /** Wallet currencies whose rounds score; defaults to `currency` alone. */
  currencies?: readonly string[];
  startAt: Date;
  endAt: Date;
  groupIds?: readonly number[];
  minBetCents?: number;
  games?: readonly string[];
  providers?: readonly string[];
  userConfirmationRequired?: boolean;
  prizes?: readonly TournamentPrizeInput[];
}

/** Creates a tournament and its prize places inside `tx`. Returns its id. */
export async function createTournament(tx: Queryable, input: TournamentInput, now: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into tournaments (frontend_identifier, title, description, strategy, currency, currencies, start_at,
       end_at, group_ids, min_bet_cents, games, providers, user_confirmation_required, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
    [
      input.frontendIdentifier,
      input.title,
      sanitizeHtml(input.description ?? ''),
      input.strategy,
      input.currency,
      [...(input.currencies ?? [input.currency])],
      input.startAt,
      input.endAt,
      [...(input.groupIds ?? [])],
      input.minBetCents ?? 0,
      [...(input.games ?? [])],
      [...(input.providers ?? [])],
      input.userConfirmationRequired ?? false,
      now,
    ],
  );
  if (!row) throw new Error('insert into tournaments returned no row');
  const prizes = input.prizes ?? [];
  if (prizes.length > 0) {
    await tx.query(
      `insert into tournament_prizes (tournament_id, award_place, money_award_cents, freespins_count, freespins_game,
         freespins_bet_cents, bonus_amount_cents, wager_multiplier)
       select $1, * from unnest($2::integer[], $3::bigint[], $4::integer[], $5::text[], $6::bigint[], $7::bigint[],
         $8::integer[])`,
      [
        row.id,
        prizes.map((prize) => prize.awardPlace),
        prizes.map((prize) => prize.moneyAwardCents ?? 0),
        prizes.map((prize) => prize.freespinsCount ?? 0),
        prizes.map((prize) => prize.freespinsGame ?? null),
        prizes.map((prize) => prize.freespinsBetCents ?? 0),
        prizes.map((prize) => prize.bonusAmountCents ?? 0),
        prizes.map((prize) => prize.wagerMultiplier ?? 0),
      ],
    );
  }
  return row.id;
}
