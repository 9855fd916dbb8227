import type { Appearance } from '@casino/sdk/contract';
import { TournamentLoader } from '../tournaments/TournamentLoader';
import { TournamentsShell } from '../tournaments/TournamentsShell';
import { LiveLeaderboard } from './LiveLeaderboard';

/** Props of {@link TournamentLeaderboard}. */
export interface TournamentLeaderboardProps {
  /** The tournament: its numeric id or its `frontend_identifier`. Required. */
  tournament: string;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * A tournament's live leaderboard (loyalty.md §2): places as the server ranks them (ties broken there), the score of
 * the tournament's strategy and the prize of each place; the player's own row highlighted and kept in view. Only the
 * rows in view are rendered, so a board of 1,000 players scrolls without jank.
 */
export function TournamentLeaderboard({ tournament, appearance }: TournamentLeaderboardProps) {
  return (
    <TournamentsShell widget="tournament-leaderboard" appearance={appearance}>
      <TournamentLoader tournament={tournament}>{(loaded) => <LiveLeaderboard tournament={loaded} />}</TournamentLoader>
    </TournamentsShell>
  );
}
