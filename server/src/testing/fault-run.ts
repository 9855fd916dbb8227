import { issueBonus } from '../bonuses/issue-bonus';
import type { Database } from '../db/database';
import { openPgDatabase } from '../db/pg-database';
import { issueFreespins } from '../freespins/issue-freespins';
import { postCompPoints } from '../loyalty/comp-points';
import { type Acknowledgement, checkAppliedOnce, lostAcknowledgements, PAYMENT_KEY_PREFIX } from './applied-once';
import { checkCompPoints } from './comp-point-invariants';
import { createFundedPlayer } from './funded-player';
import { type HttpAnswer, HttpPlayer, NoAnswer } from './http-player';
import { checkBalances, checkLedger } from './ledger-invariants';
import { checkLoyaltyOnce } from './loyalty-invariants';
import { type RealtimeWatch, watchRealtime } from './realtime-watch';
import { createSeededRandom, type SeededRandom } from './seeded-random';
import { type ServerProcess, serverProcess } from './server-process';

/** Settings of a fault-injection run of the money core (docs/faults.md). */
export interface FaultRunOptions {
  /** A real PostgreSQL server's database (`node scripts/with-postgres.mjs` sets DATABASE_URL). */
  databaseUrl: string;
  /** Schema to run in (created if missing). Defaults to the database's `public`. */
  schema?: string;
  /** Drives every random choice: operations, players, amounts, fault kinds and timing. */
  seed: number;
  /** Operations to run. */
  ops: number;
  /** The run stops after this long even if `ops` are not done. Defaults to 1 hour. */
  maxMs?: number;
  /** Players created for the run, spread over EUR, USD, CAD and BTC. Defaults to 48. */
  players?: number;
  /** Requests in flight at once. Defaults to 24. */
  concurrency?: number;
  /** Average operations between two database faults (server SIGKILL, dropped connections). Defaults to 500. */
  faultEvery?: number;
  /** Operations between two light checks (balances, wallets, bonuses, acknowledged requests, realtime). Defaults to 2000. */
  checkEvery?: number;
  /** Players whose realtime stream is read and checked. Defaults to 8. */
  watchers?: number;
  /** Ports of the server processes, one process each (API nodes on one database, as in production). */
  ports: readonly number[];
  /** Progress lines. Defaults to none. */
  log?: (line: string) => void;
}

/** What the client side injects besides the database faults. */
export type FaultKind =
  | 'server_kill'
  | 'connection_drop'
  | 'listener_drop'
  | 'client_timeout'
  | 'duplicate_request'
  | 'frame_duplicate'
  | 'frame_reorder';

/** An invariant that did not hold: which check, after how many operations, and what it found. */
export interface InvariantBreak {
  afterOps: number;
  check: string;
  detail: string;
}

/** The outcome of {@link runFaults}. */
export interface FaultRunReport {
  seed: number;
  /** Operations done (each counted once, however many times it was retried). */
  ops: number;
  /** Requests sent again with the same key (or the same state change) after no answer or a 5xx. */
  retries: number;
  /** Retries answered with the first attempt's answer (`Idempotency-Replayed: true`): it had committed unseen. */
  replayedAfterNoAnswer: number;
  seconds: number;
  opsPerSecond: number;
  opsByKind: Record<string, number>;
  /** Final answers by status. */
  statuses: Record<string, number>;
  /** 5xx answers seen before a retry succeeded, by status. */
  serverErrors: Record<string, number>;
  /** The first few 5xx answers: request and body. */
  serverErrorSamples: string[];
  faults: Record<FaultKind, number>;
  /** Invariant checks performed (each query of each check counts once). */
  checks: number;
  /** Invariant breaks found. */
  breaksTotal: number;
  /** The first {@link KEPT_BREAKS} of them. */
  breaks: InvariantBreak[];
  /** Times the server process exited by itself. */
  serverCrashes: number;
  /** The command that runs this seed again. */
  replay: string;
}

