import * as z from 'zod/mini';
import { Freespin } from './bonuses';
import { PlayRound } from './game-rounds';
import { Account } from './player';

/** POST /api/player/freespins/{id}/rounds (with an `Idempotency-Key` header): one free spin of a game of the record. */
export const FreespinRoundRequest = z.object({
  /** The game's `identifier` (`provider/slug`): one of the record's `games`. */
  game: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type FreespinRoundRequest = z.infer<typeof FreespinRoundRequest>;

/**
 * Answer of a free spin: the round (its `bet_cents` is the stake it would have been; nothing was staked), the record
 * after it (spins played, winnings; `finished` after the last spin) and the wallet after it.
 */
export const FreespinRoundAnswer = z.object({ round: PlayRound, freespin: Freespin, balance: Account });
export type FreespinRoundAnswer = z.infer<typeof FreespinRoundAnswer>;
