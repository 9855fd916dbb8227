import type { RealRoundAnswer } from '@casino/sdk/contract';
import type { BonusRow } from '../../bonuses/bonus-record';
import { type BetSplit, wagerBonus } from '../../bonuses/wager-bonus';
import { lockWageredBonus } from '../../bonuses/wagered-bonus';
import { amountFormatter } from '../../currencies/find-currency';
import type { Queryable } from '../../db/database';
import { invalid } from '../../http/http-error';
import { type JackpotWinAwardRow, toJackpotWinAward } from '../../jackpots/jackpot-win-award';
import { announceReachedPlayLimits, checkPlayLimits, type PlayLimits } from '../../limits/play-limits';
import { type CompPointsRow, toCompsAward } from '../../loyalty/comp-points';
import { type AccountRow, listAccounts, toAccount } from '../../players/accounts';
import { type PlayerEvent, publishEventsToPlayer } from '../../realtime/publish';
import { cryptoRng, type SlotRng } from '../slot/rng';
import { SLOT_MATHS } from '../slot/slot-maths';
import { type SpinResult, spin } from '../slot/spin';
import { type UnplayableReason, unplayable } from './playable-game';
import { toPlayRound } from './round-record';

/** A real-money round as the player asks for it. */
export interface RealRoundInput {
  userId: number;
  /** The game's `identifier` (`provider/slug`). */
  identifier: string;
  /** The wallet staked. */
  currency: string;
  lineBetCents: number;
}

/** How a real round is played besides what the player asks for. */
export interface RealRoundOptions {
  /** Whether the round accrues comp points (docs/loyalty.md); the server's `COMP_POINTS_ACCRUAL`. Defaults to true. */
  accrueCompPoints?: boolean;
}

/** What `settle_real_round` (migration 0025) answers: a refusal, or the settled round's money. */
interface SettledRow extends Partial<CompPointsRow> {
  outcome: UnplayableReason | 'needs_locks' | 'short' | 'settled';
  /** The wallet's cash before the bet (`short` and `settled`). */
  cash_cents: number | null;
  bet_cash_cents: number;
  bet_bonus_cents: number;
  /** The part of the win that went back to bonus money. */
  win_bonus_cents: number;
  round_id: number;
  accounts: AccountRow[];
  /** The jackpot levels the round won (migration 0032), as `jackpot_win_award` carries them; empty when none. */
  jackpot_wins: JackpotWinAwardRow[] | null;
}

/**
 * The round's money in one statement (`settle_real_round`, migration 0025): the game and wallet check, the wallet's
 * ledger accounts locked and the bet split (cash first, then `bonus`'s money), the bet and `win` through
 * `post_ledger_transaction`, the round row, the played game, the comp point accrual and the wallet list. Before the
 * limits and the bonus are locked (`checked` false) it answers `needs_locks` and writes nothing when the player has
 * an open limit or a wagered bonus. A game that cannot be played is a 422, and so is a bet over the money (nothing
 * is written).
 */
async function settleRealRound(
  tx: Queryable,
  request: RealRoundInput,
  result: SpinResult,
  now: Date,
  accrue: boolean,
  locked: { bonus: BonusRow | null } | null,
): Promise<SettledRow> {
  const { userId, identifier, currency } = request;
  const [row] = await tx.query<SettledRow>(
    'select * from settle_real_round($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
    [
      userId,
      identifier,
      currency,
      request.lineBetCents,
      result.betCents,
      result.totalWinCents,
      result.stops,
      now,
      accrue,
      locked !== null,
      locked?.bonus?.balance_cents ?? null,
    ],
  );
  if (!row) throw new Error('settle_real_round answered no row');
  if (row.outcome === 'no_game' || row.outcome === 'not_offered' || row.outcome === 'no_wallet') {
    throw unplayable(row.outcome, identifier, currency);
  }
  if (row.outcome === 'short') {
    const cash = row.cash_cents ?? 0;
    const bonus = locked?.bonus ?? null;
    const format = await amountFormatter(tx, currency);
    const funds = bonus
      ? `${format(cash)} cash and ${format(bonus.balance_cents)} bonus money`
      : `${format(cash)} cash`;
    throw invalid(
      'line_bet_cents',
      `not enough money: the bet of ${format(result.betCents)} is more than the ${funds} in your ${currency} wallet; lower the line bet or make a deposit`,
    );
  }
  return row;
}

