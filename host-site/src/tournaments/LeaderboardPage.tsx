import { TournamentLeaderboard } from '@casino/widgets/tournaments';
import { Link, useParams } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { tournamentPagePath } from './tournamentPaths';

/** `/tournaments/{slug}/leaderboard` (loyalty.md §2, named Leaderboard): a tournament's live leaderboard on a page of its own. */
export function LeaderboardPage() {
  const { t } = useSiteT();
  const { slug = '' } = useParams();
  usePageTitle(t('tournaments.leaderboard'));
  return (
    <div className="page leaderboard-page">
      <p>
        <Link to={tournamentPagePath(slug)}>{t('tournaments.back')}</Link>
      </p>
      <h1>{t('tournaments.leaderboard')}</h1>
      <TournamentLeaderboard tournament={slug} appearance={SITE_APPEARANCE} />
    </div>
  );
}
