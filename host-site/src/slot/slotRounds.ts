import type { Account, DemoRoundRequest, PlayRound, RealRoundRequest } from '@casino/sdk/contract';
import type { SlotCalls } from '@casino/sdk/slot';
import { spinKeys } from './spinKeys';

/** A played round, with the wallet after it for real play (null in demo play). */
export interface PlayedRound {
  round: PlayRound;
  balance: Account | null;
}

/** Plays the rounds of one game: `play` spins once at a line bet and answers the validated round. */
export interface SlotRounds {
  play(lineBetCents: number): Promise<PlayedRound>;
}

/** Demo rounds: no session needed. */
export function demoRounds(calls: SlotCalls, game: string): SlotRounds {
  return {
    async play(lineBetCents) {
      const body: DemoRoundRequest = { game, line_bet_cents: lineBetCents };
      const answer = await calls.demoRound(body);
      return { round: answer.round, balance: null };
    },
  };
}

/**
 * Real rounds, each with an `Idempotency-Key`. A fresh key per spin; a spin that got no
 * answer (network failure after the client's own retries) is asked again with the same key when the player spins
 * again at the same line bet, so it is played at most once.
 */
export function realRounds(
  calls: SlotCalls,
  game: string,
  currency: string,
  newKey: () => string = () => crypto.randomUUID(),
): SlotRounds {
  const send = spinKeys(newKey);
  return {
    play(lineBetCents) {
      const body: RealRoundRequest = { game, currency, line_bet_cents: lineBetCents };
      return send(String(lineBetCents), (key) => calls.realRound(body, key));
    },
  };
}
