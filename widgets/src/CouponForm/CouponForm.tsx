import type { Appearance, CouponStatus } from '@casino/sdk/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { BonusesShell } from '../bonuses/BonusesShell';
import { useBonuses } from '../bonuses/useBonuses';
import { useBonusesT } from '../bonuses/useBonusesT';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

/** Props of {@link CouponForm}. All optional. */
export interface CouponFormProps {
  /** The code the input starts with (e.g. from a link). Defaults to empty. */
  initialCode?: string;
  /** Called after a coupon was redeemed, with its status. Defaults to none. */
  onRedeemed?: (status: CouponStatus) => void;
  /** Shows a "See your gifts" button after a successful coupon, calling this. Defaults to none: no button. */
  onOpenGifts?: () => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/** What the form says after sending: the coupon's status, or `failed` when the platform gave no status. */
type Outcome = CouponStatus | 'failed' | 'required' | null;

/** A coupon code input that redeems a gift coupon (`gifts.redeemCoupon`) and says what happened in words. */
export function CouponForm({ appearance, ...props }: CouponFormProps) {
  return (
    <BonusesShell widget="coupon-form" appearance={appearance}>
      <CouponFormContent {...props} />
    </BonusesShell>
  );
}

function CouponFormContent({ initialCode = '', onRedeemed, onOpenGifts }: Omit<CouponFormProps, 'appearance'>) {
  const { gifts } = useBonuses();
  const { t } = useBonusesT();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(initialCode);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = code.trim();
    if (trimmed === '') {
      setOutcome('required');
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setOutcome(null);
    const status = await gifts.redeemCoupon(trimmed);
    setBusy(false);
    setOutcome(status ?? 'failed');
    if (status !== null) onRedeemed?.(status);
  };

  return (
    <form className="casino-stack" noValidate onSubmit={submit} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('bonuses.coupon.title')}</h2>
      <TextField
        ref={inputRef}
        label={t('bonuses.coupon.label')}
        value={code}
        onValueChange={setCode}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        readOnly={busy}
        error={outcome === 'required' ? t('bonuses.coupon.required') : undefined}
      />
      <Button type="submit" busy={busy}>
        {busy ? t('bonuses.coupon.sending') : t('bonuses.coupon.submit')}
      </Button>
      {outcome === 'successfully_activated' ? (
        <Alert tone="success">
          <p>{t('bonuses.coupon.successfully_activated')}</p>
          {onOpenGifts ? (
            <Button variant="link" onClick={onOpenGifts}>
              {t('bonuses.coupon.open_gifts')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {outcome === 'already_activated' ? <Alert tone="info">{t('bonuses.coupon.already_activated')}</Alert> : null}
      {outcome === 'failed_to_activate' ? <Alert>{t('bonuses.coupon.failed_to_activate')}</Alert> : null}
      {outcome === 'failed' ? <Alert>{t('bonuses.coupon.failed')}</Alert> : null}
    </form>
  );
}
