import { errorMessageKey } from '@casino/sdk/i18n';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useCashboxT } from './useCashboxT';
import type { Loaded } from './useLoaded';

/** Props of {@link LoadStatus}. */
export interface LoadStatusProps {
  loaded: Loaded<unknown>;
  /** Title of the error, e.g. "The payment methods could not be loaded." */
  failedTitle: string;
  onRetry: () => void;
}

/** Internal: "Loading…" (`role="status"`) while a cashbox load runs, its error with "Try again" when it failed, else nothing. */
export function LoadStatus({ loaded, failedTitle, onRetry }: LoadStatusProps) {
  const { t } = useCashboxT();
  if (loaded.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (loaded.status === 'failed') {
    return (
      <Alert title={failedTitle}>
        <p>{t(errorMessageKey(loaded.error))}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return null;
}
