import { AdventureCalendar } from '@casino/widgets/vip';
import { useSiteT } from '../i18n/useSiteT';
import { useSiteNavigate } from '../routing/useSiteNavigate';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { vipPagePath } from './vipPagePath';

/**
 * `/{product}-adventure` (loyalty.md §2): the adventure calendar; a claimed prize links to the gifts. The page is
 * open to every visitor; the navigation shows its bookmark while the `vip_adventure` page is on, and to testers.
 */
export function AdventurePage() {
  const { t } = useSiteT();
  usePageTitle(t('nav.adventure'));
  const onNavigate = useSiteNavigate();
  return (
    <div className="page vip-page">
      <h1>{t('nav.adventure')}</h1>
      <AdventureCalendar
        appearance={SITE_APPEARANCE}
        giftsHref="/profile/gifts"
        signInHref={`/sign-in?redirect=${encodeURIComponent(vipPagePath('adventure'))}`}
        onNavigate={onNavigate}
      />
    </div>
  );
}
