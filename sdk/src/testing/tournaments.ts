import type {
  Lottery,
  LotteryStatus,
  LotteryTicket,
  PromoPrize,
  Tournament,
  TournamentPlayerStatus,
} from '../contract';
import { promoStatus } from '../rules/promo-timer';
import type { FixturePlayer } from './data';
import type { FixtureTicketDesk } from './loyalty';
import { errors, forPlayer, json, type RouteResolvers, type Session } from './routes';

/** A ticket of the fixture's lotteries with its holder's nickname. */
export interface FixtureLotteryTicket extends LotteryTicket {
  nickname: string;
}

/** The tournaments, quests, boards and lotteries of the fixture platform at start. Every field has a default. */
export interface FixtureTournamentsOptions {
  /** The tournaments and quests. Defaults to {@link fixtureTournaments} of the platform's start. */
  tournaments?: readonly Tournament[];
  /** Each tournament's board in place order, by id. Defaults to {@link fixtureBoards}. */
  boards?: Readonly<Record<number, readonly TournamentPlayerStatus[]>>;
  /** The lotteries. Defaults to {@link fixtureLotteries} of the platform's start. */
  lotteries?: readonly Lottery[];
  /** Each lottery's tickets in number order, by id. Defaults to {@link fixtureLotteryTickets}. */
  tickets?: Readonly<Record<number, readonly FixtureLotteryTicket[]>>;
  /** The clock the default dates are set from, in ms. Defaults to `Date.now()` when the platform is made. */
  now?: number;
}

const DAY_MS = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();

/** A prize place of the fixture: €100 cash for place 1, less for the next places, unless `fields` say otherwise. */
export function fixturePromoPrize(fields: Partial<PromoPrize> = {}): PromoPrize {
  const place = fields.award_place ?? 1;
  return {
    id: place,
    award_place: place,
    currency: 'EUR',
    money_award_cents: Math.round(10_000 / place),
    freespins_count: 0,
    freespins_game: null,
    freespins_bet_cents: 0,
    bonus_amount_cents: 0,
    wager_multiplier: 0,
    nickname: null,
    ...fields,
  };
}

/** The fixture's board entry of a nickname: players of the fixture differ by nickname, so each keeps one entry. */
function fixtureEntryId(nickname: string): number {
  let id = 7;
  for (const char of nickname) id = (id * 31 + (char.codePointAt(0) ?? 0)) % 1_000_000_007;
  return id;
}

/**
 * A player's standing in a fixture tournament: Lucky with €600 of bets in 12 rounds, unless `fields` say otherwise.
 * Its `entry_id` follows from the nickname unless given (give it to make two players share a nickname).
 */
export function fixtureTournamentPlayer(fields: Partial<TournamentPlayerStatus> = {}): TournamentPlayerStatus {
  const betCents = fields.bet_cents ?? 60_000;
  const winCents = fields.win_cents ?? 42_000;
  const nickname = fields.nickname ?? 'Lucky';
  return {
    tournament_id: 1,
    entry_id: fixtureEntryId(nickname),
    nickname,
    user_confirmed: true,
    bets: (betCents / 100).toFixed(2),
    bet_cents: betCents,
    wins: (winCents / 100).toFixed(2),
    win_cents: winCents,
    rate: 3.5,
    games_taken: 12,
    points: betCents,
    award_place: 1,
    ...fields,
  };
}

/** A tournament of the fixture: "Spring bets", a bet race running from two days before `now` to five days after. */
export function fixtureTournament(fields: Partial<Tournament> = {}, now = Date.now()): Tournament {
  const start_at = fields.start_at ?? at(now - 2 * DAY_MS);
  const end_at = fields.end_at ?? at(now + 5 * DAY_MS);
  const status = promoStatus({ start_at, end_at }, now);
  const prizes = fields.prizes ?? [1, 2, 3].map((place) => fixturePromoPrize({ id: place, award_place: place }));
  return {
    id: 1,
    title: 'Spring bets',
    description: '<p>Bet at least €0.20 a round on any slot. The biggest bet sum wins.</p>',
    frontend_identifier: 'spring-bets',
    strategy: 'bet',
    status,
    in_progress: status === 'active',
    user_confirmation_required: false,
    currency: 'EUR',
    currencies: ['EUR', 'USD'],
    start_at,
    end_at,
    finished_at: status === 'archive' ? end_at : null,
    group_ids: [],
    min_bet_cents: 20,
    games: [],
    providers: [],
    money_prize_pool_cents: prizes.reduce((sum, prize) => sum + prize.money_award_cents, 0),
    prizes,
    players_count: 0,
    top_players: [],
    ...fields,
  };
}

/**
 * The fixture's tournaments around `now`: a running bet race (id 1, joined only by confirming), a future win race
 * (2), a finished rate race (3), and running quests of sizes xs (4, `quest-xs-spring`) and m (5, `quest-m-spring`).
 */
