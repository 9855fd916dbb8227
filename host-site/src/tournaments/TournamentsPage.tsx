import { loyaltyOf } from '@casino/sdk/loyalty';
import { useCasino, useResource } from '@casino/widgets';
import { TOURNAMENT_BOARD_TABS, TournamentBoard, type TournamentBoardTab } from '@casino/widgets/tournaments';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { usePromotionPageOn } from '../loyalty/usePromotionPagesShown';
import { useSiteNavigate } from '../routing/useSiteNavigate';
import { PageStatus } from '../shell/PageStatus';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { TournamentDetailPage } from './TournamentDetailPage';
import { boardTabPath, TAB_ALIASES, TOURNAMENTS_PATH } from './tournamentPaths';

const isTab = (segment: string): segment is TournamentBoardTab =>
  (TOURNAMENT_BOARD_TABS as readonly string[]).includes(segment);

/**
 * `/tournaments` and `/tournaments/{segment}` (loyalty.md §2): the board on the tab of the path (all, producers,
 * lotteries, actions, live, achievements; `archive` names achievements), which follows the player's tab; the lotteries
 * tab only while the lotteries page is on (testers always), else `/tournaments/all`. Any other segment is a
 * tournament's identifier: its page.
 */
export function TournamentsPage() {
  const { segment } = useParams();
  if (segment !== undefined && !isTab(segment)) {
    const alias = TAB_ALIASES[segment];
    return alias ? <Navigate replace to={boardTabPath(alias)} /> : <TournamentDetailPage slug={segment} />;
  }
  return <TournamentBoardPage tab={segment ?? 'all'} />;
}

function TournamentBoardPage({ tab }: { tab: TournamentBoardTab }) {
  const { t } = useSiteT();
  usePageTitle(t('tournaments.title'));
  const navigate = useNavigate();
  const onNavigate = useSiteNavigate();
  const promotionPageOn = usePromotionPageOn();
  const pages = useResource(loyaltyOf(useCasino()).rocketMart.pages, 'once');
  const lotteries = promotionPageOn('lotteries');
  if (tab === 'lotteries') {
    if (pages.data === null && pages.status !== 'error') return <PageStatus />;
    if (!lotteries) return <Navigate replace to={boardTabPath('all')} />;
  }
  return (
    <div className="page tournaments-page">
      <h1>{t('tournaments.title')}</h1>
      <TournamentBoard
        appearance={SITE_APPEARANCE}
        tab={tab}
        onTabChange={(next) => navigate(boardTabPath(next))}
        lotteries={lotteries}
        tournamentHref={`${TOURNAMENTS_PATH}/{slug}`}
        lotteryHref="/lottery/{slug}"
        onNavigate={onNavigate}
      />
    </div>
  );
}
