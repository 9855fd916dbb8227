/** A demo player's comp points: lifetime (`persistent`) and what is left to spend (`chargeable`). */
export interface DemoCompPoints {
  chargeable: number;
  persistent: number;
}

/**
 * Comp points of the demo players, by email (docs/loyalty.md, Demo players): each persistent balance lies in a level
 * of the player's status group, and the chargeable one is what a player of that kind has left after exchanges. The
 * tester sits 10 points below Gold's top, so that a few real spins move them to Platinum. A demo player not listed
 * has no points.
 */
export const DEMO_COMP_POINTS: Readonly<Record<string, DemoCompPoints>> = {
  'eur@casino.test': { chargeable: 1_185, persistent: 2_340 },
  'usd@casino.test': { chargeable: 640, persistent: 1_180 },
  'cad@casino.test': { chargeable: 310, persistent: 310 },
  'aud@casino.test': { chargeable: 95, persistent: 95 },
  'nzd@casino.test': { chargeable: 120, persistent: 180 },
  'gbp@casino.test': { chargeable: 2_260, persistent: 7_420 },
  'brl@casino.test': { chargeable: 40, persistent: 40 },
  'nok@casino.test': { chargeable: 910, persistent: 3_650 },
  'btc@casino.test': { chargeable: 18_450, persistent: 61_200 },
  'tester@casino.test': { chargeable: 15_000, persistent: 19_990 },
  'vip@casino.test': { chargeable: 96_500, persistent: 248_000 },
  'multi@casino.test': { chargeable: 220, persistent: 220 },
  'twofactor@casino.test': { chargeable: 400, persistent: 1_620 },
  'ee@casino.test': { chargeable: 60, persistent: 60 },
};
