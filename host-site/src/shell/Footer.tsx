import { minimumAge } from '@casino/sdk/rules';
import { useCasinoSignal } from '@casino/widgets';
import { useSiteT } from '../i18n/useSiteT';

/** The site footer: licence text (CW or EE), the responsible-gaming note with the licence's minimum age, and the copyright. */
export function Footer() {
  const licence = useCasinoSignal((state) => state.licence.value);
  const { t } = useSiteT();
  return (
    <footer className="site-footer">
      <p data-licence={licence}>{t(`footer.licence.${licence}`)}</p>
      <p>{t('footer.responsible', { age: minimumAge(licence) })}</p>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
