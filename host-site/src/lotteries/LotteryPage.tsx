import { loyaltyOf } from '@casino/sdk/loyalty';
import { useCasino, useResource } from '@casino/widgets';
import { Lottery } from '@casino/widgets/tournaments';
import { Navigate, useParams } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { usePromotionPageOn } from '../loyalty/usePromotionPagesShown';
import { PageStatus } from '../shell/PageStatus';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';

/**
 * `/lottery/{slug}` (loyalty.md §2): a lottery, its tickets, buying tickets with comp points, and after the draw its
 * result with the check of the draw. Shown while the lotteries page is on (testers always); otherwise the player goes
 * to the tournaments, as the lotteries tab does.
 */
export function LotteryPage() {
  const { t } = useSiteT();
  const { slug = '' } = useParams();
  usePageTitle(t('lottery.title'));
  const casino = useCasino();
  const promotionPageOn = usePromotionPageOn();
  const pages = useResource(loyaltyOf(casino).rocketMart.pages, 'once');
  if (pages.data === null && pages.status !== 'error') return <PageStatus />;
  if (!promotionPageOn('lotteries')) return <Navigate replace to="/tournaments/all" />;
  return (
    <div className="page lottery-page">
      <h1>{t('lottery.title')}</h1>
      <Lottery lottery={slug} appearance={SITE_APPEARANCE} />
    </div>
  );
}
