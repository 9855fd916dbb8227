import { loyaltyOf } from '@casino/sdk/loyalty';
import { useCasino, useResource } from '@casino/widgets';
import { Navigate } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { PageStatus } from '../shell/PageStatus';
import { usePromotionPageOn } from './usePromotionPagesShown';
import { WheelPage } from './WheelPage';

/**
 * `/rocket-chance` (loyalty.md §2, named rocketChance): the prize wheel as the Rocket Chance, shown only while the
 * pages config has it on (testers always); otherwise the player goes to /promotions.
 */
export function RocketChancePage() {
  const casino = useCasino();
  const { t } = useSiteT();
  const promotionPageOn = usePromotionPageOn();
  const pages = useResource(loyaltyOf(casino).rocketMart.pages, 'once');
  if (pages.data === null && pages.status !== 'error') return <PageStatus />;
  if (!promotionPageOn('rocket_chance')) return <Navigate replace to="/promotions" />;
  return <WheelPage title={t('wheel.rocketChance')} />;
}
