import type { Tournament } from '@casino/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useMemo } from 'react';
import { useFormat } from '../format/useFormat';
import type { GameLinkProps } from '../games/gameLinkProps';
import { sanitizeHtml } from '../html/sanitizeHtml';
import { PromoCountdown } from '../PromoTimer/PromoCountdown';
import { PROMO_TIMER_CSS } from '../PromoTimer/promoTimerCss';
import { useCasino } from '../provider/useCasino';
import { LiveLeaderboard } from '../TournamentLeaderboard/LiveLeaderboard';
import { TournamentLoader } from '../tournaments/TournamentLoader';
import { TournamentsShell } from '../tournaments/TournamentsShell';
import { usePrizeText } from '../tournaments/usePrizeText';
import { useTournamentsT } from '../tournaments/useTournamentsT';
import { EligibleGames } from './EligibleGames';
import { JoinTournament } from './JoinTournament';

/** Props of {@link TournamentPage}. */
export type TournamentPageProps = GameLinkProps & {
  /** The tournament: its numeric id or its `frontend_identifier`. Required. */
  tournament: string;
  /**
   * Where a guest's "take part" button leads. Defaults to
   * `${casino.baseUrl}/registration?redirect=/tournaments/{identifier}`.
   */
  registrationHref?: string;
};

/**
 * A tournament's page (loyalty.md §2–§4): title, status and dates, joining when the tournament asks for it, its rules
 * (the CMS HTML through the sanitiser), prizes, the games that score (through the game widgets) and the live
 * leaderboard.
 */
export function TournamentPage({ appearance, tournament, ...props }: TournamentPageProps) {
  return (
    <TournamentsShell widget="tournament-page" appearance={appearance}>
      <style>{PROMO_TIMER_CSS}</style>
      <TournamentLoader tournament={tournament}>
        {(loaded) => <TournamentPageContent tournament={loaded} {...props} />}
      </TournamentLoader>
    </TournamentsShell>
  );
}

function TournamentPageContent({
  tournament,
  registrationHref,
  gameHref,
  onNavigate,
}: Omit<TournamentPageProps, 'appearance' | 'tournament'> & { tournament: Tournament }) {
  useSignals();
  const { t } = useTournamentsT();
  const { dateTime, money } = useFormat();
  const prizeText = usePrizeText();
  const { baseUrl } = useCasino().options;
  const titleId = useId();
  const prizesId = useId();
  const gamesId = useId();
  const rules = useMemo(() => sanitizeHtml(tournament.description), [tournament.description]);
  const registration =
    registrationHref ??
    `${baseUrl}/registration?redirect=${encodeURIComponent(`/tournaments/${tournament.frontend_identifier}`)}`;
  const register = () => {
    if (onNavigate) onNavigate(registration);
    else window.location.assign(registration);
  };
  const places = [...tournament.prizes].sort((a, b) => a.award_place - b.award_place);
  const when =
    tournament.status === 'future'
      ? t('tournaments.card.starts', { date: dateTime(tournament.start_at) })
      : tournament.status === 'active'
        ? t('tournaments.card.ends', { date: dateTime(tournament.end_at) })
        : t('tournaments.card.ended', { date: dateTime(tournament.end_at) });

  return (
    <article className="casino-stack casino-tournaments casino-tournament" aria-labelledby={titleId}>
      <header className="casino-tournament__banner">
        <h2 id={titleId}>{tournament.title}</h2>
        <p>
          <span className={`casino-promo-card__status casino-promo-card__status--${tournament.status}`}>
            {t(`tournaments.status.${tournament.status}`)}
          </span>{' '}
          {when}
        </p>
        {tournament.status === 'archive' ? null : (
          <PromoCountdown dates={{ start_at: tournament.start_at, end_at: tournament.end_at }} />
        )}
        <p>{t(`tournaments.strategy.${tournament.strategy}`)}</p>
        {tournament.min_bet_cents > 0 ? (
          <p>{t('tournaments.page.min_bet', { amount: money(tournament.min_bet_cents, tournament.currency) })}</p>
        ) : null}
      </header>
      <JoinTournament tournament={tournament} onRegister={register} />
      {rules ? (
        <section className="casino-tournament__rules">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeHtml keeps an allow-list of text elements and safe links only */}
          <div dangerouslySetInnerHTML={{ __html: rules }} />
        </section>
      ) : null}
      {places.length > 0 ? (
        <section aria-labelledby={prizesId} className="casino-stack">
          <h3 id={prizesId}>{t('tournaments.page.prizes')}</h3>
          <ol className="casino-tournament__prizes">
            {places.map((prize) => (
              <li key={prize.award_place}>
                <span className="casino-tournament__prize-place">
                  {t('tournaments.page.prize_place', { place: prize.award_place })}
                </span>{' '}
                {prizeText(prize)}
                {prize.nickname ? <span className="casino-tournament__winner"> · {prize.nickname}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby={gamesId} className="casino-stack">
        <h3 id={gamesId}>{t('tournaments.page.games')}</h3>
        <EligibleGames tournament={tournament} headingId={gamesId} gameHref={gameHref} onNavigate={onNavigate} />
      </section>
      <LiveLeaderboard tournament={tournament} level={3} />
    </article>
  );
}
