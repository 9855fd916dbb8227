import type { AdventurePrize, VipManager, VipStatus } from '@casino/sdk/contract';
import { VIP_STATUS_GROUPS, vipQuarter } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { playRealRound } from '../games/play/real-round';
import { cryptoRng } from '../games/slot/rng';
import { postOpeningBalance } from '../ledger/opening-balance';
import { createPlayer } from '../players/create-player';
import { createAdventure, type NewAdventure } from '../vip/adventure-record';
import { setVipManager } from '../vip/vip-managers';
import { assessVipStatus, holdVipStatus } from '../vip/vip-standing';
import { DEMO_MANAGER } from './demo-players';
import { LEVEL } from './groups';
import { LOOTBOX_GAMES } from './lootbox-configs';
import { seedDeposit } from './seed-deposit';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Real rounds each VIP player plays: few and large, as high rollers do, so the seed stays fast. */
const ROUNDS = 12;
/** Deposits each VIP player makes. */
const DEPOSITS = 3;

/** A demo player of the VIP club: his quarter's real deposits and bets, in his currency's minor units. */
interface VipPlayer {
  email: string;
  firstName: string;
  lastName: string;
  nickname: string;
  country: string;
  currency: string;
  /** What his sums reach (checked after seeding). */
  status: VipStatus;
  depositCents: number;
  betCents: number;
}

/** One demo player at every VIP status (docs/vip.md, Seeds); EUR and USD thresholds are alike. */
export const SEED_VIP_PLAYERS: readonly VipPlayer[] = [
  {
    email: 'regular@vip.casino.test',
    firstName: 'Marta',
    lastName: 'Kowalska',
    nickname: 'MartaK',
    country: 'PL',
    currency: 'EUR',
    status: 'regular',
    depositCents: 150_000,
    betCents: 2_400_000,
  },
  {
    email: 'bronze@vip.casino.test',
    firstName: 'Tomás',
    lastName: 'Herrera',
    nickname: 'TomasH',
    country: 'ES',
    currency: 'EUR',
    status: 'bronze',
    depositCents: 750_000,
    betCents: 7_000_000,
  },
  {
    email: 'silver@vip.casino.test',
    firstName: 'Grace',
    lastName: 'Whitfield',
    nickname: 'GraceW',
    country: 'US',
    currency: 'USD',
    status: 'silver',
    depositCents: 1_400_000,
    betCents: 13_000_000,
  },
  {
    email: 'gold@vip.casino.test',
    firstName: 'Lukas',
    lastName: 'Brandt',
    nickname: 'LukasB',
    country: 'DE',
    currency: 'EUR',
    status: 'gold',
    depositCents: 1_900_000,
    betCents: 18_500_000,
  },
  {
    email: 'diamond@vip.casino.test',
    firstName: 'Isabella',
    lastName: 'Moreau',
    nickname: 'IsabellaM',
    country: 'IE',
    currency: 'EUR',
    status: 'diamond',
    depositCents: 2_600_000,
    betCents: 25_000_000,
  },
];

/** The player whose adventure days are under way (two completed days to claim, today's half done). */
export const SEED_ADVENTURE_PLAYER = 'gold@vip.casino.test';

