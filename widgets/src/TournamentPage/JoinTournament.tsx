import type { Tournament } from '@casino/sdk/contract';
import { useState } from 'react';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useResource } from '../provider/useResource';
import { useTournaments } from '../tournaments/useTournaments';
import { useTournamentsT } from '../tournaments/useTournamentsT';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

/** Props of {@link JoinTournament}. */
export interface JoinTournamentProps {
  tournament: Tournament;
  /** Sends a guest to registration. */
  onRegister: () => void;
}

/**
 * Internal: joining a tournament that asks for it (`user_confirmation_required`) while it has not ended: a guest's
 * button leads to registration (as the Rocket Mart's exchange does), a player's confirms through the SDK; then it
 * says he takes part.
 */
export function JoinTournament({ tournament, onRegister }: JoinTournamentProps) {
  const { t } = useTournamentsT();
  const tournaments = useTournaments();
  const logged = useCasinoSignal((state) => state.loginState.value === 'logged');
  const status = useResource(tournaments.status.get(tournament.id), 'once');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!tournament.user_confirmation_required || tournament.status === 'archive') return null;
  if (logged && status.data?.user_confirmed) {
    return <p className="casino-tournament__joined">{t('tournaments.page.confirmed')}</p>;
  }
  const join = async () => {
    if (!logged) {
      onRegister();
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      await tournaments.confirm(tournament.id);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="casino-stack casino-tournament__join">
      <p>{t('tournaments.page.confirm_needed')}</p>
      <Button busy={busy} onClick={() => void join()}>
        {logged ? t('tournaments.page.confirm') : t('tournaments.page.register')}
      </Button>
      {failed ? <Alert>{t('tournaments.page.confirm_failed')}</Alert> : null}
    </div>
  );
}
