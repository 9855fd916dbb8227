import { JACKPOT_LEADERBOARD_SIZE, type JackpotWin } from '../contract/jackpots';

/** How many characters of a winner's name a jackpot list shows before the asterisks (loyalty.md §5). */
export const JACKPOT_NAME_KEEP = 6;

/** A winner's name as jackpot lists show it: the first {@link JACKPOT_NAME_KEEP} characters plus asterisks (loyalty.md §5). */
export function maskWinnerName(name: string): string {
  return `${Array.from(name.trim()).slice(0, JACKPOT_NAME_KEEP).join('')}***`;
}

/** The latest wins, newest first, at most `size` (loyalty.md §9: 5). */
export function latestJackpotWins(wins: readonly JackpotWin[], size = JACKPOT_LEADERBOARD_SIZE): JackpotWin[] {
  return [...wins].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id).slice(0, size);
}

/**
 * The biggest wins, at most `size` (loyalty.md §9: 5), compared by the level's pool in the jackpot's currency
 * (`jackpot_original_amount_cents`: the winners' wallets may hold other currencies); newer first among equals.
 */
export function biggestJackpotWins(wins: readonly JackpotWin[], size = JACKPOT_LEADERBOARD_SIZE): JackpotWin[] {
  return [...wins]
    .sort(
      (a, b) =>
        b.jackpot_original_amount_cents - a.jackpot_original_amount_cents ||
        Date.parse(b.created_at) - Date.parse(a.created_at) ||
        b.id - a.id,
    )
    .slice(0, size);
}
