import { useCasinoSignal } from '@casino/widgets';
import { Link, useLocation } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { JackpotNavItem } from '../jackpots/JackpotNavItem';
import { vipPagePath } from '../vip/vipPagePath';
import { usePromotionPagesShown } from './usePromotionPagesShown';

/**
 * The top navigation's promotion entries (loyalty.md §2): the tournaments always, the quests for signed-in players
 * (§6), the Rocket Mart and the Rocket Chance each only while its page is on, or for testers (group 21), the VIP club,
 * the adventure calendar's bookmark while its page is on or for testers, and the mystic jackpots while theirs is on
 * (`mystic_jackpots`); a chunk of its own, so pages load the loyalty entry after
 * their first paint.
 */
export function PromotionNavItems() {
  const { t } = useSiteT();
  const path = useLocation().pathname;
  const shown = usePromotionPagesShown();
  const logged = useCasinoSignal((state) => state.loginState.value) === 'logged';
  const entries = [
    { shown: true, to: '/tournaments', label: t('nav.tournaments') },
    { shown: logged, to: '/quests', label: t('nav.quests') },
    { shown: shown.rocketMart, to: '/rocket-mart', label: t('nav.rocketMart') },
    { shown: shown.rocketChance, to: '/rocket-chance', label: t('nav.rocketChance') },
    { shown: true, to: vipPagePath('vipclub'), label: t('nav.vipClub') },
    { shown: shown.adventure, to: vipPagePath('adventure'), label: t('nav.adventure') },
  ];
  return (
    <>
      {entries
        .filter((entry) => entry.shown)
        .map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className="top-nav__link" aria-current={path.startsWith(entry.to) ? 'page' : undefined}>
              {entry.label}
            </Link>
          </li>
        ))}
      {shown.mysticJackpots ? <JackpotNavItem /> : null}
    </>
  );
}
