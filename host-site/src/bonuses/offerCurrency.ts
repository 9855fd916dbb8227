import type { CasinoState } from '@casino/sdk';

type StateValues = { [K in keyof CasinoState]: CasinoState[K]['value'] };

/** The currency a bonus page quotes amounts in: the player's active wallet, else the visitor's country's, else EUR. */
export function offerCurrency(state: Pick<StateValues, 'balance' | 'profile' | 'currentIp'>): string {
  return state.balance?.currency ?? state.profile?.currency ?? state.currentIp?.default_currency ?? 'EUR';
}
