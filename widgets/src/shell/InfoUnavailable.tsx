import { useState } from 'react';
import { useCasino } from '../provider/useCasino';
import { useT } from '../provider/useT';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

/** Internal: shown when the platform's info (currencies, countries, player fields) did not load; loads it again on request. */
export function InfoUnavailable() {
  const casino = useCasino();
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await casino.info.load();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="casino-stack">
      <Alert>{t('common.start_failed')}</Alert>
      <Button variant="secondary" busy={busy} onClick={retry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
