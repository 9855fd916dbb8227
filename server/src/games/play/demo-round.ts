import type { DemoRoundAnswer } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';
import { cryptoRng, type SlotRng } from '../slot/rng';
import { spin } from '../slot/spin';
import { FUN_CURRENCY, playableGame } from './playable-game';
import { toPlayRound } from './round-record';

/**
 * One demo spin with fun money: the game needs a `FUN` id (422 otherwise). Nothing is stored and no money moves.
 * `rng` defaults to {@link cryptoRng}.
 */
export async function playDemoRound(
  db: Queryable,
  request: { identifier: string; lineBetCents: number },
  now: Date,
  rng: SlotRng = cryptoRng,
): Promise<DemoRoundAnswer> {
  const game = await playableGame(db, request.identifier, FUN_CURRENCY);
  const result = spin({ lineBetCents: request.lineBetCents }, rng);
  return {
    round: toPlayRound(result, {
      id: null,
      game: game.identifier,
      currency: FUN_CURRENCY,
      lineBetCents: request.lineBetCents,
      createdAt: now,
    }),
  };
}
