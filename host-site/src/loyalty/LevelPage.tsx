import { LevelProgress } from '@casino/widgets/loyalty';
import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';

/** /profile/level (loyalty.md §2): the player's level, the progress to the next one and the twelve levels. */
export function LevelPage() {
  const { t } = useSiteT();
  usePageTitle(t('nav.level'));
  return <LevelProgress appearance={SITE_APPEARANCE} />;
}
