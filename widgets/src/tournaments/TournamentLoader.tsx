import type { Tournament } from '@casino/sdk/contract';
import type { ReactNode } from 'react';
import { useResource } from '../provider/useResource';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useTournaments } from './useTournaments';
import { useTournamentsT } from './useTournamentsT';

/** Props of {@link TournamentLoader}. */
export interface TournamentLoaderProps {
  /** The tournament's numeric id or `frontend_identifier`. */
  tournament: string;
  /** What shows once it has loaded. */
  children: (tournament: Tournament) => ReactNode;
}

/** Internal: loads one tournament (GET /api/tournaments/{id}) and shows its loading, failure and not-found states. */
export function TournamentLoader({ tournament, children }: TournamentLoaderProps) {
  const { t } = useTournamentsT();
  const loaded = useResource(useTournaments().tournament.get(tournament), 'once');
  if (loaded.data) return children(loaded.data);
  if (loaded.status === 'error') {
    return (
      <div className="casino-stack">
        <Alert>{t('tournaments.load_failed')}</Alert>
        <Button variant="secondary" onClick={() => void loaded.reload()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (loaded.status === 'ready') return <p>{t('tournaments.not_found')}</p>;
  return <p role="status">{t('tournaments.loading')}</p>;
}
