import type { CasinoState } from '@casino/sdk';

/** The currency a bonus page quotes amounts in: the player's active wallet, else the visitor's country's, else EUR. */
export function offerCurrency(state: Pick<CasinoState, 'balance' | 'profile' | 'currentIp'>): string {
  return (
    state.balance.value?.currency ?? state.profile.value?.currency ?? state.currentIp.value?.default_currency ?? 'EUR'
  );
}