export function fixtureTournaments(now = Date.now()): Tournament[] {
  return [
    fixtureTournament({ user_confirmation_required: true }, now),
    fixtureTournament(
      {
        id: 2,
        title: 'Winter wins',
        frontend_identifier: 'winter-wins',
        strategy: 'win',
        start_at: at(now + 3 * DAY_MS),
        end_at: at(now + 10 * DAY_MS),
      },
      now,
    ),
    fixtureTournament(
      {
        id: 3,
        title: 'Autumn multipliers',
        frontend_identifier: 'autumn-multipliers',
        strategy: 'rate',
        start_at: at(now - 20 * DAY_MS),
        end_at: at(now - 6 * DAY_MS),
      },
      now,
    ),
    fixtureTournament({ id: 4, title: 'Spring quest', frontend_identifier: 'quest-xs-spring', prizes: [] }, now),
    fixtureTournament({ id: 5, title: 'Grand quest', frontend_identifier: 'quest-m-spring', prizes: [] }, now),
  ];
}

/** Nicknames of the fixture's other players on the boards. */
const RIVALS = ['Astro', 'Nova', 'Comet', 'Orbit', 'Pulsar', 'Quasar', 'Nebula', 'Meteor', 'Zenith', 'Vega', 'Sirius'];

/** A board of `size` rivals in place order, each with a lower score than the one before, for tournament `id`. */
function rivalsBoard(id: number, size: number): TournamentPlayerStatus[] {
  return Array.from({ length: size }, (_, index) =>
    fixtureTournamentPlayer({
      tournament_id: id,
      nickname: RIVALS[index % RIVALS.length] + (index < RIVALS.length ? '' : String(index)),
      bet_cents: (size - index) * 5_000,
      win_cents: (size - index) * 4_000,
      points: (size - index) * 5_000,
      games_taken: size - index,
      award_place: index + 1,
    }),
  );
}

/**
 * The fixture's boards: Lucky third of eleven in the running race, Lucky with €600 of bets in the xs quest (its
 * third level) and nowhere yet in the m quest; twelve players in the finished race.
 */
export function fixtureBoards(): Record<number, TournamentPlayerStatus[]> {
  const race = rivalsBoard(1, 10);
  race.splice(2, 0, fixtureTournamentPlayer({ tournament_id: 1, bet_cents: 42_500, points: 42_500 }));
  return {
    1: race.map((row, index) => ({ ...row, award_place: index + 1 })),
    3: rivalsBoard(3, 12).map((row) => ({ ...row, points: row.rate })),
    4: [fixtureTournamentPlayer({ tournament_id: 4, bet_cents: 60_000, points: 60_000 })],
  };
}

/** A lottery of the fixture: "Rocket lottery", running like the race, tickets at 100 points, unless `fields` say otherwise. */
export function fixtureLottery(fields: Partial<Lottery> = {}, now = Date.now()): Lottery {
  const start_at = fields.start_at ?? at(now - 2 * DAY_MS);
  const end_at = fields.end_at ?? at(now + 5 * DAY_MS);
  const status = promoStatus({ start_at, end_at }, now);
  return {
    id: 1,
    title: 'Rocket lottery',
    description: '<p>Buy tickets with comp points or get one per €20 deposited. Three tickets win.</p>',
    currency: 'EUR',
    frontend_identifier: 'rocket-lottery',
    status,
    in_progress: status === 'active',
    start_at,
    end_at,
    finished_at: null,
    comp_points_ticket_price: 100,
    group_ids: [],
    prizes: [1, 2, 3].map((place) => fixturePromoPrize({ id: 10 + place, award_place: place })),
    deposit_scale_rules: {
      EUR: [{ from_amount_cents: 2_000, price_cents: 2_000, currency: 'EUR', active: true }],
    },
    max_tickets_count_to_player: 50,
    lottery_tickets_count: 0,
    draw: {
      seed_hash: FIXTURE_DRAWN_SEED_HASH,
      seed: null,
      drawn_at: null,
      winners: [],
    },
    ...fields,
  };
}

/** The seed of the fixture's drawn lottery, and its SHA-256: the winners below follow from them (rules: `drawLotteryWinners`). */
export const FIXTURE_DRAWN_SEED = '5eed'.repeat(16);
const FIXTURE_DRAWN_SEED_HASH = 'f9fa5c699354e46a448f75765ae99bf06741d541ab6c337c0f3722850adbb136';

/** Holders of the drawn lottery's twelve tickets, by number: Lucky holds 4 and 5. */
const DRAWN_HOLDERS = [
  'Astro',
  'Nova',
  'Comet',
  'Lucky',
  'Lucky',
  'Orbit',
  'Pulsar',
  'Astro',
  'Nebula',
  'Vega',
  'Nova',
  'Comet',
];

