import { Alert, Button, useCasinoStatus } from '@casino/widgets';
import { useSiteT } from '../i18n/useSiteT';

/** What a page shows while the casino starts: a loading status, or the start failure with a retry button. */
export function PageStatus() {
  const start = useCasinoStatus();
  const { t } = useSiteT();
  if (start.status === 'error') {
    return (
      <Alert title={t('start.failed')}>
        <p>{t('start.failedHint')}</p>
        <Button variant="secondary" onClick={start.retry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <p className="page-status" role="status">
      {t('common.loading')}
    </p>
  );
}
