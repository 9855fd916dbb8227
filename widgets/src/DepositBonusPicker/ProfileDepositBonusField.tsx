import { useState } from 'react';
import { useBonuses } from '../bonuses/useBonuses';
import { useBonusesT } from '../bonuses/useBonusesT';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { Alert } from '../ui/Alert';
import { DepositBonusField } from './DepositBonusField';

/** Props of {@link ProfileDepositBonusField}. */
export interface ProfileDepositBonusFieldProps {
  /** Currency code of the deposit. */
  currency: string;
}

/**
 * Internal: the deposit bonus choice of a deposit the form does not send (a crypto deposit to the player's address):
 * it is kept as the profile's `deposit_bonus_code` (`setBonusCode`, `clearBonusCode` for no bonus), which the
 * platform applies to the next deposit. Loaded lazily by the cashbox.
 */
export function ProfileDepositBonusField({ currency }: ProfileDepositBonusFieldProps) {
  const { gifts } = useBonuses();
  const profile = useCasinoSignal((state) => state.profile.value);
  const { t } = useBonusesT();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const change = async (code: string | null) => {
    if (code === (profile?.deposit_bonus_code ?? null)) return;
    setSaving(true);
    setFailed(false);
    if (code === null) await gifts.clearBonusCode();
    else setFailed(!(await gifts.setBonusCode(code)));
    setSaving(false);
  };

  return (
    <>
      <DepositBonusField
        currency={currency}
        amountCents={null}
        value={profile?.deposit_bonus_code ?? null}
        onChange={change}
        disabled={saving}
      />
      {failed ? <Alert>{t('bonuses.picker.save_failed')}</Alert> : null}
    </>
  );
}
