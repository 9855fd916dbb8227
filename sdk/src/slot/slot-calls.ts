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
import { routePath } from '../contract/routes';
import { CasinoHttpError } from '../errors';
import type { HttpClient } from '../http/client';

/**
 * The calls of a slot game's page (docs/games.md, Play rounds): the game, the project and currencies it needs, the
 * player's wallets, demo and real rounds, and free spins. Every answer is checked against its contract. A round or
 * free spin is sent with the caller's `Idempotency-Key`, so that asking again with the same key plays it at most once.
 */
export interface SlotCalls {
  /** The game's reels, paylines and paytable by its `provider/slug` identifier; null when no slot game has it (404). */
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
    async info(identifier) {
      const slash = identifier.indexOf('/');
      // every game identifier is `provider/slug`: without one no game has it
      if (slash < 0) return null;
      const path = routePath('slotGame', { provider: identifier.slice(0, slash), slug: identifier.slice(slash + 1) });
      return http.get(path, SlotInfo).catch(nullOn<SlotInfo>(404));
    },
    project: () => http.get(routePath('project'), Project),
    currencies: () => http.get(routePath('currencies'), CurrencyList),
    accounts: () =>
      http.get(routePath('accounts'), AccountList, { query: { compatibility: false } }).catch(nullOn<Account[]>(401)),
    demoRound: (request) => http.post(routePath('demoRound'), request, DemoRoundAnswer),
    realRound: (request, idempotencyKey) =>
      http.post(routePath('realRound'), request, RealRoundAnswer, key(idempotencyKey)),
    freespins: () => http.get(routePath('freespins'), FreespinList),
    activateFreespins: (id) => http.post(routePath('activateFreespins', { id }), {}, Freespin),
    freespinRound: (id, request, idempotencyKey) =>
      http.post(routePath('freespinRound', { id }), request, FreespinRoundAnswer, key(idempotencyKey)),
  };
}
