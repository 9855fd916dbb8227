import { Alert } from '@casino/widgets';
import { useSiteT } from '../i18n/useSiteT';

/** The multi-account warning (core.md §6): deposit bonuses are off for this account. */
export function MultiAccountWarning() {
  const { t } = useSiteT();
  return (
    <Alert tone="info" title={t('bonus.multiAccount.title')}>
      <p>{t('bonus.multiAccount.text')}</p>
    </Alert>
  );
}
