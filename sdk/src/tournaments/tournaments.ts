import type { Casino } from '../casino';
import { routePath } from '../contract/routes';
import {
  type Tournament,
  TournamentConfirmAnswer,
  TournamentList,
  TournamentPlayerStatus,
  Tournament as TournamentSchema,
  TournamentStatusChange,
} from '../contract/tournaments';
import { CasinoHttpError } from '../errors';
import { RealtimeFrameError } from '../realtime/frame-error';
import { createResource, type Resource } from '../resource/resource';
import { createResourceFamily, type ResourceFamily } from '../resource/resource-family';

/** What the tournaments modules use of a casino (any `createCasino()` result has it). */
export type TournamentsCasino = Pick<Casino, 'http' | 'state' | 'events' | 'realtime'>;

/** Tournaments and quests (loyalty.md §2–§4): the lists, one tournament, the player's standing and joining. */
export interface TournamentsModule {
  /** GET /api/tournaments: running and future tournaments (quests among them); loaded again at sign-in and sign-out. */
  readonly all: Resource<readonly Tournament[]>;
  /** GET /api/tournaments/player: the ones the signed-in player takes part in; empty for guests. */
  readonly player: Resource<readonly Tournament[]>;
  /** GET /api/tournaments/recent: finished tournaments. */
  readonly recent: Resource<readonly Tournament[]>;
  /** One tournament by its numeric id or its `frontend_identifier` (GET /api/tournaments/{id}); null when none has it. */
  readonly tournament: ResourceFamily<string, Tournament | null>;
  /**
   * The signed-in player's standing in a tournament by id (GET /api/tournaments/{id}/status), kept current by
   * `tournaments_statuses` events; null for guests and when the platform has none.
   */
  readonly status: ResourceFamily<number, TournamentPlayerStatus | null>;
  /** Joins a tournament that asks for it (POST /api/tournaments/{id}/confirm), then reloads its status and the lists in use. */
  confirm(id: number): Promise<void>;
}

/** Null for a 404 (nothing has that id), the error otherwise. */
function noneWhenMissing(error: unknown): null {
  if (error instanceof CasinoHttpError && error.status === 404) return null;
  throw error;
}

/**
 * Creates the tournaments of a casino; nothing loads until a widget asks. Lists and tournaments reload at sign-in,
 * sign-out and `realtime:resync` while in use. Each `realtime:tournaments_statuses` is parsed with the contract (a frame
 * that breaks it is dropped and reported as `realtime:error`) and becomes that tournament's status; a finishing one
 * reloads the player's list and the finished ones.
 */
export function createTournaments(casino: TournamentsCasino): TournamentsModule {
  const { http, events, state } = casino;
  const signedIn = () => state.loginState.peek() === 'logged';
  const reloadOn = ['login', 'logout', 'realtime:resync'] as const;
  const list = (load: () => Promise<readonly Tournament[]>) =>
    createResource<readonly Tournament[]>({ load, initial: [], events, reloadOn, clearOnSignOut: false });
  const all = list(() => http.get(routePath('tournaments'), TournamentList));
  const recent = list(() => http.get(routePath('recentTournaments'), TournamentList));
  const player = createResource<readonly Tournament[]>({
    load: async () => (signedIn() ? http.get(routePath('playerTournaments'), TournamentList) : []),
    initial: [],
    events,
    reloadOn,
    clearOnSignOut: false,
  });
  const tournament = createResourceFamily<string, Tournament | null>({
    load: (id) => http.get(routePath('tournament', { id }), TournamentSchema).catch(noneWhenMissing),
    keyOf: (id) => id,
    initial: null,
    events,
    reloadOn,
    clearOnSignOut: false,
  });
  const status = createResourceFamily<number, TournamentPlayerStatus | null>({
    load: async (id) =>
      signedIn()
        ? http.get(routePath('tournamentStatus', { id: String(id) }), TournamentPlayerStatus).catch(noneWhenMissing)
        : null,
    keyOf: String,
    initial: null,
    events,
    reloadOn,
    clearOnSignOut: false,
  });

  events.on('realtime:tournaments_statuses', ({ data }) => {
    const change = TournamentStatusChange.safeParse(data);
    if (!change.success) {
      events.emit('realtime:error', {
        error: new RealtimeFrameError(
          `tournaments_statuses data does not match its contract (${change.error.message})`,
          data,
        ),
      });
      return;
    }
    if (!signedIn()) return;
    status.get(change.data.status.tournament_id).set(change.data.status);
    if (change.data.finished) {
      for (const resource of [player, recent]) if (resource.status.peek() !== 'idle') void resource.reload();
    }
  });

  return {
    all,
    player,
    recent,
    tournament,
    status,
    async confirm(id) {
      await http.post(routePath('confirmTournament', { id: String(id) }), { confirmed: true }, TournamentConfirmAnswer);
      const reloads = [status.get(id).reload()];
      for (const resource of [all, player]) if (resource.status.peek() !== 'idle') reloads.push(resource.reload());
      await Promise.all(reloads);
    },
  };
}
