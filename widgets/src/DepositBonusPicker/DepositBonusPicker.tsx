import type { Appearance } from '@casino/sdk/contract';
import { useCallback, useState } from 'react';
import { BonusesShell } from '../bonuses/BonusesShell';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { DepositBonusOptions } from './DepositBonusOptions';

/** Props of {@link DepositBonusPicker}. */
export interface DepositBonusPickerProps {
  /** Currency code of the deposit. */
  currency: string;
  /** The deposit's amount in minor units; null when not known (offers then say what they give at most). */
  amountCents: number | null;
  /** The chosen offer's code (controlled); null for no bonus. Defaults to none: the picker keeps its own choice. */
  value?: string | null;
  /** The code chosen first when uncontrolled. Defaults to the profile's `deposit_bonus_code`, else no bonus. */
  defaultValue?: string | null;
  /** Called with the chosen offer's code, or null for no bonus. Defaults to none. */
  onChange?: (code: string | null) => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * The deposit bonus choice: "No bonus" and the deposit offers in the deposit's currency, each saying what it gives for
 * the amount; offers whose minimum is above the amount say why and cannot be chosen. Nothing for guests.
 */
export function DepositBonusPicker({ appearance, ...props }: DepositBonusPickerProps) {
  return (
    <BonusesShell widget="deposit-bonus-picker" appearance={appearance}>
      <DepositBonusPickerContent {...props} />
    </BonusesShell>
  );
}

function DepositBonusPickerContent({
  currency,
  amountCents,
  value,
  defaultValue,
  onChange,
}: Omit<DepositBonusPickerProps, 'appearance'>) {
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const profile = useCasinoSignal((state) => state.profile.value);
  const [own, setOwn] = useState<string | null>(() => defaultValue ?? profile?.deposit_bonus_code ?? null);
  const change = useCallback(
    (code: string | null) => {
      setOwn(code);
      onChange?.(code);
    },
    [onChange],
  );
  if (loginState !== 'logged') return null;
  return (
    <DepositBonusOptions
      currency={currency}
      amountCents={amountCents}
      value={value === undefined ? own : value}
      onChange={change}
    />
  );
}
