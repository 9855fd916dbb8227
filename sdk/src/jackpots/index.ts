/**
 * `@casino/sdk/jackpots`: jackpot pools with live amounts, past wins and the player's win event (loyalty.md §3, §5),
 * attached to a casino on first use (`jackpotsOf`). A separate entry, so pages without jackpots do not load it.
 */
export type { JackpotsCasino, JackpotsModule, JackpotsOptions } from './jackpots';
export { createJackpots, JACKPOTS_POLL_MS } from './jackpots';
export { jackpotsOf } from './jackpots-of';