const CURRENCIES = ['EUR', 'USD', 'CAD', 'BTC'] as const;
type Currency = (typeof CURRENCIES)[number];
const OPENING_CASH: Record<Currency, number> = { EUR: 50_000, USD: 50_000, CAD: 50_000, BTC: 5_000_000 };
const CARD = {
  card_number: '5555555555554444',
  card_holder: 'Fault Run',
  expiry_month: '12',
  expiry_year: '2030',
  cvv: '321',
};
/** Test cards (docs/payments.md): declined, 3-D Secure, blocked by the fraud check. */
const DECLINED_CARD = '4000000000000002';
const THREE_D_SECURE_CARD = '4000000000003220';
const FRAUD_CARD = '4100000000000019';
const PAYOUT_ADDRESS = `bc1q${'q'.repeat(38)}`;
const APP_NAME = 'casino-faults-app';
/** Invariant breaks kept in the report (all are counted and logged). */
const KEPT_BREAKS = 100;
/** Retries of one request before the run gives up on it. */
const MAX_ATTEMPTS = 200;

const OPERATIONS = {
  round: 44,
  deposit: 14,
  cashout: 8,
  recall: 5,
  bonus_issue: 5,
  bonus_activate: 6,
  bonus_cancel: 3,
  freespin_issue: 2,
  freespin_activate: 2,
  freespin_round: 8,
  freespin_cancel: 1,
  exchange: 5,
  wheel_spin: 2,
  lootbox_open: 4,
  points_grant: 1,
} as const;
type Operation = keyof typeof OPERATIONS;

/** Chargeable comp points each player starts with, and what a `points_grant` adds: enough for a few exchanges. */
const OPENING_POINTS = 20_000;
const GRANTED_POINTS = 5_000;
/** The Rocket Mart card types the run buys, by weight: cash, free spins, loot boxes (the Astro box and wheel spins). */
const EXCHANGE_TYPES = { money: 45, freespins: 25, lootboxes: 20, lotteries: 10 } as const;
type ExchangeType = keyof typeof EXCHANGE_TYPES;

/** A Rocket Mart card as the run buys it: its group and its price per currency (own, else EUR's, else the card's). */
interface ShopCard {
  group: string;
  price: (currency: string) => number;
}

/** One server process and its restart in progress. */
interface ApiNode {
  process: ServerProcess;
  restarting: Promise<void> | null;
}

interface Player {
  http: HttpPlayer;
  node: ApiNode;
  currency: Currency;
  games: string[];
  cryptoAddress: string | null;
  pendingCashouts: number[];
  bonuses: number[];
  freespins: number[];
  /** Issued loot boxes and wheel spins the run bought, not opened yet. */
  lootboxes: number[];
}

/** `url` with the app's connection name and, when given, the schema on the search path. */
function appUrl(databaseUrl: string, schema: string | undefined): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', APP_NAME);
  if (schema) url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function idOf(body: unknown, effect: Acknowledgement['effect']): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const holder = effect === 'round' ? (body as { round?: unknown }).round : body;
  const id = typeof holder === 'object' && holder !== null ? (holder as { id?: unknown }).id : null;
  return typeof id === 'number' ? id : null;
}

/** The run's Rocket Mart: the active cards of the types it buys, read once over HTTP as a client would. */
async function loadShop(player: Player): Promise<Record<ExchangeType, ShopCard[]>> {
  const shop = { money: [], freespins: [], lootboxes: [], lotteries: [] } as Record<ExchangeType, ShopCard[]>;
  for (const type of Object.keys(EXCHANGE_TYPES) as ExchangeType[]) {
    const answer = await player.http.request('GET', `/api/comp_points/rates/${type}`);
    const cards = answer.body as {
      group: string;
      rate: { points: number };
      rates: { currency: string; points: number }[];
    }[];
    for (const card of cards) {
      const priceIn = (currency: string) => card.rates.find((price) => price.currency === currency)?.points;
      shop[type].push({
        group: card.group,
        price: (currency) => priceIn(currency) ?? priceIn('EUR') ?? card.rate.points,
      });
    }
    if (shop[type].length === 0) throw new Error(`the Rocket Mart sells no ${type}: the seed has changed`);
  }
  return shop;
}

