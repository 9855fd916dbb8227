import { TournamentPage } from '@casino/widgets/tournaments';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { useGameLinks } from '../routing/useGameLinks';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { boardTabPath, tournamentPagePath } from './tournamentPaths';

/**
 * A tournament's page (loyalty.md §2, named tournamentPage; `/tournaments/{slug}` and `/action/{slug}`): rules,
 * prizes, joining (a guest goes to registration and comes back here), the games that count and the live leaderboard.
 */
export function TournamentDetailPage({ slug }: { slug: string }) {
  const { t } = useSiteT();
  usePageTitle(t('tournaments.tournament'));
  const links = useGameLinks();
  return (
    <div className="page tournament-page">
      <p>
        <Link to={boardTabPath('all')}>{t('tournaments.all')}</Link>
      </p>
      <h1>{t('tournaments.tournament')}</h1>
      <TournamentPage
        tournament={slug}
        appearance={SITE_APPEARANCE}
        registrationHref={`/registration?redirect=${encodeURIComponent(tournamentPagePath(slug))}`}
        {...links}
      />
    </div>
  );
}
