import type { RealRoundAnswer } from '@casino/sdk/contract';
import type { BonusRow } from '../../bonuses/bonus-record';
import { type BetSplit, bonusShareOfWin, splitBet, wagerBonus } from '../../bonuses/wager-bonus';
import { lockWageredBonus } from '../../bonuses/wagered-bonus';
import { amountFormatter } from '../../currencies/find-currency';
import type { Queryable } from '../../db/database';
import { invalid } from '../../http/http-error';
import { walletBalances } from '../../ledger/ledger-accounts';
import { type LedgerLeg, type Posting, postLedgerTransactions } from '../../ledger/post';
import { announceReachedPlayLimits, checkPlayLimits } from '../../limits/play-limits';
import { type CompPointsRow, toCompsAward } from '../../loyalty/comp-points';
import { listAccounts } from '../../players/accounts';
import { type PlayerEvent, publishEventsToPlayer } from '../../realtime/publish';
import { playedGameUpsert } from '../lobby/played-games';
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

/**
 * How the bet is drawn: from the player's cash first (its ledger accounts locked), then from the wagered bonus's
 * money; 422 on `line_bet_cents` when both together are short (nothing is written).
 */
async function splitRealBet(
  tx: Queryable,
  request: RealRoundInput,
  betCents: number,
  bonus: BonusRow | null,
): Promise<BetSplit> {
  const { userId, currency } = request;
  const { cash } = await walletBalances(tx, userId, currency, true);
  const split = splitBet(betCents, cash, bonus);
  if (split) return split;
  const format = await amountFormatter(tx, currency);
  const funds = bonus ? `${format(cash)} cash and ${format(bonus.balance_cents)} bonus money` : `${format(cash)} cash`;
  throw invalid(
    'line_bet_cents',
    `not enough money: the bet of ${format(betCents)} is more than the ${funds} in your ${currency} wallet; lower the line bet or make a deposit`,
  );
}

/** How a real round is played besides what the player asks for. */
export interface RealRoundOptions {
  /** Whether the round accrues comp points (docs/loyalty.md); the server's `COMP_POINTS_ACCRUAL`. Defaults to true. */
  accrueCompPoints?: boolean;
}

/** The bet as a ledger transaction of up to three legs: cash and bonus money to `house_games`. */
function betPosting(request: RealRoundInput, split: BetSplit): Posting {
  const { userId, currency } = request;
  const legs: LedgerLeg[] = [
    { account: { currency, kind: 'house_games' }, amountCents: split.cashCents + split.bonusCents },
  ];
  if (split.cashCents > 0) legs.push({ account: { userId, currency, kind: 'cash' }, amountCents: -split.cashCents });
  if (split.bonusCents > 0) legs.push({ account: { userId, currency, kind: 'bonus' }, amountCents: -split.bonusCents });
  return { kind: 'bet', userId, legs };
}

/** The win, back to cash and bonus money in the proportion the bet was split; null when nothing was won. */
function winPosting(request: RealRoundInput, winCents: number, bonusShareCents: number): Posting | null {
  if (winCents === 0) return null;
  const { userId, currency } = request;
  const cashShareCents = winCents - bonusShareCents;
  const legs: LedgerLeg[] = [{ account: { currency, kind: 'house_games' }, amountCents: -winCents }];
  if (cashShareCents > 0) legs.push({ account: { userId, currency, kind: 'cash' }, amountCents: cashShareCents });
  if (bonusShareCents > 0) legs.push({ account: { userId, currency, kind: 'bonus' }, amountCents: bonusShareCents });
  return { kind: 'win', userId, legs };
}

/**
 * Plays one real-money round inside `tx` (docs/games.md, Play rounds): the game must have an id in the currency and
 * the player a wallet in it; the play limits are checked and locked, then the wallet's wagered bonus (docs/bonuses.md);
 * the bet (20 lines × the line bet) is drawn from the player's cash, and for the rest from the bonus money, the slot
 * spins with `rng` (defaults to {@link cryptoRng}); the bet moves to `house_games` and a win back to cash and bonus
 * money in the proportion of the bet, both postings in one statement; the round is stored, the game recorded as
 * played and the bet's comp points accrued in one statement (`accrue_round_comp_points`, docs/loyalty.md); the
 * balance (once for both postings) and, when the round earned a whole point, `comps_award` are published in one
 * statement; the bet counts towards the bonus's wagering (which may finish it); limits the round used up are
 * announced on `game_limits`. Any refusal is a 422 and rolls everything back.
 */
export async function playRealRound(
  tx: Queryable,
  request: RealRoundInput,
  now: Date,
  rng: SlotRng = cryptoRng,
  options: RealRoundOptions = {},
): Promise<RealRoundAnswer> {
  const { userId, currency, lineBetCents } = request;
  const game = await playableGame(tx, request.identifier, currency, userId);
  const betCents = lineBetCents * SLOT_MATHS.paylines.length;
  const limits = await checkPlayLimits(tx, userId, currency, betCents, now);
  const bonus = await lockWageredBonus(tx, userId, currency);
  const split = await splitRealBet(tx, request, betCents, bonus);
  const result = spin({ lineBetCents }, rng);
  const bonusShareCents = bonusShareOfWin(result.totalWinCents, split);
  const win = winPosting(request, result.totalWinCents, bonusShareCents);
  // the bet and the win go through the ledger in one statement, the bet first
  const [betTransactionId, winTransactionId = null] = await postLedgerTransactions(
    tx,
    win ? [betPosting(request, split), win] : [betPosting(request, split)],
    now,
    { publishBalance: false },
  );
  // the round is stored, the game recorded as played and the comp points accrued in one statement
  const [round] = await tx.query<{ id: number } & Partial<CompPointsRow>>(
    `with round as (
       insert into game_rounds (user_id, game, currency, line_bet_cents, bet_cents, win_cents, stops,
         bet_transaction_id, win_transaction_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id
     ), played as (${playedGameUpsert('$1', '$11', '$10')})
     select round.id, award.* from round
     left join lateral accrue_round_comp_points($12, $1, $3, $5, round.id, $10) award on true`,
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
      game.id,
      options.accrueCompPoints !== false,
    ],
  );
  if (!round) throw new Error('insert into game_rounds returned no id');
  const accounts = await listAccounts(tx, userId);
  // the balance and, when the round earned a point, the award go out in one statement
  const events: PlayerEvent[] = [{ channel: 'balance', data: accounts }];
  if (round.posted) events.push({ channel: 'comps_award', data: toCompsAward(round as CompPointsRow, 'round') });
  await publishEventsToPlayer(tx, userId, events);
  if (bonus) await wagerBonus(tx, bonus, split, bonusShareCents, now);
  await announceReachedPlayLimits(tx, limits, now);
  // wagering a bonus moves the wallet's numbers again (and publishes them itself)
  const balance = (bonus ? await listAccounts(tx, userId) : accounts).find((account) => account.currency === currency);
  if (!balance) throw new Error(`player ${userId} has no ${currency} wallet after a round`);
  return {
    round: toPlayRound(result, { id: round.id, game: game.identifier, currency, lineBetCents, createdAt: now }),
    balance,
  };
}
