import { DEFAULT_CURRENCY } from '@casino/sdk/rules';
import { hashPassword } from '../auth/password';
import type { Clock } from '../clock';
import { systemClock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { generateCatalogue } from '../games/catalogue/generate-catalogue';
import { hasCatalogue, writeCatalogue } from '../games/catalogue/write-catalogue';
import { postOpeningBalance } from '../ledger/opening-balance';
import { openAccount } from '../players/accounts';
import { createPlayer } from '../players/create-player';
import { addGroups, setLevel } from '../players/groups';
import { DISABLED_GROUP_KEY, SEED_NOTICES, SEED_OFFERS } from './bonus-offers';
import { seedCompPointLevels, seedDemoCompPoints } from './comp-point-seed';
import { seedContent } from './content-seed';
import { COUNTRIES } from './countries';
import { CURRENCIES } from './currencies';
import { seedDemoGifts, seedWageredBonus } from './demo-bonuses';
import { DEMO_MANAGER, DEMO_PASSWORD, DEMO_PLAYERS, type DemoPlayer } from './demo-players';
import { EMAIL_DOMAINS } from './email-domains';
import { seedFeConfig } from './fe-config-seed';
import { GROUPS, STATUSES } from './groups';
import { IP_COUNTRY_RANGES } from './ip-country-ranges';
import { seedJackpots } from './jackpot-seed';
import { DEFAULT_LOCALE, LOCALES } from './locales';
import { seedDemoLootboxes, seedLootboxConfigs } from './lootbox-seed';
import { seedDemoLotteries } from './lottery-seed';
import { CONTEXTS, PAYMENT_SYSTEM_CONTEXTS, PLAYER_FIELDS, PROVIDER_CONTEXTS } from './player-fields';
import { seedRocketMart } from './rocket-mart-seed';
import { seedTournaments } from './tournament-seed';
import { TRANSLATION_OVERRIDES } from './translation-overrides';
import { seedVipClub } from './vip-seed';

/** True once the reference data and the game catalogue are in (the seed has run at least once). */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ seeded: boolean }>(
    'select exists (select 1 from currencies) and exists (select 1 from games) as seeded',
  );
  return row?.seeded === true;
}

/** Seed number of the seeded game catalogue (`npm run catalogue -w server` can write others). */
export const CATALOGUE_SEED = 20_260_302;
/** Games in the seeded catalogue (issue 4: at least 3,000). */
export const CATALOGUE_GAMES = 3_000;
const DAY_MS = 86_400_000;

/** Writes the seeded catalogue unless one is there; its "today" is the start of the UTC day of `now`. Returns the games added. */
async function seedCatalogue(tx: Queryable, now: Date): Promise<number> {
  if (await hasCatalogue(tx)) return 0;
  const asOf = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const catalogue = generateCatalogue({ seed: CATALOGUE_SEED, games: CATALOGUE_GAMES, asOf });
  await writeCatalogue(tx, catalogue);
  return catalogue.games.length;
}

