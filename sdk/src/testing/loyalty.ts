import type { Status } from '../contract';
import { forPlayer, type RouteResolvers, type Session } from './routes';

/** The signed-in player's comp points and the loyalty configuration at start. Every field has a default. */
export interface FixtureLoyaltyOptions {
  /** The signed-in player's spendable and lifetime points. Defaults to 1,250 of each (level_5, Rising star II). */
  compPoints?: { chargeable: number; persistent: number };
}

/** The twelve levels of the reference server (docs/loyalty.md, "Levels"): id, name, group, persistent points from. */
const LEVELS: readonly (readonly [string, string, number, number, string])[] = [
  ['level_1', 'Bronze I', 257, 0, 'Rocket Mart access'],
  ['level_2', 'Bronze II', 257, 100, '10 free spins'],
  ['level_3', 'Bronze III', 257, 250, '20 free spins, a wheel spin'],
  ['level_4', 'Rising star I', 1117, 500, '30 free spins, birthday gift'],
  ['level_5', 'Rising star II', 1117, 900, '50 free spins, a weekly loot box'],
  ['level_6', 'Silver I', 258, 1_500, '€20 bonus (x30), better money rates'],
  ['level_7', 'Silver II', 258, 3_000, '€40 bonus (x30), 5 % cashback'],
  ['level_8', 'Gold I', 259, 5_000, '€75 bonus (x30), 7 % cashback, faster withdrawals'],
  ['level_9', 'Gold II', 259, 10_000, '€150 bonus (x30), 8 % cashback, priority chat'],
  ['level_10', 'Platinum I', 255, 20_000, '€400 bonus (x3), 10 % cashback, personal manager'],
  ['level_11', 'Platinum II', 255, 50_000, '€1,000 bonus (x3), 12 % cashback'],
  ['level_12', 'Diamond', 759, 100_000, '€3,000 bonus (x3), 15 % cashback, VIP events'],
];

/** The levels as GET /api/info/statuses answers them. */
export const FIXTURE_LEVELS: readonly Status[] = LEVELS.map(([id, name, group, min, gifts], index) => ({
  id,
  name,
  group_id: group,
  status: true,
  writable: false,
  conditions: [
    {
      persistent_comp_points: { type: 'range', exclude_end: true, min, max: LEVELS[index + 1]?.[3] ?? null },
    },
  ],
  gift_descriptions: gifts.split(', '),
}));

/** Internal: the loyalty routes of the fixture platform: the levels, and the signed-in player's comp points. */
export function createLoyaltyRoutes(options: FixtureLoyaltyOptions, session: Session): RouteResolvers {
  const { chargeable, persistent } = options.compPoints ?? { chargeable: 1_250, persistent: 1_250 };

  return {
    statuses: () => ({ status: 200, body: FIXTURE_LEVELS }),
    compPoints: forPlayer(session, () => ({
      status: 200,
      body: { chargeable: { points: chargeable }, persistent: { points: persistent } },
    })),
  };
}
