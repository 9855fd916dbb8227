import { loyaltyOf } from '@casino/sdk/loyalty';
import type { RocketMartTab } from '@casino/sdk/rules';
import { useCasino, useResource } from '@casino/widgets';
import { RocketMart } from '@casino/widgets/loyalty';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { useSiteNavigate } from '../routing/useSiteNavigate';
import { PageStatus } from '../shell/PageStatus';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { usePromotionPageOn } from './usePromotionPagesShown';

/** The sub-routes of the Rocket Mart and the tab each shows (loyalty.md §2: compPointsFreeSpins, …Money, …Special). */
const TAB_PATHS: Readonly<Record<string, RocketMartTab>> = {
  freespins: 'freespins',
  money: 'money',
  special: 'special',
};

/** The path of a tab: the root for `all`. */
const pathOf = (tab: RocketMartTab) => (tab === 'all' ? '/rocket-mart' : `/rocket-mart/${tab}`);

/**
 * `/rocket-mart` and its sub-routes (loyalty.md §2, named compPoints…): the Rocket Mart on the tab of the path, which
 * follows the player's tab. While the pages config has the page off the player goes to /promotions (testers always
 * see it); an unknown sub-route goes to the root.
 */
export function RocketMartPage() {
  const casino = useCasino();
  const { t } = useSiteT();
  usePageTitle(t('rocketMart.title'));
  const { tab: segment } = useParams();
  const navigate = useNavigate();
  const onNavigate = useSiteNavigate();
  const promotionPageOn = usePromotionPageOn();
  const pages = useResource(loyaltyOf(casino).rocketMart.pages, 'once');
  const tab = segment === undefined ? 'all' : TAB_PATHS[segment];

  if (pages.data === null && pages.status !== 'error') return <PageStatus />;
  if (!promotionPageOn('rocket_mart')) return <Navigate replace to="/promotions" />;
  if (tab === undefined) return <Navigate replace to="/rocket-mart" />;
  return (
    <div className="page rocket-mart-page">
      <h1>{t('rocketMart.title')}</h1>
      <RocketMart
        appearance={SITE_APPEARANCE}
        tab={tab}
        onTabChange={(next) => navigate(pathOf(next))}
        registrationHref={`/registration?redirect=${encodeURIComponent(pathOf(tab))}`}
        gamesHref="/pokies/all"
        giftsHref="/profile/gifts"
        onNavigate={onNavigate}
      />
    </div>
  );
}
