import { Link, useLocation } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { useRocketMartShown } from './useRocketMartShown';

/**
 * The top navigation's Rocket Mart entry (loyalty.md §2): only while its page is on, or for testers (group 21); a
 * chunk of its own, so pages load the loyalty entry after their first paint.
 */
export function RocketMartNavItem() {
  const { t } = useSiteT();
  const current = useLocation().pathname.startsWith('/rocket-mart');
  if (!useRocketMartShown()) return null;
  return (
    <li>
      <Link to="/rocket-mart" className="top-nav__link" aria-current={current ? 'page' : undefined}>
        {t('nav.rocketMart')}
      </Link>
    </li>
  );
}
