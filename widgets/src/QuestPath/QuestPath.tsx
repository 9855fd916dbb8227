import type { Appearance, Tournament, TournamentPlayerStatus } from '@casino/sdk/contract';
import { type QuestLevelState, type QuestProgress, questOf, questProgress } from '@casino/sdk/rules';
import { useId, useState } from 'react';
import { useFormat } from '../format/useFormat';
import { PromoCountdown } from '../PromoTimer/PromoCountdown';
import { PROMO_TIMER_CSS } from '../PromoTimer/promoTimerCss';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useResource } from '../provider/useResource';
import { TournamentsShell } from '../tournaments/TournamentsShell';
import { useTournaments } from '../tournaments/useTournaments';
import { useTournamentsT } from '../tournaments/useTournamentsT';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { WageringProgress } from '../ui/WageringProgress';
import { QUEST_PATH_CSS } from './questPathCss';

/** Props of {@link QuestPath}. */
export interface QuestPathProps {
  /** The quest: its `frontend_identifier` (`quest-xs-spring`) or numeric id. */
  quest: string;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * A quest's level path (loyalty.md §2–§4, §9): the levels of its size with their bet thresholds in its currency, each
 * completed, active (the player's current level) or locked; the player's bets so far and the progress to the next
 * level, moving with every `tournaments_statuses`; a join button when the quest asks for it; its promo timer. Guests
 * see the path and a sign-in hint.
 */
export function QuestPath({ quest, appearance }: QuestPathProps) {
  return (
    <TournamentsShell widget="quest-path" appearance={appearance}>
      <style>{PROMO_TIMER_CSS + QUEST_PATH_CSS}</style>
      <QuestLoader quest={quest} />
    </TournamentsShell>
  );
}

function QuestLoader({ quest }: { quest: string }) {
  const { t } = useTournamentsT();
  const loaded = useResource(useTournaments().tournament.get(quest), 'once');
  if (loaded.data) return <QuestContent tournament={loaded.data} />;
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
  if (loaded.status === 'ready') return <p>{t('tournaments.quest.not_found')}</p>;
  return <p role="status">{t('tournaments.quest.loading')}</p>;
}

function QuestContent({ tournament }: { tournament: Tournament }) {
  const { t } = useTournamentsT();
  const logged = useCasinoSignal((state) => state.loginState.value) === 'logged';
  const headingId = useId();
  const levelsId = useId();
  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h2 id={headingId}>{tournament.title}</h2>
      <PromoCountdown dates={tournament} />
      {logged ? (
        <PlayerStanding tournament={tournament} levelsId={levelsId} />
      ) : (
        <>
          <p>{t('tournaments.quest.guest')}</p>
          <Levels tournament={tournament} levelsId={levelsId} progress={null} />
        </>
      )}
    </section>
  );
}

function PlayerStanding({ tournament, levelsId }: { tournament: Tournament; levelsId: string }) {
  const { t } = useTournamentsT();
  const { money, percent } = useFormat();
  const tournaments = useTournaments();
  const standing = useResource(tournaments.status.get(tournament.id), 'once');
  const status: TournamentPlayerStatus | null = standing.data;
  const progress = questProgress(questOf(tournament).levels, status?.bet_cents ?? 0);
  if (standing.status === 'error' && status === null) {
    return (
      <div className="casino-stack">
        <Alert>{t('tournaments.quest.load_failed')}</Alert>
        <Button variant="secondary" onClick={() => void standing.reload()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (status === null) return <p role="status">{t('common.loading')}</p>;
  const mustJoin = tournament.user_confirmation_required && !status.user_confirmed && tournament.status !== 'archive';
  return (
    <>
      {mustJoin ? <JoinQuest tournamentId={tournament.id} /> : null}
      <p>{t('tournaments.quest.bets', { amount: money(status.bet_cents, tournament.currency) })}</p>
      {progress.next ? (
        <WageringProgress
          label={t('tournaments.quest.progress', { position: progress.next.position })}
          percent={progress.percent}
          percentText={percent(progress.percent)}
          description={t('tournaments.quest.progress_text', {
            amount: money(progress.betCentsToNext, tournament.currency),
            position: progress.next.position,
          })}
        />
      ) : (
        <p>{t('tournaments.quest.top')}</p>
      )}
      <Levels tournament={tournament} levelsId={levelsId} progress={progress} />
    </>
  );
}

function JoinQuest({ tournamentId }: { tournamentId: number }) {
  const { t } = useTournamentsT();
  const tournaments = useTournaments();
  const [joining, setJoining] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className="casino-stack">
      <p>{t('tournaments.quest.join_hint')}</p>
      <Button
        busy={joining}
        onClick={async () => {
          setJoining(true);
          setFailed(false);
          try {
            await tournaments.confirm(tournamentId);
          } catch {
            setFailed(true);
          } finally {
            setJoining(false);
          }
        }}
      >
        {t('tournaments.quest.join')}
      </Button>
      {failed ? <Alert>{t('tournaments.quest.join_failed')}</Alert> : null}
    </div>
  );
}

/** The level path; each level's state says in words what its colour shows. No states for guests. */
function Levels({
  tournament,
  levelsId,
  progress,
}: {
  tournament: Tournament;
  levelsId: string;
  progress: QuestProgress | null;
}) {
  const { t } = useTournamentsT();
  const { money } = useFormat();
  const { levels } = questOf(tournament);
  return (
    <>
      <h3 id={levelsId}>{t('tournaments.quest.levels')}</h3>
      <ol className="casino-quest-path" aria-labelledby={levelsId}>
        {levels.map((level, index) => {
          const state: QuestLevelState | undefined = progress?.states[index];
          return (
            <li
              key={level.position}
              className="casino-quest-path__level"
              data-state={state ?? 'locked'}
              aria-current={state === 'active' ? 'step' : undefined}
            >
              <span className="casino-quest-path__mark" aria-hidden="true">
                {state === 'completed' ? '✓' : level.position}
              </span>
              <span className="casino-quest-path__name">
                {t('tournaments.quest.level', { position: level.position })}
              </span>
              <span className="casino-quest-path__threshold">
                {t('tournaments.quest.threshold', { amount: money(level.thresholdCents, tournament.currency) })}
              </span>
              {state ? <span className="casino-quest-path__state">{t(`tournaments.quest.state.${state}`)}</span> : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
