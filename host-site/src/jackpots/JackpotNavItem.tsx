import { Link, useLocation } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { useMysticJackpots } from './useMysticJackpots';

/** The top navigation's jackpots entry: the first active mystic jackpot's page; nothing while there is none. */
export function JackpotNavItem() {
  const { t } = useSiteT();
  const path = useLocation().pathname;
  const { jackpots } = useMysticJackpots();
  const first = jackpots[0];
  if (!first) return null;
  const current = jackpots.some((jackpot) => path === `/${jackpot.identifier}`);
  return (
    <li>
      <Link to={`/${first.identifier}`} className="top-nav__link" aria-current={current ? 'page' : undefined}>
        {t('nav.jackpots')}
      </Link>
    </li>
  );
}
