import { loyaltyOf } from '@casino/sdk/loyalty';
import { isPromotionPageOn } from '@casino/sdk/rules';
import { useCasino, useResource } from '@casino/widgets';
import { Link, useLocation } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { usePlayerGroups } from './usePlayerGroups';

/**
 * The top navigation's Rocket Mart entry (loyalty.md §2): only while its page is on, or for testers (group 21); a
 * chunk of its own, so pages load the loyalty entry after their first paint.
 */
export function RocketMartNavItem() {
  const casino = useCasino();
  const { t } = useSiteT();
  const groups = usePlayerGroups();
  const pages = useResource(loyaltyOf(casino).rocketMart.pages, 'once');
  const current = useLocation().pathname.startsWith('/rocket-mart');
  if (!isPromotionPageOn(pages.data, 'rocket_mart', groups)) return null;
  return (
    <li>
      <Link to="/rocket-mart" className="top-nav__link" aria-current={current ? 'page' : undefined}>
        {t('nav.rocketMart')}
      </Link>
    </li>
  );
}
