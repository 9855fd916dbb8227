import {
  type Account,
  AccountList,
  type Currency,
  CurrencyList,
  DemoRoundAnswer,
  type DemoRoundRequest,
  Freespin,
  FreespinList,
  FreespinRoundAnswer,
  type FreespinRoundRequest,
  Project,
  RealRoundAnswer,
  type RealRoundRequest,
  SlotInfo,
} from '../contract';
import { CasinoHttpError } from '../errors';
import type { HttpClient } from '../http/client';
import { CURRENCIES_PATH, PROJECT_PATH } from '../info/info';
import { ACCOUNTS_PATH } from '../wallet/wallet';

/**
 * The calls of a slot game's page (docs/games.md, Play rounds): the game, the project and currencies it needs, the
 * player's wallets, demo and real rounds, and free spins. Every answer is checked against its contract. A round or
 * free spin is sent with the caller's `Idempotency-Key`, so that asking again with the same key plays it at most once.
 */
export interface SlotCalls {
  /** The game's reels, paylines and paytable; null when no slot game has that identifier (404). */
  info(identifier: string): Promise<SlotInfo | null>;
  /** The project's settings, for its embed origins. */
  project(): Promise<Project>;
  /** The currencies the platform knows, for their minor units. */
  currencies(): Promise<Currency[]>;
  /** The player's wallets; null for a guest (401). */
  accounts(): Promise<Account[] | null>;
  /** A round for fun money: no session, no money moves. */
  demoRound(request: DemoRoundRequest): Promise<DemoRoundAnswer>;
  /** A real-money round, and the wallet after it. */
  realRound(request: RealRoundRequest, idempotencyKey: string): Promise<RealRoundAnswer>;
  /** The player's free-spin records. */
  freespins(): Promise<Freespin[]>;
  /** Starts an issued free-spin record. */
  activateFreespins(id: number): Promise<Freespin>;
  /** One spin of an activated free-spin record, the record after it and the wallet. */
  freespinRound(id: number, request: FreespinRoundRequest, idempotencyKey: string): Promise<FreespinRoundAnswer>;
}

/** `status` refusals answered as null instead of an error. */
function nullOn<T>(status: number) {
  return (error: unknown): T | null => {
    if (error instanceof CasinoHttpError && error.status === status) return null;
    throw error;
  };
}

/** The slot calls over one casino's HTTP client (`casino.http`). */
export function createSlotCalls(http: HttpClient): SlotCalls {
  const key = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });
  return {
    info: (identifier) =>
      http
        .get(`/api/games/slot/${identifier.split('/').map(encodeURIComponent).join('/')}`, SlotInfo)
        .catch(nullOn<SlotInfo>(404)),
    project: () => http.get(PROJECT_PATH, Project),
    currencies: () => http.get(CURRENCIES_PATH, CurrencyList),
    accounts: () =>
      http.get(ACCOUNTS_PATH, AccountList, { query: { compatibility: false } }).catch(nullOn<Account[]>(401)),
    demoRound: (request) => http.post('/api/games/demo/rounds', request, DemoRoundAnswer),
    realRound: (request, idempotencyKey) =>
      http.post('/api/player/games/rounds', request, RealRoundAnswer, key(idempotencyKey)),
    freespins: () => http.get('/api/player/freespins', FreespinList),
    activateFreespins: (id) => http.post(`/api/player/freespins/${id}/activation`, {}, Freespin),
    freespinRound: (id, request, idempotencyKey) =>
      http.post(`/api/player/freespins/${id}/rounds`, request, FreespinRoundAnswer, key(idempotencyKey)),
  };
}