/**
 * Runs `ops` random operations (card deposits incl. declined, 3-D Secure and fraud cards, crypto deposits, cashouts,
 * recalls, real rounds, bonus and free-spin stage changes) of many players in several currencies against the real
 * server as a child process on real PostgreSQL, while it injects faults: the server SIGKILLed and restarted, the app's
 * connections terminated mid-transaction, the LISTEN connection dropped, client timeouts and duplicate sends retried
 * with the same Idempotency-Key, realtime frames duplicated and reordered. After each database fault and every
 * `checkEvery` operations it stops the load and checks the invariants; at the end it checks them all.
 */
export async function runFaults(options: FaultRunOptions): Promise<FaultRunReport> {
  const log = options.log ?? (() => undefined);
  const playersWanted = options.players ?? 48;
  const concurrency = options.concurrency ?? 24;
  const faultEvery = options.faultEvery ?? 500;
  const checkEvery = options.checkEvery ?? 2000;
  const maxMs = options.maxMs ?? 60 * 60 * 1000;
  const random = createSeededRandom(options.seed);
  const replay = `node scripts/with-postgres.mjs npm run faults -- --seed ${options.seed} --ops ${options.ops}`;

  const admin = await openPgDatabase({ connectionString: options.databaseUrl, max: 2 });
  if (options.schema) await admin.query(`create schema if not exists ${options.schema}`);
  const nodes: ApiNode[] = options.ports.map((port) => ({
    process: serverProcess(appUrl(options.databaseUrl, options.schema), port, { DEV_ENDPOINTS: '1' }),
    restarting: null,
  }));
  // one after the other: the first one migrates and seeds the database
  for (const node of nodes) await node.process.start();
  const db: Database = await openPgDatabase({ connectionString: options.databaseUrl, schema: options.schema, max: 4 });

  const report: FaultRunReport = {
    seed: options.seed,
    ops: 0,
    retries: 0,
    replayedAfterNoAnswer: 0,
    seconds: 0,
    opsPerSecond: 0,
    opsByKind: {},
    statuses: {},
    serverErrors: {},
    serverErrorSamples: [],
    faults: {
      server_kill: 0,
      connection_drop: 0,
      listener_drop: 0,
      client_timeout: 0,
      duplicate_request: 0,
      frame_duplicate: 0,
      frame_reorder: 0,
    },
    checks: 0,
    breaksTotal: 0,
    breaks: [],
    serverCrashes: 0,
    replay,
  };
  const broke = (check: string, detail: string) => {
    report.breaksTotal++;
    if (report.breaks.length < KEPT_BREAKS) report.breaks.push({ afterOps: report.ops, check, detail });
    log(`BREAK after ${report.ops} ops: ${check}: ${detail}`);
  };

  /** Starts a server again; a failed start is tried again a few times (its output says why it failed). */
  const restart = (node: ApiNode) => {
    node.restarting ??= (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await node.process.start();
        } catch (error) {
          if (attempt === 5) throw error;
          log(
            `server start ${attempt} failed, trying again: ${error instanceof Error ? error.message : String(error)}`,
          );
          await sleep(2000);
        }
      }
    })().finally(() => {
      node.restarting = null;
    });
    return node.restarting;
  };
  /** Waits for a server to be up again after a kill or a crash. */
  const serverUp = async (node: ApiNode) => {
    if (node.restarting) await node.restarting;
    else if (!node.process.running()) await restart(node);
  };

  // players: created in the database like a back office would, then signed in over HTTP
  const players: Player[] = [];
  const runTag = `${options.seed}-${Date.now().toString(36)}`;
  for (let index = 0; index < playersWanted; index++) {
    const currency = CURRENCIES[index % CURRENCIES.length] ?? 'USD';
    const email = `faults-${runTag}-${index}@casino.test`;
    const userId = await db.transaction(async (tx) => {
      const id = await createFundedPlayer(tx, email, OPENING_CASH[currency], new Date(), currency);
      // the details a payout asks for (player_field_contexts), so that cashouts and recalls reach the ledger
      await tx.query(
        `update users set first_name = 'Fault', last_name = 'Runner', date_of_birth = '1990-04-12',
           mobile_phone = '+1 416 555 0101', city = 'Toronto', address = '1 King Street West', postal_code = 'M5H 1A1'
         where id = $1`,
        [id],
      );
      // comp points to spend in the Rocket Mart, posted like a support adjustment
      await postCompPoints(
        tx,
        {
          userId: id,
          reason: 'adjustment',
          reference: `fault-run:${email}`,
          chargeable: OPENING_POINTS,
          persistent: OPENING_POINTS,
        },
        new Date(),
        { publish: false },
      );
      return id;
    });
    const node = nodes[index % nodes.length] as ApiNode;
    const http = new HttpPlayer(node.process.origin, userId, email);
    await http.signIn();
    const games = await db.query<{ identifier: string }>(
      `select g.identifier from games g
       where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = $1)
       order by g.id limit 4`,
      [currency],
    );
    if (games.length === 0) throw new Error(`no game is offered in ${currency}: the seed has changed`);
    let cryptoAddress: string | null = null;
    if (currency === 'BTC') {
      const answer = await http.request('GET', '/api/player/crypto_addresses/BTC');
      cryptoAddress = (answer.body as { address?: string } | null)?.address ?? null;
    }
    players.push({
      http,
      node,
      currency,
      games: games.map((game) => game.identifier),
      cryptoAddress,
      pendingCashouts: [],
      bonuses: [],
      freespins: [],
      lootboxes: [],
    });
  }
  const userIds = players.map((player) => player.http.userId);
  const shop = await loadShop(players[0] as Player);

  const watchers: RealtimeWatch[] = [];
  for (const player of players.slice(0, options.watchers ?? 8)) {
    if (!player.http.session) continue;
    watchers.push(
      await watchRealtime(
        player.node.process.origin,
        player.http.userId,
        player.http.session,
        { duplicate: 0.05, reorder: 0.05 },
        random.fork(-player.http.userId),
      ),
    );
  }

  let acks: Acknowledgement[] = [];

  /**
   * Sends one request until it has a final answer (below 500), retrying with the same headers after no answer or a
   * 5xx; `firstTimeoutMs` makes the first attempt give up early (a client timeout).
   */
  async function send(
    player: Player,
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
    firstTimeoutMs?: number,
  ): Promise<HttpAnswer & { unanswered: boolean }> {
    let unanswered = false;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (attempt > 0) report.retries++;
      try {
        const answer = await player.http.request(method, path, {
          body,
          headers,
          timeoutMs: attempt === 0 && firstTimeoutMs !== undefined ? firstTimeoutMs : 15_000,
        });
        if (answer.status < 500) {
          if (unanswered && answer.replayed) report.replayedAfterNoAnswer++;
          report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
          return { ...answer, unanswered };
        }
        report.serverErrors[answer.status] = (report.serverErrors[answer.status] ?? 0) + 1;
        if (report.serverErrorSamples.length < 20) {
          report.serverErrorSamples.push(`${method} ${path} ${answer.status} ${JSON.stringify(answer.body)}`);
        }
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        unanswered = true;
      }
      if (!player.node.process.running()) await serverUp(player.node);
      else await sleep(10 + attempt * 5);
    }
    broke('answered', `${method} ${path} got no final answer in ${MAX_ATTEMPTS} attempts`);
    return { status: 0, body: null, replayed: false, unanswered: true };
  }

  /** An idempotent request: maybe with a client timeout or a duplicate send; a 2xx is recorded as acknowledged. */
  async function sendOnce(
    player: Player,
    op: SeededRandom,
    path: string,
    body: unknown,
    key: string,
    effect: Acknowledgement['effect'],
  ): Promise<HttpAnswer> {
    const headers = { 'idempotency-key': key };
    let answer: HttpAnswer;
    if (op.chance(0.02)) {
      report.faults.duplicate_request++;
      const [first, second] = await Promise.all([
        send(player, 'POST', path, body, headers),
        send(player, 'POST', path, body, headers),
      ]);
      if (first.status < 300 && second.status < 300 && JSON.stringify(first.body) !== JSON.stringify(second.body)) {
        broke('same answer to a repeat', `${path} key ${key} answered two different bodies`);
      }
      answer = first.status < 300 ? first : second;
    } else if (op.chance(0.03)) {
      report.faults.client_timeout++;
      answer = await send(player, 'POST', path, body, headers, op.int(1, 40));
    } else {
      answer = await send(player, 'POST', path, body, headers);
    }
    if (answer.status >= 200 && answer.status < 300) {
      const id = idOf(answer.body, effect);
      if (id === null)
        broke('answer shape', `${path} answered ${answer.status} without an id: ${JSON.stringify(answer.body)}`);
      else acks.push({ userId: player.http.userId, key, status: answer.status, effect, id });
    }
    return answer;
  }

  async function operate(index: number): Promise<void> {
    const op = random.fork(index);
    const player = op.pick(players);
    let kind: Operation = op.weighted(OPERATIONS);
    if (kind === 'recall' && player.pendingCashouts.length === 0) kind = 'round';
    if ((kind === 'bonus_activate' || kind === 'bonus_cancel') && player.bonuses.length === 0) kind = 'bonus_issue';
    if (kind.startsWith('freespin_') && kind !== 'freespin_issue' && player.freespins.length === 0)
      kind = 'freespin_issue';
    if (kind === 'lootbox_open' && player.lootboxes.length === 0) kind = 'wheel_spin';
    report.opsByKind[kind] = (report.opsByKind[kind] ?? 0) + 1;
    const key = `${index}-${op.int(0, 1e9).toString(36)}`;
    const fiat = player.currency !== 'BTC';
    switch (kind) {
      case 'round': {
        await sendOnce(
          player,
          op,
          '/api/player/games/rounds',
          { game: op.pick(player.games), currency: player.currency, line_bet_cents: op.int(1, fiat ? 10 : 200) },
          `round-${key}`,
          'round',
        );
        return;
      }
      case 'deposit': {
        if (!fiat) {
          if (!player.cryptoAddress) return;
          await send(
            player,
            'POST',
            '/dev/crypto/receive',
            { address: player.cryptoAddress, amount_cents: op.int(10_000, 400_000) },
            { 'idempotency-key': `${PAYMENT_KEY_PREFIX}${key}` },
          ).then((answer) => {
            const id = idOf(answer.body, 'payment');
            if (answer.status < 300 && id !== null) {
              acks.push({
                userId: player.http.userId,
                key: `${PAYMENT_KEY_PREFIX}${key}`,
                status: answer.status,
                effect: 'payment',
                id,
              });
            }
          });
          return;
        }
        const card = op.weighted({ plain: 70, declined: 8, secure: 17, fraud: 5 });
        const cardNumber = {
          plain: CARD.card_number,
          declined: DECLINED_CARD,
          secure: THREE_D_SECURE_CARD,
          fraud: FRAUD_CARD,
        }[card];
        const answer = await sendOnce(
          player,
          op,
          '/api/player/payments/deposit',
          {
            payment: {
              method_id: 'card',
              amount_cents: op.int(1000, 8000),
              currency: player.currency,
              fields: { ...CARD, card_number: cardNumber },
            },
          },
          `${PAYMENT_KEY_PREFIX}${key}`,
          'payment',
        );
        const redirect = (answer.body as { redirect_url?: string | null } | null)?.redirect_url;
        if (answer.status === 201 && redirect) {
          const outcome = op.chance(0.75) ? 'approve' : 'fail';
          await send(player, 'POST', new URL(redirect).pathname, { outcome });
        }
        return;
      }
      case 'cashout': {
        const answer = await sendOnce(
          player,
          op,
          '/api/player/payments/cashout',
          fiat
            ? {
                payment: {
                  method_id: 'card',
                  amount_cents: op.int(2000, 6000),
                  currency: player.currency,
                  fields: { card_number: CARD.card_number, card_holder: CARD.card_holder },
                },
              }
            : {
                payment: {
                  method_id: 'crypto_btc',
                  amount_cents: op.int(10_000, 200_000),
                  currency: 'BTC',
                  fields: { address: PAYOUT_ADDRESS },
                },
              },
          `${PAYMENT_KEY_PREFIX}${key}`,
          'payment',
        );
        const payment = answer.body as { id?: number; state?: string } | null;
        if (answer.status === 201 && payment?.state === 'pending' && typeof payment.id === 'number') {
          player.pendingCashouts.push(payment.id);
        }
        return;
      }
      case 'recall': {
        const id = player.pendingCashouts.splice(op.int(0, player.pendingCashouts.length - 1), 1)[0];
        await sendOnce(player, op, `/api/player/payments/${id}/recall`, {}, `recall-${key}`, 'payment');
        return;
      }
      case 'bonus_issue': {
        const now = new Date();
        const bonus = await db.transaction((tx) =>
          issueBonus(
            tx,
            {
              userId: player.http.userId,
              strategy: 'gift',
              title: 'Fault run gift',
              currency: player.currency,
              amountCents: fiat ? op.int(100, 3000) : op.int(1000, 100_000),
              wagerMultiplier: op.int(1, 5),
              maxWinCents: op.chance(0.5) ? null : op.int(1000, 5000),
              activatableUntil: new Date(now.getTime() + op.int(2, 60) * 1000),
              validUntil: op.chance(0.3) ? null : new Date(now.getTime() + op.int(5, 300) * 1000),
            },
            now,
          ),
        );
        player.bonuses.push(bonus.id);
        return;
      }
      case 'bonus_activate':
      case 'bonus_cancel': {
        const id = op.pick(player.bonuses);
        const answer =
          kind === 'bonus_activate'
            ? await send(player, 'POST', `/api/player/bonuses/${id}/activation`, {})
            : await send(player, 'DELETE', `/api/player/bonuses/${id}`, undefined);
        const stage = (answer.body as { stage?: string } | null)?.stage;
        if (kind === 'bonus_cancel' || (stage && stage !== 'issued' && stage !== 'wait' && stage !== 'handle_bets')) {
          player.bonuses.splice(player.bonuses.indexOf(id), 1);
        }
        return;
      }
      case 'freespin_issue': {
        const now = new Date();
        const freespin = await db.transaction((tx) =>
          issueFreespins(
            tx,
            {
              userId: player.http.userId,
              strategy: 'gift',
              title: 'Fault run spins',
              currency: player.currency,
              games: [op.pick(player.games)],
              count: op.int(3, 12),
              betLevelCents: fiat ? op.int(1, 5) : op.int(10, 100),
              wagerMultiplier: op.int(0, 3),
              activatableUntil: new Date(now.getTime() + op.int(5, 120) * 1000),
              validUntil: op.chance(0.3) ? null : new Date(now.getTime() + op.int(10, 600) * 1000),
            },
            now,
          ),
        );
        player.freespins.push(freespin.id);
        return;
      }
      case 'freespin_activate':
      case 'freespin_cancel': {
        const id = op.pick(player.freespins);
        if (kind === 'freespin_activate') await send(player, 'POST', `/api/player/freespins/${id}/activation`, {});
        else {
          await send(player, 'DELETE', `/api/player/freespins/${id}`, undefined);
          player.freespins.splice(player.freespins.indexOf(id), 1);
        }
        return;
      }
      case 'exchange': {
        const type: ExchangeType = op.weighted(EXCHANGE_TYPES);
        const card = op.pick(shop[type]);
        const answer = await sendOnce(
          player,
          op,
          `/api/comp_points/exchange/${type}`,
          {
            exchange: {
              group: card.group,
              points: card.price(player.currency),
              currency: player.currency,
              quantity: op.int(1, type === 'lootboxes' ? 2 : 3),
            },
          },
          `exchange-${key}`,
          'exchange',
        );
        if (answer.status === 201) {
          const issued = (answer.body as { issued?: { kind: string; id?: number }[] } | null)?.issued ?? [];
          for (const item of issued) if (item.kind === 'lootbox' && item.id) player.lootboxes.push(item.id);
        }
        return;
      }
      case 'wheel_spin': {
        const answer = await sendOnce(player, op, '/api/player/wheel/spins', {}, `wheel-${key}`, 'lootbox');
        const id = idOf(answer.body, 'lootbox');
        if (answer.status === 201 && id !== null) player.lootboxes.push(id);
        return;
      }
      case 'lootbox_open': {
        const id = op.pick(player.lootboxes);
        // no key: opening an opened box answers its stored result, so a retry or a duplicate draws nothing
        const [first, second] = await Promise.all([
          send(player, 'POST', `/api/player/lootboxes/${id}/activation`, {}),
          op.chance(0.1) ? send(player, 'POST', `/api/player/lootboxes/${id}/activation`, {}) : null,
        ]);
        if (second && first.status === 200 && second.status === 200) {
          const prize = (answer: HttpAnswer) => JSON.stringify((answer.body as { issued?: unknown } | null)?.issued);
          if (prize(first) !== prize(second)) broke('box pays once', `box ${id} answered two different prizes`);
        }
        player.lootboxes.splice(player.lootboxes.indexOf(id), 1);
        return;
      }
      case 'points_grant': {
        await db.transaction((tx) =>
          postCompPoints(
            tx,
            {
              userId: player.http.userId,
              reason: 'adjustment',
              reference: `fault-run:grant:${runTag}:${index}`,
              chargeable: GRANTED_POINTS,
              persistent: GRANTED_POINTS,
            },
            new Date(),
          ),
        );
        return;
      }
      case 'freespin_round': {
        const id = op.pick(player.freespins);
        const [record] = await db.query<{ games: string[]; stage: string }>(
          'select games, stage from freespins where id = $1',
          [id],
        );
        if (record?.stage !== 'activated') {
          if (record && record.stage !== 'issued') player.freespins.splice(player.freespins.indexOf(id), 1);
          return;
        }
        await sendOnce(
          player,
          op,
          `/api/player/freespins/${id}/rounds`,
          { game: record.games[0] },
          `spin-${key}`,
          'round',
        );
        return;
      }
    }
  }

  // --- checks -------------------------------------------------------------------------------------------------

  const ledgerBreaks = (name: string, found: object) => {
    for (const [check, ids] of Object.entries(found)) {
      report.checks++;
      if (Array.isArray(ids) && ids.length > 0) broke(`${name}.${check}`, ids.slice(0, 20).join(', '));
    }
  };

  async function checkStreams() {
    for (const watcher of watchers) {
      const stream = await watcher.check(db);
      report.checks += 5;
      if (stream.outOfSequence.length > 0)
        broke('realtime.inSequence', `player ${watcher.userId}: ${stream.outOfSequence.join(', ')}`);
      if (stream.undelivered.length > 0)
        broke('realtime.delivered', `player ${watcher.userId}: seq ${stream.undelivered.slice(0, 20).join(', ')}`);
      if (stream.differentFromLog.length > 0)
        broke('realtime.sameAsLog', `player ${watcher.userId}: seq ${stream.differentFromLog.join(', ')}`);
      if (stream.resyncs > 0) broke('realtime.noResync', `player ${watcher.userId}: ${stream.resyncs} resync(s)`);
      if (stream.staleBalance)
        broke('realtime.lastBalance', `player ${watcher.userId}: last balance event differs from the wallets`);
    }
  }

  async function lightCheck() {
    ledgerBreaks('ledger', await checkBalances(db));
    const lost = await lostAcknowledgements(db, acks);
    acks = [];
    report.checks++;
    if (lost.length > 0) broke('appliedOnce.lostAcknowledgements', lost.slice(0, 20).join(', '));
    await checkStreams();
  }

  async function fullCheck() {
    ledgerBreaks('ledger', await checkLedger(db));
    ledgerBreaks('compPoints', { drifted: (await checkCompPoints(db)).map((drift) => drift.user_id) });
    ledgerBreaks('loyalty', await checkLoyaltyOnce(db, userIds));
    const once = await checkAppliedOnce(db, userIds, acks);
    acks = [];
    ledgerBreaks('appliedOnce', once);
    await checkStreams();
  }

  // --- the load, the faults and the pauses for checks ------------------------------------------------------------

  let next = 0;
  let inFlight = 0;
  let gate: Promise<void> | null = null;
  let idle: (() => void) | null = null;
  let pausing: Promise<void> = Promise.resolve();
  /** Faults being injected: a check waits for them (a server being restarted is not a broken stream). */
  const injecting = new Set<Promise<void>>();
  const started = Date.now();
  const timeLeft = () => Date.now() - started < maxMs;

  /** Stops new operations, waits for those in flight, runs `fn`, and lets the load go on. */
  const pause = (fn: () => Promise<void>) => {
    pausing = pausing.then(async () => {
      let release: () => void = () => undefined;
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      if (inFlight > 0)
        await new Promise<void>((resolve) => {
          idle = resolve;
        });
      await Promise.allSettled(injecting);
      try {
        await fn();
      } catch (error) {
        broke('check', error instanceof Error ? (error.stack ?? error.message) : String(error));
      } finally {
        gate = null;
        release();
      }
    });
    return pausing;
  };

  async function injectFault(kind: 'server_kill' | 'connection_drop' | 'listener_drop', faultRandom: SeededRandom) {
    if (kind === 'server_kill') {
      await sleep(faultRandom.int(0, 50));
      const node = faultRandom.pick(nodes);
      await serverUp(node);
      await node.process.kill();
      report.faults.server_kill++;
      await restart(node);
      return;
    }
    const inTransaction = kind === 'connection_drop';
    for (let poll = 0; poll < 2000; poll++) {
      const backends = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where application_name = $1 and datname = current_database()
           and ${inTransaction ? `xact_start is not null and state in ('active', 'idle in transaction')` : `query ilike 'listen%'`}
         order by pid`,
        [APP_NAME],
      );
      if (backends.length > 0) {
        const victims = inTransaction ? backends.filter(() => faultRandom.chance(0.5)) : backends;
        for (const { pid } of victims.length > 0 ? victims : backends.slice(0, 1)) {
          await admin.query('select pg_terminate_backend($1)', [pid]);
          report.faults[kind]++;
        }
        return;
      }
      await sleep(1);
    }
  }

  let nextFaultAt = random.int(Math.ceil(faultEvery / 2), Math.ceil((faultEvery * 3) / 2));
  let nextCheckAt = checkEvery;
  let lastProgress = Date.now();

  /** Brings the frame faults of the watchers into the report. */
  function countFrameFaults() {
    report.faults.frame_duplicate = watchers.reduce((sum, watcher) => sum + watcher.injected.duplicate, 0);
    report.faults.frame_reorder = watchers.reduce((sum, watcher) => sum + watcher.injected.reorder, 0);
  }

  async function worker() {
    while (next < options.ops && timeLeft()) {
      if (gate) {
        await gate;
        continue;
      }
      const index = next++;
      if (index === nextFaultAt) {
        nextFaultAt += random.int(Math.ceil(faultEvery / 2), Math.ceil((faultEvery * 3) / 2));
        const faultRandom = random.fork(-1 - index);
        const kind = faultRandom.weighted({ server_kill: 35, connection_drop: 55, listener_drop: 10 });
        const injection = injectFault(kind, faultRandom);
        injecting.add(injection);
        void injection
          .finally(() => injecting.delete(injection))
          .then(() => pause(fullCheck))
          .catch((error: unknown) => broke('fault', error instanceof Error ? error.message : String(error)));
      } else if (index === nextCheckAt) {
        nextCheckAt += checkEvery;
        void pause(lightCheck);
      }
      inFlight++;
      try {
        await operate(index);
      } catch (error) {
        broke('operation', `op ${index}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      } finally {
        inFlight--;
        report.ops++;
        if (inFlight === 0 && idle) {
          const wake: () => void = idle;
          idle = null;
          wake();
        }
      }
      if (Date.now() - lastProgress > 10_000) {
        lastProgress = Date.now();
        countFrameFaults();
        const seconds = (Date.now() - started) / 1000;
        log(
          `${report.ops} ops in ${seconds.toFixed(0)} s (${(report.ops / seconds).toFixed(0)} ops/s), faults ${JSON.stringify(report.faults)}, checks ${report.checks}, breaks ${report.breaksTotal}`,
        );
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: concurrency }, () => worker()));
    await pausing;
    report.seconds = (Date.now() - started) / 1000;
    report.opsPerSecond = Math.round(report.ops / report.seconds);
    countFrameFaults();
    for (const node of nodes) await serverUp(node);
    await fullCheck();
    for (const node of nodes) {
      report.serverCrashes += node.process.crashes;
      report.checks++;
      if (node.process.crashes > 0) {
        broke(
          'server.noCrash',
          `${node.process.origin} exited by itself ${node.process.crashes} time(s)\n${node.process.tail()}`,
        );
      }
    }
  } finally {
    for (const watcher of watchers) watcher.close();
    for (const node of nodes) await node.process.stop();
    await db.close();
    await admin.close();
  }
  return report;
}
