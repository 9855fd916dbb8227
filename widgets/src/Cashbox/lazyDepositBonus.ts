import { lazy } from 'react';

/**
 * Internal: the deposit bonus choice of a card deposit, loaded on first use so that the cashbox does not carry the
 * bonus widgets and the SDK's bonuses module.
 */
export const LazyDepositBonusField = lazy(() =>
  import('../DepositBonusPicker/DepositBonusField').then((module) => ({ default: module.DepositBonusField })),
);

/** Internal: the deposit bonus choice of a crypto deposit (kept on the profile), loaded on first use. */
export const LazyProfileDepositBonusField = lazy(() =>
  import('../DepositBonusPicker/ProfileDepositBonusField').then((module) => ({
    default: module.ProfileDepositBonusField,
  })),
);
