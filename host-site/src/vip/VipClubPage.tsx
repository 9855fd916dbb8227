import { VipClub, VipProgress } from '@casino/widgets/vip';
import { useSiteT } from '../i18n/useSiteT';
import { useSiteNavigate } from '../routing/useSiteNavigate';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { vipPagePath } from './vipPagePath';

/** `/{product}-vipclub` (loyalty.md §2, vipClub): the player's VIP progress this quarter, then the status cards. */
export function VipClubPage() {
  const { t } = useSiteT();
  usePageTitle(t('nav.vipClub'));
  const onNavigate = useSiteNavigate();
  return (
    <div className="page vip-page">
      <h1>{t('nav.vipClub')}</h1>
      <VipProgress appearance={SITE_APPEARANCE} />
      <VipClub
        appearance={SITE_APPEARANCE}
        signInHref={`/sign-in?redirect=${encodeURIComponent(vipPagePath('vipclub'))}`}
        onNavigate={onNavigate}
      />
    </div>
  );
}
