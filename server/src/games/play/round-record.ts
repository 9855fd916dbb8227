import type { PlayRound } from '@casino/sdk/contract';
import type { SpinResult } from '../slot/spin';

/** What a round answer needs besides the spin. */
export interface RoundFacts {
  /** The stored round's id; null for demo rounds. */
  id: number | null;
  game: string;
  currency: string;
  lineBetCents: number;
  createdAt: Date;
}

/** A spin as POST /api/player/games/rounds and /api/games/demo/rounds answer it. */
export function toPlayRound(result: SpinResult, facts: RoundFacts): PlayRound {
  return {
    id: facts.id,
    game: facts.game,
    currency: facts.currency,
    line_bet_cents: facts.lineBetCents,
    bet_cents: result.betCents,
    win_cents: result.totalWinCents,
    grid: result.grid.map((column) => [...column]),
    wins: result.wins.map((win) => ({
      line: win.line,
      symbol: win.symbol,
      count: win.count,
      amount_cents: win.amountCents,
    })),
    created_at: facts.createdAt.toISOString(),
  };
}
