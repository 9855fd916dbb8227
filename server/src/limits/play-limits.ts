import { amountFormatter } from '../currencies/find-currency';
import type { Queryable } from '../db/database';
import { HttpError, invalid } from '../http/http-error';
import { publishToPlayer } from '../realtime/publish';
import { lockBindingLimits, utc } from './binding-limits';
import { type LimitRow, reachedEvent, toLimit } from './limit-record';
import { periodBounds } from './periods';

/**
 * Minutes of play of a period, as the session limit counts them: the distinct UTC minutes (of `game_rounds`) in
 * which the player played at least one real round.
 */
export async function minutesPlayed(tx: Queryable, userId: number, start: Date, end: Date): Promise<number> {
  const [row] = await tx.query<{ minutes: number }>(
    `select count(distinct date_trunc('minute', created_at at time zone 'UTC'))::int as minutes from game_rounds
     where user_id = $1 and created_at >= $2 and created_at < $3`,
    [userId, start, end],
  );
  return row?.minutes ?? 0;
}

/** The limits a round is checked against, locked until commit (see {@link checkPlayLimits}). */
export interface PlayLimits {
  userId: number;
  rows: readonly LimitRow[];
  /** Minutes played in the period of each session limit before the round, by limit id. */
  sessionMinutes: ReadonlyMap<number, number>;
}

/** Rounds are bound by session limits and by the wager and loss limits of their currency. */
const PLAY_LIMITS = { anyCurrency: ['session'], ofCurrency: ['wager', 'loss'] } as const;

/**
 * The limits check of a real round, inside its transaction before the bet is posted (docs/games.md, Play rounds):
 * a cooling-off or self-exclusion refuses play (422 `base`); a session limit whose minutes of play are used up
 * refuses it (422 `base`); a wager limit whose room is below the bet, or a loss limit whose room (amount − current
 * loss) is, refuses it (422 `line_bet_cents`). The player's limit rows stay locked until commit, so concurrent rounds
 * are counted one after the other.
 */
export async function checkPlayLimits(
  tx: Queryable,
  userId: number,
  currency: string,
  betCents: number,
  now: Date,
): Promise<PlayLimits> {
  const rows = await lockBindingLimits(tx, userId, currency, PLAY_LIMITS, 'play', now);
  const sessionMinutes = new Map<number, number>();
  for (const row of rows) {
    if (row.type !== 'session' || !row.period || row.session_minutes === null) continue;
    const { start, end } = periodBounds(row.period, now);
    const minutes = await minutesPlayed(tx, userId, start, end);
    sessionMinutes.set(row.id, minutes);
    if (minutes >= row.session_minutes) {
      throw new HttpError(422, {
        base: [
          `your ${row.period} session limit of ${row.session_minutes} minutes of play is reached: play again after ${utc(end)}`,
        ],
      });
    }
  }
  const money = rows.filter((row) => row.type === 'wager' || row.type === 'loss');
  if (money.length === 0) return { userId, rows, sessionMinutes };
  const format = await amountFormatter(tx, currency);
  for (const row of money) {
    const account = (await toLimit(tx, row, now)).accounts[0];
    if (!account || !row.period) continue;
    const left = Math.max(0, account.amount_cents - account.current_value_amount_cents);
    if (betCents > left) {
      throw invalid(
        'line_bet_cents',
        `makes a bet of ${format(betCents)}, over your ${row.period} ${row.type} limit of ${format(account.amount_cents)}: ${format(left)} left until ${utc(periodBounds(row.period, now).end)}`,
      );
    }
  }
  return { userId, rows, sessionMinutes };
}

/**
 * After a round is written: announces on `game_limits` each limit the round used up (wager or loss room at zero, or
 * the session's minutes reached with this round's minute), as deposits do.
 */
export async function announceReachedPlayLimits(tx: Queryable, limits: PlayLimits, now: Date): Promise<void> {
  for (const row of limits.rows) {
    if (!row.period) continue;
    if (row.type === 'session' && row.session_minutes !== null) {
      const { start, end } = periodBounds(row.period, now);
      const before = limits.sessionMinutes.get(row.id) ?? 0;
      const after = await minutesPlayed(tx, limits.userId, start, end);
      if (before < row.session_minutes && after >= row.session_minutes) {
        await publishToPlayer(tx, limits.userId, 'game_limits', reachedEvent(await toLimit(tx, row, now)));
      }
      continue;
    }
    if (row.type !== 'wager' && row.type !== 'loss') continue;
    const limit = await toLimit(tx, row, now);
    const account = limit.accounts[0];
    if (account && account.amount_cents - account.current_value_amount_cents <= 0) {
      await publishToPlayer(tx, limits.userId, 'game_limits', reachedEvent(limit));
    }
  }
}