/**
 * The fixture's lotteries around `now`: the running "Rocket lottery" (id 1, Lucky holds two tickets) and "Autumn
 * lottery" (2), drawn a day ago from {@link FIXTURE_DRAWN_SEED} over twelve tickets: tickets 4 (Lucky), 6 and 9 won.
 */
export function fixtureLotteries(now = Date.now()): Lottery[] {
  const drawnAt = at(now - DAY_MS);
  const winners = [4, 6, 9].map((ticket_number, index) => ({
    award_place: index + 1,
    ticket_number,
    nickname: DRAWN_HOLDERS[ticket_number - 1] as string,
  }));
  return [
    fixtureLottery({ lottery_tickets_count: 7 }, now),
    fixtureLottery(
      {
        id: 2,
        title: 'Autumn lottery',
        frontend_identifier: 'autumn-lottery',
        start_at: at(now - 15 * DAY_MS),
        end_at: drawnAt,
        finished_at: drawnAt,
        lottery_tickets_count: 12,
        prizes: [1, 2, 3].map((place) =>
          fixturePromoPrize({ id: 20 + place, award_place: place, nickname: winners[place - 1]?.nickname ?? null }),
        ),
        draw: { seed_hash: FIXTURE_DRAWN_SEED_HASH, seed: FIXTURE_DRAWN_SEED, drawn_at: drawnAt, winners },
      },
      now,
    ),
  ];
}

/** The tickets of the fixture's lotteries: seven in the running one (Lucky holds 2 and 5), twelve in the drawn one. */
export function fixtureLotteryTickets(now = Date.now()): Record<number, FixtureLotteryTicket[]> {
  const ticket = (number: number, nickname: string, source: LotteryTicket['source'] = 'exchange') => ({
    number,
    nickname,
    source,
    created_at: at(now - 3 * DAY_MS + number * 60_000),
  });
  return {
    1: ['Astro', 'Lucky', 'Nova', 'Comet', 'Lucky', 'Orbit', 'Vega'].map((name, index) =>
      ticket(index + 1, name, index === 4 ? 'deposit' : 'exchange'),
    ),
    2: DRAWN_HOLDERS.map((name, index) => ticket(index + 1, name)),
  };
}

/** The nickname a fixture player has on the boards: his nickname, else his email's name. */
const boardName = (player: FixturePlayer) => player.nickname ?? player.email.split('@')[0] ?? player.email;

/**
 * Internal: the tournament and lottery routes of the fixture platform, like the reference server. A player's status
 * is his row of the board (a zero status when he has none); confirming marks him confirmed; the board answers
 * `offset` and `limit` (at most 1,000) with version 0; a tournament and a lottery are found by id or identifier.
 * `ticketDesk` sells the Rocket Mart's lottery tickets: the next numbers of a running lottery, within
 * `max_tickets_count_to_player`.
 */
