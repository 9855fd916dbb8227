import type { RealRoundAnswer } from '@casino/sdk/contract';
import { formatAmount } from '@casino/sdk/rules';
import type { Queryable } from '../../db/database';
import { invalid } from '../../http/http-error';
import { InsufficientFunds, postLedgerTransaction } from '../../ledger/post';
import { announceReachedPlayLimits, checkPlayLimits } from '../../limits/play-limits';
import { requireWallet } from '../../payments/payment-checks';
import { listAccounts } from '../../players/accounts';
import { recordPlayedGame } from '../lobby/played-games';
import { cryptoRng, type SlotRng } from '../slot/rng';
import { SLOT_MATHS } from '../slot/slot-maths';
import { spin } from '../slot/spin';
import { playableGame } from './playable-game';
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

/** The bet, drawn from the player's cash: 422 on `line_bet_cents` when the cash is short (nothing is written). */
async function postBet(tx: Queryable, request: RealRoundInput, betCents: number, now: Date): Promise<number> {
  const { userId, currency } = request;
  try {
    return await postLedgerTransaction(
      tx,
      {
        kind: 'bet',
        userId,
        legs: [
          { account: { userId, currency, kind: 'cash' }, amountCents: -betCents },
          { account: { currency, kind: 'house_games' }, amountCents: betCents },
        ],
      },
      now,
    );
  } catch (error) {
    if (!(error instanceof InsufficientFunds)) throw error;
    const [unit] = await tx.query<{ code: string; subunits_to_unit: number; fiat: boolean }>(
      'select code, subunits_to_unit, fiat from currencies where code = $1',
      [currency],
    );
    const format = (cents: number) => (unit ? formatAmount(cents, unit) : `${cents}`);
    throw invalid(
      'line_bet_cents',
      `not enough money: the bet of ${format(betCents)} is more than the ${format(error.balanceCents)} cash in your ${currency} wallet; lower the line bet or make a deposit`,
    );
  }
}

/**
 * Plays one real-money round inside `tx` (docs/games.md, Play rounds): the game must have an id in the currency and
 * the player a wallet in it; the play limits are checked and locked; the bet (20 lines × the line bet) moves from the
 * player's cash to `house_games`, the slot spins with `rng` (defaults to {@link cryptoRng}), a win moves back to the
 * cash; then the round is stored, the game recorded as played and limits the round used up announced on
 * `game_limits`. Each posting publishes the balance. Any refusal is a 422 and rolls everything back.
 */
export async function playRealRound(
  tx: Queryable,
  request: RealRoundInput,
  now: Date,
  rng: SlotRng = cryptoRng,
): Promise<RealRoundAnswer> {
  const { userId, currency, lineBetCents } = request;
  const game = await playableGame(tx, request.identifier, currency);
  await requireWallet(tx, userId, currency);
  const betCents = lineBetCents * SLOT_MATHS.paylines.length;
  const limits = await checkPlayLimits(tx, userId, currency, betCents, now);
  const betTransactionId = await postBet(tx, request, betCents, now);
  const result = spin({ lineBetCents }, rng);
  const winTransactionId =
    result.totalWinCents > 0
      ? await postLedgerTransaction(
          tx,
          {
            kind: 'win',
            userId,
            legs: [
              { account: { currency, kind: 'house_games' }, amountCents: -result.totalWinCents },
              { account: { userId, currency, kind: 'cash' }, amountCents: result.totalWinCents },
            ],
          },
          now,
        )
      : null;
  const [round] = await tx.query<{ id: number }>(
    `insert into game_rounds (user_id, game, currency, line_bet_cents, bet_cents, win_cents, stops,
       bet_transaction_id, win_transaction_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      userId,
      game.identifier,
      currency,
      lineBetCents,
      result.betCents,
      result.totalWinCents,
      result.stops,
      betTransactionId,
      winTransactionId,
      now,
    ],
  );
  if (!round) throw new Error('insert into game_rounds returned no id');
  await recordPlayedGame(tx, userId, game.id, now);
  await announceReachedPlayLimits(tx, limits, now);
  const balance = (await listAccounts(tx, userId)).find((account) => account.currency === currency);
  if (!balance) throw new Error(`player ${userId} has no ${currency} wallet after a round`);
  return {
    round: toPlayRound(result, { id: round.id, game: game.identifier, currency, lineBetCents, createdAt: now }),
    balance,
  };
}
