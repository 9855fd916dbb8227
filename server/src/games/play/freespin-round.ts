import type { FreespinRoundAnswer } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';
import { finishFreespins } from '../../freespins/finish-freespins';
import { FREESPIN_COLUMNS, type FreespinRow, publishFreespin } from '../../freespins/freespin-record';
import { ownFreespin } from '../../freespins/own-freespin';
import { invalid } from '../../http/http-error';
import { utc } from '../../limits/binding-limits';
import { announceReachedPlayLimits, checkPlayLimits } from '../../limits/play-limits';
import { listAccounts, openAccount } from '../../players/accounts';
import { playedGameUpsert } from '../lobby/played-games';
import { cryptoRng, type SlotRng } from '../slot/rng';
import { spin } from '../slot/spin';
import { playableGame } from './playable-game';
import { toPlayRound } from './round-record';

/** A free spin as the player asks for it. */
export interface FreespinRoundInput {
  userId: number;
  /** The free-spin record played. */
  freespinId: number;
  /** The game's `identifier` (`provider/slug`): one of the record's games. */
  identifier: string;
}

/** 422 unless the record can play a spin of `identifier` now: activated, in time, spins left, the game listed. */
function checkPlayable(row: FreespinRow, identifier: string, now: Date): void {
  if (row.stage !== 'activated') {
    throw invalid('base', `these free spins are ${row.stage}: only activated free spins can be played`);
  }
  if (row.valid_until && row.valid_until <= now) {
    throw invalid('base', `these free spins could be played until ${utc(row.valid_until)}`);
  }
  if (row.freespins_performed >= row.freespins_total) {
    throw invalid('base', `all ${row.freespins_total} free spins are played`);
  }
  if (!row.games.includes(identifier)) {
    throw invalid('game', `these free spins are for ${row.games.join(', ')}: play them on one of these games`);
  }
}

/**
 * Plays one free spin inside `tx` (docs/bonuses.md, Free spins): the player's activated record must have spins left
 * and list the game; a cooling-off, self-exclusion or used-up session limit refuses it like a real round, but it
 * stakes nothing, so wager and loss limits and wagering do not count it. The slot spins with the record's line bet and
 * `rng` (defaults to {@link cryptoRng}); no money moves. The round is stored with the record's id and no bet
 * transaction, its win added to the record's winnings and the spin counted; after the last spin the record finishes
 * and its winnings are paid ({@link finishFreespins}). Any refusal is a 404 or 422 and rolls everything back.
 */
export async function playFreespinRound(
  tx: Queryable,
  request: FreespinRoundInput,
  now: Date,
  rng: SlotRng = cryptoRng,
): Promise<FreespinRoundAnswer> {
  const { userId, identifier } = request;
  const row = await ownFreespin(tx, userId, request.freespinId);
  checkPlayable(row, identifier, now);
  const { currency, bet_level_cents: lineBetCents } = row;
  const game = await playableGame(tx, identifier, currency);
  await openAccount(tx, userId, currency, now);
  const limits = await checkPlayLimits(tx, userId, currency, 0, now);
  const result = spin({ lineBetCents }, rng);
  const [played] = await tx.query<FreespinRow>(
    `update freespins set win_cents = win_cents + $2, freespins_performed = freespins_performed + 1 where id = $1
     returning ${FREESPIN_COLUMNS}`,
    [row.id, result.totalWinCents],
  );
  if (!played) throw new Error(`free spins ${row.id} vanished during a spin`);
  // the round is stored and the game recorded as played in one statement
  const [round] = await tx.query<{ id: number }>(
    `with round as (
       insert into game_rounds (user_id, game, currency, line_bet_cents, bet_cents, win_cents, stops, freespin_id,
         created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id
     ), played as (${playedGameUpsert('$1', '$10', '$9')})
     select id from round`,
    [
      userId,
      game.identifier,
      currency,
      lineBetCents,
      result.betCents,
      result.totalWinCents,
      result.stops,
      row.id,
      now,
      game.id,
    ],
  );
  if (!round) throw new Error('insert into game_rounds returned no id');
  // a free spin stakes nothing: only a session limit it used up is news
  await announceReachedPlayLimits(
    tx,
    { ...limits, rows: limits.rows.filter((limit) => limit.type === 'session') },
    now,
  );
  const freespin =
    played.freespins_performed === played.freespins_total
      ? (await finishFreespins(tx, played, now)).freespin
      : await publishFreespin(tx, played);
  const balance = (await listAccounts(tx, userId)).find((account) => account.currency === currency);
  if (!balance) throw new Error(`player ${userId} has no ${currency} wallet after a free spin`);
  return {
    round: toPlayRound(result, { id: round.id, game: game.identifier, currency, lineBetCents, createdAt: now }),
    freespin,
    balance,
  };
}