async function seedReferenceData(tx: Queryable, now: Date): Promise<void> {
  for (const [position, c] of CURRENCIES.entries()) {
    await tx.query(
      `insert into currencies (code, symbol, subunits_to_unit, fiat, is_default, position)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [c.code, c.symbol, c.subunitsToUnit, c.fiat, c.code === DEFAULT_CURRENCY, position],
    );
  }
  for (const [position, l] of LOCALES.entries()) {
    await tx.query(
      `insert into locales (code, name, name_in_locale, is_default, position)
       values ($1, $2, $3, $4, $5) on conflict do nothing`,
      [l.code, l.name, l.nameInLocale, l.code === DEFAULT_LOCALE, position],
    );
  }
  for (const c of COUNTRIES) {
    await tx.query(
      `insert into countries (code, name, default_currency, restricted) values ($1, $2, $3, $4) on conflict do nothing`,
      [c.code, c.name, c.defaultCurrency, c.restricted],
    );
  }
  for (const r of IP_COUNTRY_RANGES) {
    await tx.query(
      `insert into ip_country_ranges (network, country_code, region_code) values ($1, $2, $3) on conflict do nothing`,
      [r.network, r.countryCode, r.regionCode],
    );
  }
  for (const [domain, verdict] of Object.entries(EMAIL_DOMAINS)) {
    await tx.query('insert into email_domains (domain, verdict) values ($1, $2) on conflict do nothing', [
      domain,
      verdict,
    ]);
  }
  for (const [locale, entries] of Object.entries(TRANSLATION_OVERRIDES)) {
    for (const [key, value] of Object.entries(entries)) {
      await tx.query('insert into messages (locale, key, value) values ($1, $2, $3) on conflict do nothing', [
        locale,
        key,
        value,
      ]);
    }
  }
  for (const g of [...STATUSES.map((s) => ({ id: s.id, name: s.name, playerWritable: false })), ...GROUPS]) {
    await tx.query('insert into groups (id, name, player_writable) values ($1, $2, $3) on conflict do nothing', [
      g.id,
      g.name,
      g.playerWritable,
    ]);
  }
  for (const [position, s] of STATUSES.entries()) {
    await tx.query(
      `insert into statuses (group_id, position, writable, persistent_comp_points_min, persistent_comp_points_max)
       values ($1, $2, $3, $4, $5) on conflict do nothing`,
      [s.id, position, s.writable, s.min, s.max],
    );
  }
  await seedCompPointLevels(tx);
  await seedLootboxConfigs(tx);
  await seedPlayerFields(tx);
  await seedOffers(tx, now);
  await seedRocketMart(tx);
  await seedContent(tx, now);
}

/** The bonus offers, the disabled bonus group key and (once) the notices. */
async function seedOffers(tx: Queryable, now: Date): Promise<void> {
  for (const [position, o] of SEED_OFFERS.entries()) {
    await tx.query(
      `insert into bonus_offers (id, kind, title, group_key, conditions, results, activatable_days, valid_days, active,
         position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing`,
      [
        o.id,
        o.kind,
        o.title,
        o.groupKey,
        JSON.stringify(o.conditions),
        JSON.stringify(o.results),
        o.activatableDays,
        o.validDays,
        o.active,
        position,
      ],
    );
  }
  await tx.query('insert into disabled_bonus_groups (group_key) values ($1) on conflict do nothing', [
    DISABLED_GROUP_KEY,
  ]);
  const [notices] = await tx.query<{ count: number }>('select count(*)::integer as count from notices');
  if (notices?.count !== 0) return;
  for (const n of SEED_NOTICES) {
    await tx.query('insert into notices (type, title, text, content, created_at) values ($1, $2, $3, $4, $5)', [
      n.type,
      n.title,
      n.text,
      n.content,
      now,
    ]);
  }
}

async function seedPlayerFields(tx: Queryable): Promise<void> {
  for (const [position, f] of PLAYER_FIELDS.entries()) {
    await tx.query(
      `insert into player_fields (field, type, position, min_length, max_length, once_set, min_age, inclusion)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
      [
        f.field,
        f.type,
        position,
        f.minLength ?? null,
        f.maxLength ?? null,
        f.onceSet ?? false,
        f.minAge ?? null,
        f.inclusion ? [...f.inclusion] : null,
      ],
    );
  }
  const rows: readonly (readonly [context: string, scope: string, action: string, fields: readonly string[]])[] = [
    ...Object.entries(CONTEXTS).map(([context, fields]) => [context, '', '', fields] as const),
    ...Object.entries(PROVIDER_CONTEXTS).map(([provider, fields]) => ['provider', provider, '', fields] as const),
    ...Object.entries(PAYMENT_SYSTEM_CONTEXTS).flatMap(([system, actions]) => [
      ['payment_system', system, 'deposit', actions.deposit] as const,
      ['payment_system', system, 'cashout', actions.cashout] as const,
    ]),
  ];
  for (const [context, scope, action, fields] of rows) {
    for (const [position, field] of fields.entries()) {
      await tx.query(
        `insert into player_field_contexts (context, scope, action, field, position)
         values ($1, $2, $3, $4, $5) on conflict do nothing`,
        [context, scope, action, field, position],
      );
    }
  }
}

async function demoManagerId(tx: Queryable): Promise<number> {
  const [existing] = await tx.query<{ id: number }>('select id from managers where email = $1', [DEMO_MANAGER.email]);
  if (existing) return existing.id;
  const [created] = await tx.query<{ id: number }>(
    `insert into managers (name, email, avatar_url, working_hours, whatsapp_url, telegram_url)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      DEMO_MANAGER.name,
      DEMO_MANAGER.email,
      DEMO_MANAGER.avatarUrl,
      DEMO_MANAGER.workingHours,
      DEMO_MANAGER.whatsappUrl,
      DEMO_MANAGER.telegramUrl,
    ],
  );
  if (!created) throw new Error('insert into managers returned no id');
  return created.id;
}

async function seedDemoPlayer(tx: Queryable, player: DemoPlayer, passwordHash: string, now: Date): Promise<void> {
  const [active, ...others] = player.wallets;
  const id = await createPlayer(
    tx,
    {
      email: player.email,
      passwordHash,
      currency: active.currency,
      country: player.country,
      language: player.language,
      licenseName: player.licenseName,
      termsAccepted: true,
      confirmedAt: now,
      nickname: player.nickname,
      firstName: player.firstName,
      lastName: player.lastName,
      dateOfBirth: player.dateOfBirth,
      gender: player.gender,
      mobilePhone: player.mobilePhone,
      city: player.city,
      address: player.address,
      postalCode: player.postalCode,
      receivePromos: true,
    },
    now,
  );
  for (const wallet of others) await openAccount(tx, id, wallet.currency, now);
  await setLevel(tx, id, player.level, now);
  await addGroups(tx, id, player.groups, now);
  for (const wallet of player.wallets) {
    await postOpeningBalance(tx, id, { ...wallet, bonusCents: 0 }, now);
    if (wallet.bonusCents > 0) await seedWageredBonus(tx, id, wallet, now);
  }
  await seedDemoGifts(tx, id, player.email, active.currency, now);
  if (player.managed) {
    await tx.query('update users set manager_id = $2 where id = $1', [id, await demoManagerId(tx)]);
  }
  if (player.totpSecret) {
    await tx.query('insert into two_factor_secrets (user_id, otp_secret, enabled_at) values ($1, $2, $3)', [
      id,
      player.totpSecret,
      now,
    ]);
  }
}

/** What a seed run added. */
export interface SeedReport {
  demoPlayersCreated: number;
  gamesCreated: number;
}

/** Advisory lock key that keeps two processes from seeding at once. */
const SEED_LOCK = 7_301_2025;

async function missingDemoPlayers(db: Queryable): Promise<DemoPlayer[]> {
  const rows = await db.query<{ email: string }>(
    'select lower(email) as email from users where lower(email) = any($1)',
    [DEMO_PLAYERS.map((p) => p.email)],
  );
  const existing = new Set(rows.map((row) => row.email));
  return DEMO_PLAYERS.filter((p) => !existing.has(p.email));
}

/**
 * Fills the reference data, the game catalogue, the demo players and their comp points in one transaction.
 * Idempotent: rows that exist are left as they are, the catalogue is written only when there is none, demo players that
 * exist (by email) are skipped, demo comp points are posted once per player. The demo password is hashed once, before the transaction,
 * and shared by every demo player.
 */
export async function seedDatabase(db: Database, clock: Clock = systemClock): Promise<SeedReport> {
  const passwordHash = (await missingDemoPlayers(db)).length > 0 ? await hashPassword(DEMO_PASSWORD) : null;
  const now = clock();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await seedReferenceData(tx, now);
    const gamesCreated = await seedCatalogue(tx, now);
    let demoPlayersCreated = 0;
    if (passwordHash !== null) {
      const missing = await missingDemoPlayers(tx);
      for (const player of missing) await seedDemoPlayer(tx, player, passwordHash, now);
      demoPlayersCreated = missing.length;
    }
    await seedDemoCompPoints(tx, now);
    await seedDemoLootboxes(tx, now);
    await seedVipClub(tx, now);
    await seedTournaments(tx, now);
    await seedDemoLotteries(tx, now);
    await seedJackpots(tx, now);
    await seedFeConfig(tx, now);
    return { demoPlayersCreated, gamesCreated };
  });
}