/** An avatar drawn here: the manager's initials on a coloured disc, as a `data:` URL (no external image). */
function initialsAvatar(name: string, colour: string): string {
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>` +
    `<text x="48" y="60" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="#fff" ` +
    `text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function manager(
  group: number,
  name: string,
  colour: string,
  hours: VipManager['hours'],
  email: string,
  extra: VipManager['contacts'],
): VipManager {
  return {
    group,
    name,
    avatar_url: initialsAvatar(name, colour),
    hours,
    contacts: [{ kind: 'email', label: email, href: `mailto:${email}` }, ...extra],
  };
}

const WEEKDAYS = [1, 2, 3, 4, 5];

/** One manager per VIP group (Platinum 255 too: comp levels place players there). */
export const SEED_VIP_MANAGERS: readonly VipManager[] = [
  manager(
    VIP_STATUS_GROUPS.bronze,
    'Sofia Lindqvist',
    '#b0713a',
    { days: WEEKDAYS, from: '09:00', to: '17:00', time_zone: 'Europe/Stockholm' },
    'sofia.lindqvist@casino.test',
    [{ kind: 'telegram', label: '@aurora_vip_sofia', href: 'https://t.me/aurora_vip_sofia' }],
  ),
  manager(
    VIP_STATUS_GROUPS.silver,
    'Marco Bellini',
    '#7c8794',
    { days: WEEKDAYS, from: '10:00', to: '19:00', time_zone: 'Europe/Rome' },
    'marco.bellini@casino.test',
    [{ kind: 'whatsapp', label: '+39 312 555 0147', href: 'https://wa.me/393125550147' }],
  ),
  manager(
    VIP_STATUS_GROUPS.gold,
    'Hannah Weber',
    '#b8962e',
    { days: [1, 2, 3, 4, 5, 6], from: '08:00', to: '20:00', time_zone: 'Europe/Berlin' },
    'hannah.weber@casino.test',
    [
      { kind: 'phone', label: '+49 30 5555 0192', href: 'tel:+493055550192' },
      { kind: 'telegram', label: '@aurora_vip_hannah', href: 'https://t.me/aurora_vip_hannah' },
    ],
  ),
  manager(
    LEVEL.platinum,
    'Oliver Grant',
    '#5a6d8c',
    { days: [1, 2, 3, 4, 5, 6], from: '09:00', to: '21:00', time_zone: 'Europe/London' },
    'oliver.grant@casino.test',
    [{ kind: 'phone', label: '+44 20 7946 0321', href: 'tel:+442079460321' }],
  ),
  manager(
    VIP_STATUS_GROUPS.diamond,
    DEMO_MANAGER.name,
    '#3b4cca',
    { days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '23:00', time_zone: 'Europe/London' },
    DEMO_MANAGER.email,
    [
      { kind: 'whatsapp', label: '+44 7700 900123', href: DEMO_MANAGER.whatsappUrl },
      { kind: 'telegram', label: '@aurora_vip_daniel', href: DEMO_MANAGER.telegramUrl },
    ],
  ),
];

const bonus = (title: string, amountCents: number): AdventurePrize => ({
  type: 'bonus',
  title,
  amount_cents: amountCents,
  wager_multiplier: 30,
  freespins_count: null,
  game: null,
  bet_cents: null,
});
const spins = (title: string, count: number, game: string, betCents: number): AdventurePrize => ({
  type: 'fs',
  title,
  amount_cents: null,
  wager_multiplier: 0,
  freespins_count: count,
  game,
  bet_cents: betCents,
});

/** The seeded adventure: seven days from two days before `now`, a deposit or bets (or both) each day. */
export function seedAdventure(now: Date): NewAdventure {
  const { goldenRocket, luckyRush, royalFiesta } = LOOTBOX_GAMES;
  const day = (minDep: number, wager: number, prize: AdventurePrize, periodActivationDays = 1) => ({
    condition: { minDep, wager, periodActivationDays },
    prize,
  });
  return {
    title: 'Aurora Odyssey: seven days among the stars',
    currency: 'EUR',
    startDate: new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10),
    days: [
      day(2_000, 0, bonus('€5 launch bonus', 500)),
      day(0, 5_000, spins(`20 free spins on ${goldenRocket.title}`, 20, goldenRocket.identifier, 10)),
      day(2_000, 5_000, bonus('€10 orbit bonus', 1_000)),
      day(0, 10_000, spins(`30 free spins on ${luckyRush.title}`, 30, luckyRush.identifier, 10)),
      day(5_000, 0, bonus('€15 comet bonus', 1_500)),
      day(0, 20_000, spins(`50 free spins on ${royalFiesta.title}`, 50, royalFiesta.identifier, 20), 2),
      day(5_000, 25_000, bonus('€25 nebula bonus', 2_500)),
    ],
    superPrize: spins(`100 free spins on ${goldenRocket.title}`, 100, goldenRocket.identifier, 20),
  };
}

