import { Limits } from '@casino/widgets';
import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';

/** /profile/limits: the player's responsible-gambling limits, in the Limits widget. */
export function LimitsPage() {
  const { t } = useSiteT();
  usePageTitle(t('nav.limits'));
  return <Limits appearance={SITE_APPEARANCE} />;
}
