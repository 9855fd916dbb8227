import { verifyPassword } from '../auth/password';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { databaseFingerprint, openEmptyTestDatabase } from '../testing/test-database';
import { DISABLED_GROUP_KEY, FREESPINS_GAME } from './bonus-offers';
import { DEMO_PASSWORD, DEMO_PLAYERS, DEMO_TOTP_SECRET } from './demo-players';
import { GROUP, LEVEL } from './groups';
import { CATALOGUE_GAMES, isSeeded, seedDatabase } from './seed';

let db: Database;
beforeAll(async () => {
  db = await openEmptyTestDatabase();
  await migrate(db);
});
afterAll(() => db.close());

describe('seedDatabase', () => {
  it('fills an empty database once, and a second run changes nothing', async () => {
    expect(await isSeeded(db)).toBe(false);
    expect(await seedDatabase(db)).toEqual({ demoPlayersCreated: DEMO_PLAYERS.length, gamesCreated: CATALOGUE_GAMES });
    expect(await isSeeded(db)).toBe(true);
    const before = await databaseFingerprint(db);
    expect(await seedDatabase(db)).toEqual({ demoPlayersCreated: 0, gamesCreated: 0 });
    expect(await databaseFingerprint(db)).toEqual(before);
  });

  it('gives every demo player a confirmed email, a name and a non-zero active wallet', async () => {
    const rows = await db.query<{ email: string; first_name: string; confirmed_at: Date | null; amount_cents: number }>(
      `select u.email, u.first_name, u.confirmed_at, a.amount_cents
       from users u join accounts a on a.user_id = u.id and a.active where u.email like '%@casino.test' order by u.id`,
    );
    expect(rows.map((row) => row.email)).toEqual(DEMO_PLAYERS.map((player) => player.email));
    for (const row of rows) {
      expect(row.confirmed_at, row.email).not.toBeNull();
      expect(row.first_name, row.email).not.toBe('');
      expect(row.amount_cents, row.email).toBeGreaterThan(0);
    }
  });

  it('has a player per main currency and the special players of the spec', async () => {
    const currencies = await db.query<{ currency: string }>(
      `select a.currency from users u join accounts a on a.user_id = u.id and a.active
       where u.email = lower(a.currency) || '@casino.test'`,
    );
    expect(currencies.map((row) => row.currency).sort()).toEqual([
      'AUD',
      'BRL',
      'BTC',
      'CAD',
      'EUR',
      'GBP',
      'NOK',
      'NZD',
      'USD',
    ]);
    const groupsOf = async (email: string) =>
      (
        await db.query<{ group_id: number }>(
          'select group_id from user_groups g join users u on u.id = g.user_id where u.email = $1',
          [email],
        )
      ).map((row) => row.group_id);
    expect(await groupsOf('tester@casino.test')).toContain(GROUP.tester);
    expect(await groupsOf('vip@casino.test')).toContain(LEVEL.diamond);
    expect(await groupsOf('multi@casino.test')).toContain(GROUP.multiAccount);
    const [vip] = await db.query<{ manager_id: number | null }>(
      `select manager_id from users where email = 'vip@casino.test'`,
    );
    expect(vip?.manager_id).not.toBeNull();
    const [restricted] = await db.query<{ restricted: boolean }>(
      `select c.restricted from users u join countries c on c.code = u.country where u.email = 'restricted@casino.test'`,
    );
    expect(restricted?.restricted).toBe(true);
    const [twoFactor] = await db.query<{ otp_secret: string }>(
      `select t.otp_secret from two_factor_secrets t join users u on u.id = t.user_id where u.email = 'twofactor@casino.test'`,
    );
    expect(twoFactor?.otp_secret).toBe(DEMO_TOTP_SECRET);
  });

  it('stores the demo password as an argon2id hash', async () => {
    const [row] = await db.query<{ encrypted_password: string }>(
      `select encrypted_password from users where email = 'eur@casino.test'`,
    );
    expect(row?.encrypted_password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row?.encrypted_password ?? null, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(row?.encrypted_password ?? null, 'password123')).toBe(false);
  });

  it('gives the demo bonus money as bonuses being wagered, with books that balance', async () => {
    expect(await checkLedger(db)).toEqual(CLEAN_LEDGER);
    const drift = await db.query<{ id: number }>(
      `select l.id from ledger_accounts l
       where l.kind = 'bonus' and l.balance_cents <> coalesce((select sum(b.balance_cents) from bonuses b
         where b.user_id = l.user_id and b.currency = l.currency and b.stage = 'handle_bets'), 0)`,
    );
    expect(drift).toEqual([]);
    const [eur] = await db.query<{ total_wagering_cents: number; wagered_cents: number; amount_cents: number }>(
      `select a.total_wagering_cents, a.wagered_cents, a.amount_cents from accounts a join users u on u.id = a.user_id
       where u.email = 'eur@casino.test' and a.currency = 'EUR'`,
    );
    expect(eur).toEqual({ total_wagering_cents: 875_000, wagered_cents: 262_500, amount_cents: 125_000 });
    const stages = await db.query<{ email: string; stage: string; offer_id: string }>(
      `select u.email, b.stage, b.offer_id from bonuses b join users u on u.id = b.user_id order by b.id`,
    );
    expect(stages).toContainEqual({ email: 'eur@casino.test', stage: 'handle_bets', offer_id: 'WELCOME100' });
    expect(stages).toContainEqual({ email: 'usd@casino.test', stage: 'issued', offer_id: 'WELCOME_GIFT' });
    expect(stages).toContainEqual({ email: 'usd@casino.test', stage: 'expired', offer_id: 'FREE10' });
    const [notified] = await db.query<{ count: number }>(
      `select count(*)::integer as count from personal_notifications n join users u on u.id = n.user_id
       where u.email = 'usd@casino.test'`,
    );
    expect(notified?.count).toBeGreaterThan(0);
  });

  it('seeds the offers, the disabled bonus group and two notices', async () => {
    const offers = await db.query<{ id: string; active: boolean }>('select id, active from bonus_offers order by id');
    expect(offers.map((offer) => offer.id)).toEqual(
      expect.arrayContaining(['WELCOME100', 'RELOAD50', 'QUICK10', 'VIPBOOST', 'WELCOME_GIFT', 'FREE10', 'SPINS20']),
    );
    expect(offers.find((offer) => offer.id === 'EXPIRED5')?.active).toBe(false);
    const [spins] = await db.query<{ found: boolean }>(
      `select exists (select 1 from games where identifier = $1) as found`,
      [FREESPINS_GAME],
    );
    expect(spins?.found).toBe(true);
    expect(await db.query('select group_key from disabled_bonus_groups')).toEqual([{ group_key: DISABLED_GROUP_KEY }]);
    expect(await db.query('select id from notices')).toHaveLength(2);
  });
});