/** The player's deposits and rounds spread evenly from `from` to `to`, through the real code paths. */
async function playQuarter(tx: Queryable, userId: number, player: VipPlayer, from: number, to: number) {
  const step = (to - from) / (ROUNDS + DEPOSITS);
  const lineBetCents = Math.ceil(player.betCents / ROUNDS / 20);
  for (let index = 0; index < DEPOSITS + ROUNDS; index++) {
    const at = new Date(from + index * step);
    if (index % ((ROUNDS + DEPOSITS) / DEPOSITS) === 0) {
      await seedDeposit(tx, userId, player.currency, Math.ceil(player.depositCents / DEPOSITS), at);
    } else {
      const identifier = LOOTBOX_GAMES.royalFiesta.identifier;
      await playRealRound(tx, { userId, identifier, currency: player.currency, lineBetCents }, at, cryptoRng);
    }
  }
}

/** The adventure player's deposits and bets of its first three days: days one and two done, today half done. */
async function playAdventure(tx: Queryable, userId: number, currency: string, now: Date) {
  const start = Math.floor(now.getTime() / DAY_MS) * DAY_MS - 2 * DAY_MS;
  const identifier = LOOTBOX_GAMES.luckyRush.identifier;
  await seedDeposit(tx, userId, currency, 2_500, new Date(start + 10 * HOUR_MS));
  for (let round = 0; round < 3; round++) {
    await playRealRound(
      tx,
      { userId, identifier, currency, lineBetCents: 100 },
      new Date(start + DAY_MS + (12 + round) * HOUR_MS),
      cryptoRng,
    );
  }
  await seedDeposit(tx, userId, currency, 2_000, new Date(Math.max(start + 2 * DAY_MS, now.getTime() - HOUR_MS)));
}

/**
 * The VIP club's seed (docs/vip.md, Seeds), once: a manager per VIP group; a player at every status whose quarter of
 * real deposits (`succeedDeposit`) and real rounds (`playRealRound` at past times) reaches it, assessed as the
 * promotion job would; the seven-day adventure started two days ago, with one player's first days under way; and
 * `vip@casino.test`, Diamond by hand, holding diamond. The players get the first user's password hash (the demo
 * password). It runs before the tournaments and the jackpot are seeded, so
 * its rounds neither rank in a tournament nor feed a pool. Skipped when its players exist.
 */
export async function seedVipClub(tx: Queryable, now: Date): Promise<void> {
  for (const each of SEED_VIP_MANAGERS) await setVipManager(tx, each);
  const [exists] = await tx.query('select 1 from users where lower(email) = $1', [SEED_VIP_PLAYERS[0]?.email]);
  if (exists) return;
  const [hash] = await tx.query<{ hash: string }>(`select encrypted_password as hash from users order by id limit 1`);
  const passwordHash = hash?.hash ?? '!';
  const quarterStart = vipQuarter(now).start.getTime();
  const from = Math.max(quarterStart, now.getTime() - 45 * DAY_MS);
  const to = Math.max(from, now.getTime() - 3 * DAY_MS);
  for (const player of SEED_VIP_PLAYERS) {
    const userId = await createPlayer(
      tx,
      {
        email: player.email,
        passwordHash,
        currency: player.currency,
        country: player.country,
        language: 'en',
        licenseName: 'CW',
        termsAccepted: true,
        confirmedAt: new Date(from),
        nickname: player.nickname,
        firstName: player.firstName,
        lastName: player.lastName,
        receivePromos: true,
      },
      new Date(from),
    );
    // the stake beyond the deposits: a bankroll that no losing streak of the seed's rounds can run short of
    const bankroll = player.betCents - player.depositCents + ROUNDS * 20;
    await postOpeningBalance(
      tx,
      userId,
      { currency: player.currency, cashCents: bankroll, bonusCents: 0 },
      new Date(from),
    );
    await playQuarter(tx, userId, player, from, to);
    if (player.email === SEED_ADVENTURE_PLAYER) await playAdventure(tx, userId, player.currency, now);
    const standing = await assessVipStatus(tx, userId, now);
    if (standing.held !== player.status) {
      throw new Error(`seeded VIP player ${player.email} holds ${standing.held}, not ${player.status}`);
    }
  }
  await createAdventure(tx, seedAdventure(now), now);
  const [victoria] = await tx.query<{ id: number }>(`select id from users where lower(email) = 'vip@casino.test'`);
  if (victoria) await holdVipStatus(tx, victoria.id, 'diamond', null, now, true);
}
