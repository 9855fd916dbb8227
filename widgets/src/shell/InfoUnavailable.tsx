import { useState } from 'react';
import { useCasino } from '../provider/useCasino';
import { useT } from '../provider/useT';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

/**
 * Internal: in place of a widget's content that needs the platform's info (currencies, countries, player fields):
 * a busy skeleton while that info is `loading`, else an alert that its load failed, with a button to load again.
 */
export function InfoUnavailable({ loading = false }: { loading?: boolean }) {
  const casino = useCasino();
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await Promise.all([casino.info.load(), casino.info.currencies.reload()]);
    } finally {
      setBusy(false);
    }
  };
  if (loading) {
    return (
      <div className="casino-skeleton" role="status" aria-busy="true">
        <span className="casino-visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  return (
    <div className="casino-stack">
      <Alert>{t('common.start_failed')}</Alert>
      <Button variant="secondary" busy={busy} onClick={retry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
