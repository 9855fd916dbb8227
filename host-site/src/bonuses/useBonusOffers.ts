import { bonusesOf } from '@casino/sdk/bonuses';
import type { BonusOffer } from '@casino/sdk/contract';
import { useCasino } from '@casino/widgets';
import { useEffect, useState } from 'react';

/** The offers of each kind. */
export interface BonusOffers {
  deposit: readonly BonusOffer[];
  registration: readonly BonusOffer[];
}

/** The deposit and registration offers; null while they load (a failure gives empty lists). */
export function useBonusOffers(): BonusOffers | null {
  const casino = useCasino();
  const [offers, setOffers] = useState<BonusOffers | null>(null);
  useEffect(() => {
    let current = true;
    const { gifts } = bonusesOf(casino);
    void Promise.all([gifts.depositOffers(), gifts.registrationOffers()]).then(([deposit, registration]) => {
      if (current) setOffers({ deposit, registration });
    });
    return () => {
      current = false;
    };
  }, [casino]);
  return offers;
}
