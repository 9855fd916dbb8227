import type { Tournament } from '@casino/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId } from 'react';
import { useFormat } from '../format/useFormat';
import { useTournaments } from '../tournaments/useTournaments';
import { useTournamentsT } from '../tournaments/useTournamentsT';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { LeaderboardTable } from './LeaderboardTable';

/** Props of {@link LiveLeaderboard}. */
export interface LiveLeaderboardProps {
  tournament: Tournament;
  /** Heading level of the leaderboard's title. Defaults to 2. */
  level?: 2 | 3;
}

/**
 * Internal: a tournament's leaderboard kept current while shown (the SDK board follows `public:tournaments`, or
 * polls for guests), with the player's own row.
 */
export function LiveLeaderboard({ tournament, level = 2 }: LiveLeaderboardProps) {
  useSignals();
  const { t } = useTournamentsT();
  const { count } = useFormat();
  const board = useTournaments().leaderboard(tournament.id);
  const headingId = useId();
  useEffect(() => board.watch(), [board]);
  const rows = board.rows.value;
  const status = board.status.value;
  const finished = board.finished.value || tournament.status === 'archive';
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="casino-stack casino-leaderboard" aria-labelledby={headingId}>
      <div className="casino-leaderboard__head">
        <Heading id={headingId}>{t('tournaments.leaderboard.title')}</Heading>
        <span className={finished ? 'casino-leaderboard__final' : 'casino-leaderboard__live'}>
          {finished ? t('tournaments.leaderboard.final') : t('tournaments.leaderboard.live')}
        </span>
        <span className="casino-leaderboard__count">
          {t('tournaments.leaderboard.players', { count: count(board.playersCount.value) })}
        </span>
      </div>
      {status === 'error' && rows.length === 0 ? (
        <div className="casino-stack">
          <Alert>{t('tournaments.leaderboard.load_failed')}</Alert>
          <Button variant="secondary" onClick={() => void board.reload()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (status === 'idle' || status === 'loading') && rows.length === 0 ? (
        <p role="status">{t('tournaments.leaderboard.loading')}</p>
      ) : rows.length === 0 ? (
        <p>{t('tournaments.leaderboard.empty')}</p>
      ) : (
        <LeaderboardTable
          rows={rows}
          playersCount={board.playersCount.value}
          strategy={tournament.strategy}
          currency={tournament.currency}
          prizes={tournament.prizes}
          own={board.own.value}
          label={t('tournaments.leaderboard.label', { title: tournament.title })}
        />
      )}
    </section>
  );
}
