import { CompsAward } from './comp-points';
import { JackpotWinAward } from './jackpots';
import { LootboxChange } from './lootboxes';
import type { LoyaltyChannel } from './loyalty-channels';
import { TournamentStatusChange } from './tournaments';

/** Data schema of each loyalty channel (loyalty-channels.ts): parsed by `@casino/sdk/loyalty` and by the server before it publishes. */
export const LOYALTY_CHANNEL_PAYLOADS = {
  comps_award: CompsAward,
  lootboxes_changes: LootboxChange,
  tournaments_statuses: TournamentStatusChange,
  jackpot_win_award: JackpotWinAward,
} as const satisfies Record<LoyaltyChannel, unknown>;
