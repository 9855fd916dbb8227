import type { JackpotWinAward } from '@casino/sdk/contract';

/** A won level as `drop_jackpot_level` (migration 0032) answers it in settle_real_round's `jackpot_wins`. */
export interface JackpotWinAwardRow extends Omit<JackpotWinAward, 'created_at'> {
  created_at: string;
}

/** The `jackpot_win_award` event of a won level: its time as an ISO date-time in UTC. */
export function toJackpotWinAward(row: JackpotWinAwardRow): JackpotWinAward {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}
