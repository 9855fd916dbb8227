import type { CasinoEvents } from '@casino/sdk';
import type { Payment, PaymentMethod } from '@casino/sdk/contract';
import { useEffect, useRef, useState } from 'react';
import { useFormat } from '../format/useFormat';
import { useCasino } from '../provider/useCasino';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { LoadStatus } from './LoadStatus';
import { useCashboxT } from './useCashboxT';
import { useLoaded } from './useLoaded';

type PaymentsChange = CasinoEvents['realtime:payments_changes']['data'];

/** The payment of a crypto deposit told by `payments_changes`: crypto deposits carry no fee, reason or 3-D Secure step. */
function cryptoPayment(change: PaymentsChange, method: PaymentMethod): Payment {
  return {
    ...change,
    state: change.state ?? 'succeeded',
    fee_cents: 0,
    system_name: method.title ?? method.provider.name,
    brand: method.brand,
    cancellation_reason: null,
    redirect_url: null,
  };
}

/**
 * Internal: a crypto deposit goes to the player's address: the address with Copy, its QR code, the minimum and what
 * to send. While shown it follows `payments_changes` and says "Received X" when a deposit of the coin succeeds.
 */
export function CryptoDeposit({ method, onDeposited }: { method: PaymentMethod; onDeposited?: (p: Payment) => void }) {
  const casino = useCasino();
  const { t } = useCashboxT();
  const { money } = useFormat();
  const coin = method.title ? `${method.title} (${method.currency})` : method.currency;
  const { loaded, reload } = useLoaded(() => casino.payments.cryptoAddress(method.currency), [casino, method.currency]);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [received, setReceived] = useState<Payment[]>([]);
  const deposited = useRef(onDeposited);
  deposited.current = onDeposited;

  useEffect(() => {
    const seen = new Set<number>();
    const onChange = ({ data }: CasinoEvents['realtime:payments_changes']) => {
      const succeeded = data.state === 'succeeded' || (data.state === undefined && data.success);
      if (data.action !== 'deposit' || data.currency !== method.currency || !succeeded || seen.has(data.id)) return;
      seen.add(data.id);
      const payment = cryptoPayment(data, method);
      setReceived((list) => [...list, payment]);
      deposited.current?.(payment);
    };
    casino.events.on('realtime:payments_changes', onChange);
    return () => casino.events.off('realtime:payments_changes', onChange);
  }, [casino, method]);

  const copyAddress = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className="casino-stack">
      {received.map((payment) => (
        <Alert key={payment.id} tone="success">
          {t('cashbox.crypto.received', { amount: money(payment.amount_cents, payment.currency) })}
        </Alert>
      ))}
      <LoadStatus loaded={loaded} failedTitle={t('cashbox.crypto.load_failed')} onRetry={reload} />
      {loaded.status === 'loaded' ? (
        <>
          <TextField
            label={t('cashbox.crypto.address', { coin })}
            value={loaded.value.address}
            readOnly
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => copyAddress(loaded.value.address)}>
            {t('cashbox.crypto.copy')}
          </Button>
          <img className="casino-qr" src={loaded.value.qr_code} alt={t('cashbox.crypto.qr_alt', { coin })} />
          <p>{t('cashbox.crypto.minimum', { amount: money(loaded.value.min_deposit_cents, method.currency) })}</p>
          <p>{t('cashbox.crypto.only', { coin })}</p>
          <p>{t('cashbox.crypto.processing')}</p>
        </>
      ) : null}
      <p role="status" className={copy === 'failed' ? 'casino-field__error' : 'casino-field__hint'}>
        {copy === 'copied' ? t('cashbox.crypto.copied') : copy === 'failed' ? t('cashbox.crypto.copy_failed') : ''}
      </p>
    </div>
  );
}