export function createTournamentRoutes(
  options: FixtureTournamentsOptions,
  session: Session,
): { routes: RouteResolvers; ticketDesk: FixtureTicketDesk } {
  const now = options.now ?? Date.now();
  const boards = new Map<number, TournamentPlayerStatus[]>(
    Object.entries(options.boards ?? fixtureBoards()).map(([id, rows]) => [Number(id), [...rows]]),
  );
  const tournaments = (options.tournaments ?? fixtureTournaments(now)).map((tournament) => {
    const board = boards.get(tournament.id) ?? [];
    return { ...tournament, players_count: board.length, top_players: board.slice(0, 10) };
  });
  const lotteries = (options.lotteries ?? fixtureLotteries(now)).map((lottery) => ({ ...lottery }));
  const tickets = new Map<number, FixtureLotteryTicket[]>(
    Object.entries(options.tickets ?? fixtureLotteryTickets(now)).map(([id, list]) => [Number(id), [...list]]),
  );
  const confirmed = new Set<string>();
  const findTournament = (key = '') =>
    tournaments.find((tournament) => String(tournament.id) === key || tournament.frontend_identifier === key);
  const findLottery = (key = '') =>
    lotteries.find((lottery) => String(lottery.id) === key || lottery.frontend_identifier === key);
  const noTournament = () => errors(404, { id: ['has no tournament'] });
  const noLottery = () => errors(404, { id: ['has no lottery'] });

  function statusOf(tournament: Tournament, player: FixturePlayer): TournamentPlayerStatus {
    const nickname = boardName(player);
    const row = boards.get(tournament.id)?.find((candidate) => candidate.nickname === nickname);
    const joined = confirmed.has(`${tournament.id}:${player.email}`);
    if (row) return { ...row, user_confirmed: row.user_confirmed || joined };
    return fixtureTournamentPlayer({
      tournament_id: tournament.id,
      nickname,
      user_confirmed: joined || !tournament.user_confirmation_required,
      bet_cents: 0,
      win_cents: 0,
      rate: 0,
      games_taken: 0,
      points: 0,
      award_place: null,
      entry_id: null,
    });
  }

  function lotteryStatusOf(lottery: Lottery, player: FixturePlayer): LotteryStatus {
    const nickname = boardName(player);
    const own = (tickets.get(lottery.id) ?? []).filter((ticket) => ticket.nickname === nickname);
    const won = new Set(
      lottery.draw.winners
        .filter((winner) => own.some((t) => t.number === winner.ticket_number))
        .map((w) => w.award_place),
    );
    return {
      lottery_id: lottery.id,
      tickets: own.map(({ number, source, created_at }) => ({ number, source, created_at })),
      prizes: lottery.prizes.filter((prize) => won.has(prize.award_place)),
    };
  }

  const ticketDesk: FixtureTicketDesk = (player, lotteryIds, count, lotteryId) => {
    const running = (lottery: Lottery) => promoStatus(lottery, Date.now()) === 'active' && lottery.draw.seed === null;
    const lottery =
      lotteryId === undefined
        ? lotteries.find((candidate) => lotteryIds.includes(candidate.id) && running(candidate))
        : lotteries.find((candidate) => candidate.id === lotteryId && lotteryIds.includes(candidate.id));
    if (!lottery || !running(lottery)) return 'lottery_not_running';
    const list = tickets.get(lottery.id) ?? [];
    const nickname = boardName(player);
    const held = list.filter((ticket) => ticket.nickname === nickname).length;
    if (lottery.max_tickets_count_to_player !== null && held + count > lottery.max_tickets_count_to_player) {
      return 'tickets_limit';
    }
    const numbers = Array.from({ length: count }, (_, index) => list.length + index + 1);
    return {
      lottery_id: lottery.id,
      numbers,
      sell() {
        const created_at = new Date().toISOString();
        tickets.set(lottery.id, [
          ...list,
          ...numbers.map((number) => ({ number, nickname, source: 'exchange' as const, created_at })),
        ]);
        lottery.lottery_tickets_count += count;
      },
    };
  };

  const routes: RouteResolvers = {
    tournaments: () =>
      json(
        200,
        tournaments.filter((tournament) => tournament.status !== 'archive'),
      ),
    recentTournaments: () =>
      json(
        200,
        tournaments.filter((tournament) => tournament.status === 'archive'),
      ),
    playerTournaments: forPlayer(session, (_, player) =>
      json(
        200,
        tournaments.filter((tournament) => {
          const status = statusOf(tournament, player);
          return status.award_place !== null || confirmed.has(`${tournament.id}:${player.email}`);
        }),
      ),
    ),
    tournament: ({ params }) => {
      const tournament = findTournament(params.id);
      return tournament ? json(200, tournament) : noTournament();
    },
    tournamentStatus: forPlayer(session, ({ params }, player) => {
      const tournament = findTournament(params.id);
      return tournament ? json(200, statusOf(tournament, player)) : noTournament();
    }),
    confirmTournament: forPlayer(session, ({ params }, player) => {
      const tournament = findTournament(params.id);
      if (!tournament) return noTournament();
      confirmed.add(`${tournament.id}:${player.email}`);
      return json(200, { confirmed: true });
    }),
    tournamentLeaderboard: ({ params, query }) => {
      const tournament = findTournament(params.id);
      if (!tournament) return noTournament();
      const rows = boards.get(tournament.id) ?? [];
      const offset = Math.max(0, Number(query.get('offset') ?? 0));
      const limit = Math.min(1_000, Math.max(0, Number(query.get('limit') ?? 1_000)));
      return json(200, {
        tournament_id: tournament.id,
        version: 0,
        players_count: rows.length,
        offset,
        rows: rows.slice(offset, offset + limit),
      });
    },
    lotteries: () => json(200, lotteries),
    lottery: ({ params }) => {
      const lottery = findLottery(params.slug);
      return lottery ? json(200, lottery) : noLottery();
    },
    lotteryStatuses: forPlayer(session, (_, player) =>
      json(
        200,
        lotteries.map((lottery) => lotteryStatusOf(lottery, player)),
      ),
    ),
    lotteryStatus: forPlayer(session, ({ params }, player) => {
      const lottery = findLottery(params.id);
      return lottery ? json(200, lotteryStatusOf(lottery, player)) : noLottery();
    }),
    lotteryTickets: ({ params }) => {
      const lottery = findLottery(params.id);
      if (!lottery) return noLottery();
      const list = tickets.get(lottery.id) ?? [];
      return json(200, {
        lottery_id: lottery.id,
        tickets: list.map(({ number, nickname }) => ({ number, nickname })),
      });
    },
  };
  return { routes, ticketDesk };
}
