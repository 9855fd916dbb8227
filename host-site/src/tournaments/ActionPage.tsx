import { Navigate, useParams } from 'react-router';
import { TournamentDetailPage } from './TournamentDetailPage';
import { boardTabPath } from './tournamentPaths';

/** `/action/{slug?}` (loyalty.md §2, named action): an action tournament's page, or without one the board's actions tab. */
export function ActionPage() {
  const { slug } = useParams();
  return slug ? <TournamentDetailPage slug={slug} /> : <Navigate replace to={boardTabPath('actions')} />;
}
