import { type AdventureModule, createAdventure } from './adventure';
import { createVipManagers, type VipManagersModule } from './vip-managers';
import { createVipProgress, type VipCasino, type VipProgressModule } from './vip-progress';

/** The VIP modules of one casino, shared by every VIP widget and page of it. */
export interface CasinoVip extends VipProgressModule {
  /** The VIP managers of the player's groups. */
  readonly managers: VipManagersModule;
  /** The adventure calendar and its claims. */
  readonly adventure: AdventureModule;
}

const modules = new WeakMap<VipCasino, CasinoVip>();

/**
 * The VIP progress, managers and adventure calendar of a casino, made on first use and shared from then on. Nothing
 * loads until a widget asks.
 */
export function vipOf(casino: VipCasino): CasinoVip {
  const known = modules.get(casino);
  if (known) return known;
  const progress = createVipProgress(casino);
  const made: CasinoVip = {
    ...progress,
    managers: createVipManagers(casino, progress.shown),
    adventure: createAdventure(casino),
  };
  modules.set(casino, made);
  return made;
}
