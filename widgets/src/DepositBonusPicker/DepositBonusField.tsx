import { BONUSES_CSS } from '../bonuses/bonusesCss';
import { useBonusesT } from '../bonuses/useBonusesT';
import { DepositBonusOptions, type DepositBonusOptionsProps } from './DepositBonusOptions';

/**
 * Internal: the deposit bonus choice inside another widget's form (the cashbox's deposit), without a shell of its own:
 * the bonus styles and options once the `bonuses` texts have loaded. Loaded lazily by the cashbox.
 */
export function DepositBonusField(props: DepositBonusOptionsProps) {
  const { ready } = useBonusesT();
  if (!ready) return null;
  return (
    <>
      <style>{BONUSES_CSS}</style>
      <DepositBonusOptions {...props} />
    </>
  );
}
