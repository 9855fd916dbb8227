import { loyaltyOf } from '@casino/sdk/loyalty';
import { isWheelPageOn } from '@casino/sdk/rules';
import { useCasino, useResource } from '@casino/widgets';
import { useParams } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageStatus } from '../shell/PageStatus';
import { usePlayerGroups } from './usePlayerGroups';
import { WheelPage } from './WheelPage';
import { wheelPageProduct } from './wheelPagePath';

/**
 * `/{product}-wheel` (loyalty.md §2: `rocketmart-wheel`, `casino-wheel`…): the wheel when the wheel config lists the
 * product's page as on (testers: every listed page); any other one-segment path is the not-found page.
 */
export function ProductWheelPage() {
  const { page } = useParams();
  const product = wheelPageProduct(page);
  const casino = useCasino();
  const { t } = useSiteT();
  const groups = usePlayerGroups();
  const config = useResource(loyaltyOf(casino).wheel.config, 'once');
  if (product === null) return <NotFoundPage />;
  if (config.data === null && config.status !== 'error') return <PageStatus />;
  if (!isWheelPageOn(config.data, product, groups)) return <NotFoundPage />;
  return <WheelPage title={t('wheel.title')} />;
}
