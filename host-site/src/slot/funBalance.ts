import type { PlayRound } from '@casino/sdk/contract';

/** Fun money a game starts with, and is reset to: 1,000.00 FUN. */
export const FUN_START_CENTS = 100_000;

/** The parts of `sessionStorage` the fun balance uses. */
export type FunStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Session storage key of a game's fun balance. */
export function funBalanceKey(game: string): string {
  return `casino.slot.fun.${game}`;
}

/** The fun balance of a game in this tab: the stored one, or {@link FUN_START_CENTS} when none (or garbage) is stored. */
export function readFunBalance(storage: FunStorage | null, game: string): number {
  const stored = storage?.getItem(funBalanceKey(game)) ?? null;
  const value = stored !== null && /^\d{1,15}$/.test(stored) ? Number(stored) : Number.NaN;
  return Number.isSafeInteger(value) ? value : FUN_START_CENTS;
}

/** Keeps a game's fun balance for this tab; a full or missing storage keeps nothing. */
export function writeFunBalance(storage: FunStorage | null, game: string, cents: number): void {
  try {
    storage?.setItem(funBalanceKey(game), String(cents));
  } catch {
    // A full or blocked storage only loses the balance on reload, which then starts again at 1,000.00 FUN.
  }
}

/** The fun balance after a demo round: the bet taken, the win added. */
export function funBalanceAfter(balanceCents: number, round: Pick<PlayRound, 'bet_cents' | 'win_cents'>): number {
  return balanceCents - round.bet_cents + round.win_cents;
}