/**
 * Plays one real-money round inside `tx` (docs/games.md, Play rounds): the slot spins first with `rng` (defaults to
 * {@link cryptoRng}), then the round's money is settled in one statement (`settle_real_round`): the game must have an
 * id in the currency and the player a wallet in it; the bet (20 lines × the line bet) is drawn from the player's
 * cash, and for the rest from the wagered bonus's money; the bet moves to `house_games` and a win back to cash and
 * bonus money in the proportion of the bet; the round is stored, the game recorded as played and the bet's comp
 * points accrued (docs/loyalty.md). A player with open limits or a wagered bonus has them checked and locked first
 * (docs/limits.md, docs/bonuses.md), then the statement runs again. The balance, `comps_award` when the round earned a whole
 * point and `jackpot_win_award` for each jackpot level it won are published in one statement; the bet counts towards the bonus's wagering (which may finish
 * it); limits the round used up are announced on `game_limits`. Any refusal is a 422 and rolls everything back.
 */
export async function playRealRound(
  tx: Queryable,
  request: RealRoundInput,
  now: Date,
  rng: SlotRng = cryptoRng,
  options: RealRoundOptions = {},
): Promise<RealRoundAnswer> {
  const { userId, currency, lineBetCents } = request;
  const betCents = lineBetCents * SLOT_MATHS.paylines.length;
  const result = spin({ lineBetCents }, rng);
  const accrue = options.accrueCompPoints !== false;
  let settled = await settleRealRound(tx, request, result, now, accrue, null);
  let limits: PlayLimits | null = null;
  let bonus: BonusRow | null = null;
  if (settled.outcome === 'needs_locks') {
    // lock order: limit rows, the bonus row, then (in the statement) the ledger accounts and the comp point balance
    limits = await checkPlayLimits(tx, userId, currency, betCents, now);
    bonus = await lockWageredBonus(tx, userId, currency);
    settled = await settleRealRound(tx, request, result, now, accrue, { bonus });
  }
  if (settled.outcome !== 'settled') throw new Error(`settle_real_round answered ${settled.outcome} after the locks`);
  const accounts = settled.accounts.map(toAccount);
  // the balance and, when the round earned a point, the award go out in one statement
  const events: PlayerEvent[] = [{ channel: 'balance', data: accounts }];
  if (settled.posted) events.push({ channel: 'comps_award', data: toCompsAward(settled as CompPointsRow, 'round') });
  for (const win of settled.jackpot_wins ?? [])
    events.push({ channel: 'jackpot_win_award', data: toJackpotWinAward(win) });
  await publishEventsToPlayer(tx, userId, events);
  if (bonus) {
    const split: BetSplit = { cashCents: settled.bet_cash_cents, bonusCents: settled.bet_bonus_cents };
    await wagerBonus(tx, bonus, split, settled.win_bonus_cents, now);
  }
  if (limits) await announceReachedPlayLimits(tx, limits, now);
  // wagering a bonus moves the wallet's numbers again (and publishes them itself)
  const balance = (bonus ? await listAccounts(tx, userId) : accounts).find((account) => account.currency === currency);
  if (!balance) throw new Error(`player ${userId} has no ${currency} wallet after a round`);
  return {
    round: toPlayRound(result, {
      id: settled.round_id,
      game: request.identifier,
      currency,
      lineBetCents,
      createdAt: now,
    }),
    balance,
  };
}
