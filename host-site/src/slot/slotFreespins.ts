import type { Freespin, FreespinRoundAnswer, FreespinRoundRequest } from '@casino/sdk/contract';
import type { SlotCalls } from '@casino/sdk/slot';
import { spinKeys } from './spinKeys';

/** The player's free spins as the slot page uses them: list, activate, and play one spin of a record. */
export interface SlotFreespins {
  /** The player's free-spin records. */
  list(): Promise<Freespin[]>;
  /** Starts an issued record. */
  activate(id: number): Promise<Freespin>;
  /** One spin of a record on this page's game. */
  play(id: number): Promise<FreespinRoundAnswer>;
}

/** Free spins of `game` for a signed-in player; a spin lost on the network is asked again with its key (`spinKeys`). */
export function slotFreespins(
  calls: SlotCalls,
  game: string,
  newKey: () => string = () => crypto.randomUUID(),
): SlotFreespins {
  const send = spinKeys(newKey);
  return {
    list: () => calls.freespins(),
    activate: (id) => calls.activateFreespins(id),
    play(id) {
      const body: FreespinRoundRequest = { game };
      return send(String(id), (key) => calls.freespinRound(id, body, key));
    },
  };
}

/**
 * The records the page offers for `game` in `currency`: activated ones with spins left and issued ones that can be
 * activated, oldest first (the first to run out first).
 */
export function freespinsForGame(records: readonly Freespin[], game: string, currency: string): Freespin[] {
  return records
    .filter((record) => record.games.includes(game) && record.currency === currency)
    .filter(
      (record) =>
        (record.stage === 'activated' && spinsLeft(record) > 0) || (record.stage === 'issued' && record.activatable),
    )
    .sort((a, b) => a.id - b.id);
}

/** Spins of the record not yet played. */
export function spinsLeft(record: Freespin): number {
  return record.freespins_total - (record.freespins_performed ?? 0);
}
