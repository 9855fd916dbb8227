import type { SlotInfo } from '@casino/sdk/contract';
import type { AmountCurrency } from '@casino/sdk/rules';
import type { SlotCalls } from '@casino/sdk/slot';
import { type SlotFreespins, slotFreespins } from './slotFreespins';
import { FUN_UNIT } from './slotMoney';
import type { SlotQuery } from './slotQuery';
import { demoRounds, realRounds, type SlotRounds } from './slotRounds';

/** Everything the game needs once loaded: the game, its currency, the balance to start from, and how to play. */
export interface LoadedSlot {
  info: SlotInfo;
  /** The currency amounts are shown in: the wallet's, or {@link FUN_UNIT} in demo play. */
  unit: AmountCurrency;
  /** The wallet's balance for real play; null in demo play (the fun balance is kept in the tab). */
  walletCents: number | null;
  rounds: SlotRounds;
  /** The signed-in player's free spins for real play; null in demo play. */
  freespins: SlotFreespins | null;
}

/** Why the game cannot be played, as the page says it. */
export type SlotLoadProblem = 'unknown_game' | 'no_demo' | 'not_in_currency' | 'no_wallet' | 'sign_in';

/**
 * The outcome of {@link loadSlot}: the game, or why it cannot be played; either way the framing page's origin when
 * the bridge may talk to it (null to run without a bridge).
 */
export type SlotLoad = { bridgeParent: string | null } & (
  | { ok: true; slot: LoadedSlot }
  | { ok: false; problem: SlotLoadProblem; currency: string | null }
);

/**
 * Whether the bridge may talk to `parent`: only the casino itself (the page's own origin) or one of the project's
 * embed origins, as for `/embed` pages.
 */
export function bridgeParentOf(
  parent: string | null,
  ownOrigin: string,
  embedOrigins: readonly string[],
): string | null {
  if (parent === null) return null;
  return parent === ownOrigin || embedOrigins.includes(parent) ? parent : null;
}

/**
 * Loads the game's slot info and the project's embed origins; for real play also the currencies and the player's
 * wallet in the address's currency. Every answer is checked against its contract; a failure other than the
 * refusals named by {@link SlotLoadProblem} rejects.
 */
export async function loadSlot(calls: SlotCalls, query: SlotQuery, ownOrigin: string): Promise<SlotLoad> {
  const [info, project] = await Promise.all([calls.info(query.game), calls.project()]);
  const currency = query.currency;
  const bridgeParent = bridgeParentOf(query.parent, ownOrigin, project.embed_origins);
  const refuse = (problem: SlotLoadProblem): SlotLoad => ({ bridgeParent, ok: false, problem, currency });
  if (info === null) return refuse('unknown_game');
  if (query.mode === 'demo' || currency === null) {
    if (!info.has_demo_mode) return refuse('no_demo');
    const rounds = demoRounds(calls, info.game.identifier);
    return { bridgeParent, ok: true, slot: { info, unit: FUN_UNIT, walletCents: null, rounds, freespins: null } };
  }
  const unit = (await calls.currencies()).find(({ code }) => code === currency);
  if (!unit || !info.currencies.includes(currency)) return refuse('not_in_currency');
  const accounts = await calls.accounts();
  if (accounts === null) return refuse('sign_in');
  const wallet = accounts.find((account) => account.currency === currency);
  if (!wallet) return refuse('no_wallet');
  const rounds = realRounds(calls, info.game.identifier, currency);
  const freespins = slotFreespins(calls, info.game.identifier);
  return { bridgeParent, ok: true, slot: { info, unit, walletCents: wallet.amount_cents, rounds, freespins } };
}
