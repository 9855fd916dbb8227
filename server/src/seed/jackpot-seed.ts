import { CURRENCY_VALUES } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { playRealRound } from '../games/play/real-round';
import { cryptoRng } from '../games/slot/rng';
import { createJackpot, type NewJackpot } from '../jackpots/create-jackpot';
import { TOURNAMENT_REGULARS } from './demo-tournaments';
import { LOOTBOX_GAMES } from './lootbox-configs';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The seeded mystic jackpot (docs/jackpots.md, Seeded jackpot), in EUR cents: a Mega that starts at €10,000 and drops
 * by €50,000, a Major at €1,000 by €5,000 and a Minor at €50 by €250, fed by 1 % of each bet (0.4 + 0.3 + 0.3), the
 * usual split of an operator's network jackpot that drops the small level several times a day on a busy site. Every
 * wallet currency with a value takes part. Its games are listed at seeding: the slots that play the seeded real
 * rounds and the lobby's jackpot games.
 */
export const SEED_JACKPOT: Omit<NewJackpot, 'games'> = {
  identifier: 'rocket-mystic',
  name: 'Rocket Mystic',
  type: 'mystic',
  currency: 'EUR',
  allowedCurrencies: Object.keys(CURRENCY_VALUES),
  levels: [
    { identifier: 'mega', name: 'Mega', seedCents: 1_000_000, mustDropByCents: 5_000_000, contributionPercent: '0.4' },
    { identifier: 'major', name: 'Major', seedCents: 100_000, mustDropByCents: 500_000, contributionPercent: '0.3' },
    { identifier: 'minor', name: 'Minor', seedCents: 5_000, mustDropByCents: 25_000, contributionPercent: '0.3' },
  ],
};

/** Past wins of the seed: which regular won which level how long before the seed's time. */
const PAST_WINS: readonly { regular: number; level: string; ago: number }[] = [
  { regular: 2, level: 'mega', ago: 24 * DAY },
  { regular: 0, level: 'minor', ago: 17 * DAY },
  { regular: 4, level: 'major', ago: 11 * DAY },
  { regular: 1, level: 'minor', ago: 6 * DAY },
  { regular: 6, level: 'minor', ago: 2 * DAY },
  { regular: 3, level: 'major', ago: 20 * HOUR },
  { regular: 7, level: 'minor', ago: 3 * HOUR },
];

/**
 * The seeded jackpot, once (skipped when it exists): created a month before `now` (its seeds posted from the house),
 * then each past win made the way a real one is: the level's drop forced (as the dev endpoint does) and a regular's
 * real round on a jackpot slot at the win's time, which pays the pool through the ledger and reseeds the level. Runs
 * after the tournament seed, which creates the regulars.
 */
export async function seedJackpots(tx: Queryable, now: Date): Promise<void> {
  const [exists] = await tx.query('select 1 from jackpots where identifier = $1', [SEED_JACKPOT.identifier]);
  if (exists) return;
  const slots = Object.values(LOOTBOX_GAMES).map((game) => game.identifier);
  const lobby = await tx.query<{ identifier: string }>(
    `select identifier from games where jackpot_seed_cents is not null or 'mystic_jackpot' = any (badges) order by id`,
  );
  const games = [...new Set([...slots, ...lobby.map((row) => row.identifier)])];
  const jackpotId = await createJackpot(tx, { ...SEED_JACKPOT, games }, new Date(now.getTime() - 30 * DAY));
  const regulars = await tx.query<{ id: number; email: string }>('select id, email from users where email = any ($1)', [
    TOURNAMENT_REGULARS.map((regular) => regular.email),
  ]);
  const ids = new Map(regulars.map((row) => [row.email, row.id]));
  for (const [index, win] of PAST_WINS.entries()) {
    const regular = TOURNAMENT_REGULARS[win.regular];
    const userId = regular ? ids.get(regular.email) : undefined;
    if (!regular || userId === undefined) continue;
    await tx.query('update jackpot_levels set forced_drop = true where jackpot_id = $1 and identifier = $2', [
      jackpotId,
      win.level,
    ]);
    await playRealRound(
      tx,
      {
        userId,
        identifier: slots[index % slots.length] as string,
        currency: regular.currency,
        lineBetCents: regular.lineBetCents,
      },
      new Date(now.getTime() - win.ago),
      cryptoRng,
    );
  }
}
