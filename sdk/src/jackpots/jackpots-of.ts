import { createJackpots, type JackpotsCasino, type JackpotsModule, type JackpotsOptions } from './jackpots';

const modules = new WeakMap<JackpotsCasino, JackpotsModule>();

/**
 * The jackpots of a casino, made on first use and shared from then on by every ticker, slider, leaderboard and popup
 * of it (one subscription, one list). `options` are read on the first call for a casino.
 */
export function jackpotsOf(casino: JackpotsCasino, options: JackpotsOptions = {}): JackpotsModule {
  const known = modules.get(casino);
  if (known) return known;
  const made = createJackpots(casino, options);
  modules.set(casino, made);
  return made;
}
