import type { Payment } from '@casino/sdk/contract';
import { useCasino } from '../provider/useCasino';
import { Button } from '../ui/Button';
import { DepositResult, findDeposit } from './DepositResult';
import { LoadStatus } from './LoadStatus';
import { useCashboxT } from './useCashboxT';
import { useLoaded } from './useLoaded';

/** Props of {@link ReturnedDeposit}. */
export interface ReturnedDepositProps {
  /** The deposit the 3-D Secure step returned for (`payment_id`). */
  paymentId: number;
  /** Called once the deposit is (or becomes) succeeded. Defaults to none. */
  onDeposited?: (payment: Payment) => void;
  onDone: () => void;
  /** "Try again" after a failed deposit. */
  onRetry: () => void;
}

/** Internal: the outcome of the deposit the player returns with from the bank's 3-D Secure page, loaded from the history. */
export function ReturnedDeposit({ paymentId, onDeposited, onDone, onRetry }: ReturnedDepositProps) {
  const casino = useCasino();
  const { t } = useCashboxT();
  const { loaded, reload } = useLoaded(() => findDeposit(casino, paymentId), [casino, paymentId]);
  if (loaded.status !== 'loaded') {
    return <LoadStatus loaded={loaded} failedTitle={t('cashbox.deposit.returned_failed')} onRetry={reload} />;
  }
  if (loaded.value === null) {
    return (
      <div className="casino-stack">
        <p>{t('cashbox.deposit.returned_unknown')}</p>
        <Button onClick={onDone}>{t('cashbox.done')}</Button>
      </div>
    );
  }
  return <DepositResult payment={loaded.value} onDeposited={onDeposited} onDone={onDone} onRetry={onRetry} />;
}
