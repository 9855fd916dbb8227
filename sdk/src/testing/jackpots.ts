import type { Jackpot, JackpotLevel, JackpotsChange, JackpotWin, JackpotWinAward } from '../contract';
import { json, type RouteResolvers } from './routes';

/** The jackpots and their past wins on the fixture platform at start. Every field has a default. */
export interface FixtureJackpotsOptions {
  /** The active jackpots. Defaults to {@link fixtureJackpots}. */
  jackpots?: readonly Jackpot[];
  /** The past wins, newest first. Defaults to {@link fixtureJackpotWins} of the platform's start. */
  wins?: readonly JackpotWin[];
  /** The clock the default dates are set from, in ms. Defaults to `Date.now()` when the platform is made. */
  now?: number;
}

const LEVELS = [
  { name: 'Mega', identifier: 'mega', amount: 1_250_000_00, seed: 1_000_000_00, mustDrop: 1_500_000_00, share: '0.2' },
  { name: 'Major', identifier: 'major', amount: 25_432_17, seed: 20_000_00, mustDrop: 30_000_00, share: '0.3' },
  { name: 'Minor', identifier: 'minor', amount: 512_09, seed: 300_00, mustDrop: 700_00, share: '0.5' },
] as const;

/** A level of the fixture's mystic jackpot: Mega, Major or Minor by `index` (0, 1, 2), unless `fields` say otherwise. */
export function fixtureJackpotLevel(index: number, fields: Partial<JackpotLevel> = {}): JackpotLevel {
  const level = LEVELS[index % LEVELS.length] ?? LEVELS[0];
  return {
    id: index + 1,
    identifier: level.identifier,
    name: level.name,
    index,
    state: 'active',
    amount_cents: level.amount,
    seed_cents: level.seed,
    must_drop_by_cents: level.mustDrop,
    contribution_percent: level.share,
    ...fields,
  };
}

/** The fixture's mystic jackpot `mystic-gems` in EUR with its Mega, Major and Minor levels, unless `fields` say otherwise. */
export function fixtureJackpot(fields: Partial<Jackpot> = {}): Jackpot {
  return {
    id: 1,
    name: 'Mystic Gems',
    identifier: 'mystic-gems',
    type: 'mystic',
    state: 'active',
    currency: 'EUR',
    allowed_currencies: ['EUR', 'USD'],
    games: ['fixture:slot-1', 'fixture:slot-2'],
    levels: [0, 1, 2].map((index) => fixtureJackpotLevel(index)),
    ...fields,
  };
}

/** The fixture's jackpots: one mystic jackpot with three levels. */
export function fixtureJackpots(): Jackpot[] {
  return [fixtureJackpot()];
}

const WINNERS = ['astron***', 'lucky7***', 'novaka***', 'rocket***', 'mariel***', 'player***', 'spinne***'];

/** A past win of the fixture's jackpot: level Minor for €5.12 a day ago, unless `fields` say otherwise. */
export function fixtureJackpotWin(fields: Partial<JackpotWin> = {}, now = Date.now()): JackpotWin {
  const at = new Date(now - 86_400_000).toISOString();
  return {
    id: 1,
    amount_cents: 512,
    currency: 'EUR',
    jackpot_name: 'Mystic Gems',
    jackpot_level_name: 'Minor',
    approved_at: at,
    created_at: at,
    jackpot_level_external_code: 'minor',
    jackpot_external_code: 'mystic-gems',
    user_name: 'astron***',
    jackpot_original_currency: 'EUR',
    jackpot_original_amount_cents: 512,
    ...fields,
  };
}

/** Seven past wins of the fixture's jackpot, one every six hours, newest first, with amounts of every level. */
export function fixtureJackpotWins(now = Date.now()): JackpotWin[] {
  const amounts = [41_200, 2_512_300, 38_900, 130_455_000, 60_100, 2_230_000, 51_000];
  const levels = ['Minor', 'Major', 'Minor', 'Mega', 'Minor', 'Major', 'Minor'];
  return amounts.map((amount, index) => {
    const at = new Date(now - (index + 1) * 21_600_000).toISOString();
    const level = levels[index] ?? 'Minor';
    return fixtureJackpotWin(
      {
        id: amounts.length - index,
        amount_cents: amount,
        jackpot_level_name: level,
        jackpot_level_external_code: level.toLowerCase(),
        approved_at: at,
        created_at: at,
        user_name: WINNERS[index] ?? 'player***',
        jackpot_original_amount_cents: amount,
      },
      now,
    );
  });
}

/** A `public:jackpots_changes` frame: the levels' new amounts (of jackpot 1 unless a level names its own) at `at`. */
export function fixtureJackpotsChange(
  levels: ReadonlyArray<{ level_id: number; amount_cents: number; jackpot_id?: number }>,
  at = new Date().toISOString(),
): JackpotsChange {
  return { at, levels: levels.map((level) => ({ jackpot_id: 1, ...level })) };
}

/** A `jackpot_win_award` event: the signed-in player won Major, €254.32, unless `fields` say otherwise. */
export function fixtureJackpotWinAward(fields: Partial<JackpotWinAward> = {}): JackpotWinAward {
  return {
    win_id: 99,
    round_id: 5_001,
    jackpot_id: 1,
    jackpot_name: 'Mystic Gems',
    jackpot_level_name: 'Major',
    amount_cents: 25_432,
    currency: 'EUR',
    created_at: new Date().toISOString(),
    ...fields,
  };
}

/** GET /api/jackpots and GET /api/jackpot_wins (`?jackpot=` keeps one jackpot's) of the fixture platform. */
export function createJackpotRoutes(options: FixtureJackpotsOptions): RouteResolvers {
  const jackpots = options.jackpots ?? fixtureJackpots();
  const wins = options.wins ?? fixtureJackpotWins(options.now);
  return {
    jackpotList: () => json(200, jackpots),
    jackpotWins: ({ query }) => {
      const identifier = query.get('jackpot');
      return json(200, identifier ? wins.filter((win) => win.jackpot_external_code === identifier) : wins);
    },
  };
}
