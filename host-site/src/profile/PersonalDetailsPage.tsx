import { PersonalInfo, useCasinoSignal } from '@casino/widgets';
import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';

/** /profile/details: the PersonalInfo widget with the fields of the edition context. */
export function PersonalDetailsPage() {
  const playerFields = useCasinoSignal((state) => state.playerFields.value);
  const { t } = useSiteT();
  usePageTitle(t('nav.personalDetails'));
  return <PersonalInfo appearance={SITE_APPEARANCE} fields={playerFields?.contexts.edition} />;
}
