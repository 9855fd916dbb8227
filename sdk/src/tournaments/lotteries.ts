import {
  type Lottery,
  LotteryList,
  Lottery as LotterySchema,
  LotteryStatus,
  LotteryStatusList,
  LotteryTicketList,
} from '../contract/lotteries';
import { routePath } from '../contract/routes';
import { CasinoHttpError } from '../errors';
import { createResource, type Resource } from '../resource/resource';
import { createResourceFamily, type ResourceFamily } from '../resource/resource-family';
import { drawLotteryWinners, type LotteryWinner, seedHash } from '../rules/lottery-draw';
import type { TournamentsCasino } from './tournaments';

/** What checking a drawn lottery found (docs/lotteries.md, "Verifiable draw"). */
export interface DrawVerification {
  /** The published seed (hex). */
  seed: string;
  /** SHA-256 of the seed, computed here. */
  seedHash: string;
  /** The computed hash is the `seed_hash` published when the lottery opened. */
  commitmentHolds: boolean;
  /** The winners drawn again here from the seed and the ticket list, by place. */
  winners: LotteryWinner[];
  /** They are the winners the platform published, place by place. */
  winnersMatch: boolean;
}

/** Lotteries (loyalty.md §2–§4): the list, one lottery, the player's tickets, the ticket lists and checking a draw. */
export interface LotteriesModule {
  /** GET /api/lotteries: running, future and recently drawn lotteries; loaded again at sign-in and sign-out. */
  readonly list: Resource<readonly Lottery[]>;
  /** GET /api/lotteries/statuses: the signed-in player's tickets and prizes in each lottery; empty for guests. */
  readonly statuses: Resource<readonly LotteryStatus[]>;
  /** One lottery by `frontend_identifier` or id (GET /api/lotteries/{slug}); null when none has it. */
  readonly lottery: ResourceFamily<string, Lottery | null>;
  /** The signed-in player's tickets and prizes in one lottery by id (GET /api/lotteries/{id}/status); null for guests. */
  readonly status: ResourceFamily<number, LotteryStatus | null>;
  /** Every ticket of a lottery by id with its holder (GET /api/lotteries/{id}/tickets). */
  readonly tickets: ResourceFamily<number, LotteryTicketList | null>;
  /**
   * Checks a drawn lottery in this browser: hashes the published seed against the commitment and draws the winners
   * again from the seed and a fresh ticket list. Rejects for a lottery not drawn yet (no seed).
   */
  verifyDraw(lottery: Lottery): Promise<DrawVerification>;
  /** Loads again what a purchase of tickets changed: the lottery's status, the statuses and the lists in use. */
  ticketsChanged(lotteryId: number): Promise<void>;
}

/** Null for a 404 (nothing has that id), the error otherwise. */
function noneWhenMissing(error: unknown): null {
  if (error instanceof CasinoHttpError && error.status === 404) return null;
  throw error;
}

/** How many prize places a lottery draws: its highest prize place. */
function placesOf(lottery: Lottery): number {
  return lottery.prizes.reduce((most, prize) => Math.max(most, prize.award_place), 0);
}

/** Creates the lotteries of a casino; nothing loads until a widget asks. */
export function createLotteries(casino: TournamentsCasino): LotteriesModule {
  const { http, events, state } = casino;
  const signedIn = () => state.loginState.peek() === 'logged';
  const reloadOn = ['login', 'logout', 'realtime:resync'] as const;
  const list = createResource<readonly Lottery[]>({
    load: () => http.get(routePath('lotteries'), LotteryList),
    initial: [],
    events,
    reloadOn,
    clearOnSignOut: false,
  });
  const statuses = createResource<readonly LotteryStatus[]>({
    load: async () => (signedIn() ? http.get(routePath('lotteryStatuses'), LotteryStatusList) : []),
    initial: [],
    events,
    reloadOn,
    clearOnSignOut: false,
  });
  const lottery = createResourceFamily<string, Lottery | null>({
    load: (slug) => http.get(routePath('lottery', { slug }), LotterySchema).catch(noneWhenMissing),
    keyOf: (slug) => slug,
    initial: null,
    events,
    reloadOn,
    clearOnSignOut: false,
  });
  const status = createResourceFamily<number, LotteryStatus | null>({
    load: async (id) =>
      signedIn()
        ? http.get(routePath('lotteryStatus', { id: String(id) }), LotteryStatus).catch(noneWhenMissing)
        : null,
    keyOf: String,
    initial: null,
    events,
    reloadOn,
    clearOnSignOut: false,
  });
  const tickets = createResourceFamily<number, LotteryTicketList | null>({
    load: (id) => http.get(routePath('lotteryTickets', { id: String(id) }), LotteryTicketList).catch(noneWhenMissing),
    keyOf: String,
    initial: null,
    events,
    reloadOn: ['realtime:resync'],
    clearOnSignOut: false,
  });

  return {
    list,
    statuses,
    lottery,
    status,
    tickets,
    async verifyDraw(drawn) {
      const { seed, seed_hash: committed } = drawn.draw;
      if (seed === null)
        throw new Error(`casino: lottery ${drawn.id} is not drawn yet; its seed is published at the draw.`);
      const ticketList = tickets.get(drawn.id);
      await ticketList.reload();
      if (ticketList.status.peek() === 'error') throw ticketList.error.peek();
      const numbers = (ticketList.data.peek()?.tickets ?? []).map((ticket) => ticket.number);
      const [hash, winners] = await Promise.all([seedHash(seed), drawLotteryWinners(seed, numbers, placesOf(drawn))]);
      const published = [...drawn.draw.winners].sort((a, b) => a.award_place - b.award_place);
      const winnersMatch =
        winners.length === published.length &&
        winners.every(
          (winner, index) =>
            winner.award_place === published[index]?.award_place &&
            winner.ticket_number === published[index]?.ticket_number,
        );
      return { seed, seedHash: hash, commitmentHolds: hash === committed, winners, winnersMatch };
    },
    async ticketsChanged(lotteryId) {
      const reloads = [status.get(lotteryId).reload()];
      for (const resource of [statuses, list]) if (resource.status.peek() !== 'idle') reloads.push(resource.reload());
      await Promise.all(reloads);
    },
  };
}
