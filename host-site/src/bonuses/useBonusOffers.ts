import { bonusesOf } from '@casino/sdk/bonuses';
import type { BonusOffer } from '@casino/sdk/contract';
import { useCasino, useResource } from '@casino/widgets';
import { useEffect } from 'react';

/** The offers of each kind. */
export interface BonusOffers {
  deposit: readonly BonusOffer[];
  registration: readonly BonusOffer[];
}

/** The deposit and registration offers, read fresh when the page shows; null while they load (a failure gives empty lists). */
export function useBonusOffers(): BonusOffers | null {
  const { offers } = bonusesOf(useCasino());
  const deposit = useResource(offers.deposit);
  const registration = useResource(offers.registration);
  useEffect(() => {
    void offers.deposit.reload();
    void offers.registration.reload();
  }, [offers]);
  if (deposit.status !== 'ready' || registration.status !== 'ready') return null;
  return { deposit: deposit.data, registration: registration.data };
}
