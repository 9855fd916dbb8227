import { getResponse, type HttpHandler } from 'msw';
import type { Limit, ProfilePatch } from '../contract';
import { VALIDATION_MESSAGES, validateRegistration } from '../rules';
import { checkAnswer } from './answers';
import { createBonusRoutes, type FixtureBonusesOptions } from './bonuses';
import { createCmsRoutes, type FixtureCmsOptions } from './cms';
import {
  demoPlayers,
  FIXTURE_COUNTRIES,
  FIXTURE_CURRENCIES,
  FIXTURE_LOCALES,
  FIXTURE_ORIGIN,
  FIXTURE_OTP_CODE,
  FIXTURE_PASSWORD,
  FIXTURE_PLAYER_FIELDS,
  type FixturePlayer,
  fixtureAccount,
  fixtureProject,
  profileOf,
  sessionUserOf,
} from './data';
import { createFeConfigRoutes, type FixtureFeConfigOptions } from './fe-config';
import { createGameRoutes, type FixtureGamesOptions } from './games';
import { readRequest, routeHandler, toResponse } from './handlers';
import { createJackpotRoutes, type FixtureJackpotsOptions } from './jackpots';
import { createLimitRoutes } from './limits';
import { createLootboxRoutes, type FixtureLootboxesOptions } from './lootboxes';
import { createLoyaltyRoutes, type FixtureLoyaltyOptions } from './loyalty';
import { createPaymentRoutes, type FixturePaymentsOptions } from './payments';
import { updateFixtureProfile } from './profile';
import {
  asRecord,
  errors,
  FIXTURE_ROUTES,
  type FixtureAnswer,
  type FixtureRequest,
  type FixtureRouteName,
  forPlayer,
  json,
  type RouteResolvers,
} from './routes';
import { createTournamentRoutes, type FixtureTournamentsOptions } from './tournaments';
import { createVipRoutes, type FixtureVipOptions } from './vip';

/** How the fixture platform behaves. Every option has a default that gives a reachable, unrestricted CW casino. */
export interface FixturePlatformOptions {
  /** Email of the player whose session is open at start. Defaults to none (a guest). */
  signedInAs?: string;
  /** Country of the visitor's IP. Defaults to `'DE'`; `'US'` is a restricted (451) country. */
  country?: string;
  /** Licence of the project. Defaults to `'CW'`. */
  licence?: 'CW' | 'EE';
  /** `'unreachable'`: every request fails as a network error; `'pending'`: no request is ever answered. Defaults to `'up'`. */
  network?: 'up' | 'unreachable' | 'pending';
  /** Answer these routes (`{ signIn: 500 }`) with this status and an error body. Defaults to none. */
  failures?: Readonly<Partial<Record<FixtureRouteName, number>>>;
  /** Answer these routes with these resolvers instead of the platform's own (`{ resetPassword: () => ({ status: 204 }) }`). Defaults to none. */
  routes?: RouteResolvers;
  /** How a wrong one-time code is refused: a field error like the reference server, or by asking for a code again. Defaults to `'error'`. */
  otpRefusal?: 'error' | 'otp_required';
  /** Server overrides of translation keys, per language (`messages`). Defaults to none. */
  messages?: Readonly<Record<string, Record<string, string>>>;
  /** The signed-in player's limits at start (see {@link fixtureLimit}). Defaults to none. */
  limits?: readonly Limit[];
  /** Personal details of the signed-in player at start (names, phone, birth date, address…). Defaults to none set. */
  profile?: ProfilePatch;
  /** The signed-in player's payments, saved cards and stats notice at start. Defaults to none. */
  payments?: FixturePaymentsOptions;
  /** The game catalogue, and the signed-in player's favourites and played games at start. Defaults to 60 generated games. */
  games?: FixtureGamesOptions;
  /** The signed-in player's gifts and notifications, and the deposit offers and coupons. Defaults to none. */
  bonuses?: FixtureBonusesOptions;
  /** The signed-in player's comp points and the loyalty configuration. Defaults to 1,250 points and the twelve levels. */
  loyalty?: FixtureLoyaltyOptions;
  /** The signed-in player's loot boxes (wheel spins among them) and the wheel's configuration. Defaults to none and an eight-segment wheel. */
  lootboxes?: FixtureLootboxesOptions;
  /** Tournaments, quests, their boards and lotteries with their tickets. Defaults to a running, a future and a finished race, two quests and two lotteries (one drawn). */
  tournaments?: FixtureTournamentsOptions;
  /** Jackpots and their past wins. Defaults to one mystic jackpot with Mega, Major and Minor levels and seven wins. */
  jackpots?: FixtureJackpotsOptions;
  /** The signed-in player's VIP progress, the VIP managers and the adventure. Defaults to Lucky at bronze, four managers and a seven-day adventure on its third day. */
  vip?: FixtureVipOptions;
  /** The pages, snippets and files of the CMS. Defaults to {@link fixtureCmsPages} with English and German snippets. */
  cms?: FixtureCmsOptions;
  /** Group ids of the signed-in player's session user (100: multi-account). Defaults to none. */
  groups?: number[];
  /** The operator's configuration by name (GET /api/fe/config/{name}). Defaults to `FIXTURE_FE_CONFIG`. */
  feConfig?: FixtureFeConfigOptions;
}

/** The in-memory platform behind a fixture casino: msw handlers, a `fetch` answered by them, and what it has seen. */
export interface FixturePlatform {
  /** A `fetch` answered by {@link handlers} through msw's `getResponse`: nothing global is intercepted. */
  fetch: typeof fetch;
  /** One msw handler per route, sharing this platform's state: for `setupServer(...handlers)` or a service worker. */
  handlers: HttpHandler[];
  /** Every request received, in order, with its route's name (`route: 'signIn'`). */
  requests: FixtureRequest[];
  players: FixturePlayer[];
  /** Holds every answer of a route (`'selectAccount'`) until `release()` is called, to look at busy states. */
  hold(route: FixtureRouteName): { release(): void };
  /** Changes how the network behaves from the next request on, e.g. back `'up'` after an outage. */
  setNetwork(network: NonNullable<FixturePlatformOptions['network']>): void;
}

/** Creates an in-memory platform that answers the contract's routes the way the reference server does. */
export function createFixturePlatform(options: FixturePlatformOptions = {}): FixturePlatform {
  const licence = options.licence ?? 'CW';
  const visitorCountry = options.country ?? 'DE';
  const restricted = FIXTURE_COUNTRIES.find((c) => c.code === visitorCountry)?.restricted ?? false;
  const players = demoPlayers();
  const requests: FixtureRequest[] = [];
  const holds = new Map<FixtureRouteName, Promise<void>>();
  let session: FixturePlayer | undefined = players.find((p) => p.email === options.signedInAs);
  let pendingOtp: FixturePlayer | undefined;
  if (session && options.profile) session.details = { ...options.profile };
  if (session && options.groups) session.groups = [...options.groups];
  let network = options.network ?? 'up';
  const current = () => session;

  const accountRoutes: RouteResolvers = {
    currencies: () => json(200, FIXTURE_CURRENCIES),
    countries: () => json(200, FIXTURE_COUNTRIES),
    locales: () => json(200, FIXTURE_LOCALES),
    playerFields: () => json(200, FIXTURE_PLAYER_FIELDS),
    project: () => json(200, fixtureProject(licence)),
    messages: ({ params }) => json(200, options.messages?.[(params.file ?? '').replace(/\.json$/, '')] ?? {}),
    currentIp: () => {
      const country = FIXTURE_COUNTRIES.find((c) => c.code === visitorCountry);
      return json(200, {
        ip: '203.0.113.7',
        country_code: visitorCountry,
        region_code: null,
        default_currency: country?.default_currency ?? 'EUR',
        restricted,
      });
    },
    player: forPlayer(current, (_, player) => json(200, profileOf(player, licence))),
    updateProfile: forPlayer(current, ({ body }, player) => {
      const refused = updateFixtureProfile(player, body, licence);
      return refused ? errors(422, refused) : json(200, profileOf(player, licence));
    }),
    accounts: forPlayer(current, (_, player) => json(200, player.accounts)),
    selectAccount: forPlayer(current, ({ body }, player) => {
      const currency = String(asRecord(body).currency ?? '');
      if (!FIXTURE_CURRENCIES.some((c) => c.code === currency)) return errors(422, { currency: ['is not supported'] });
      if (!player.accounts.some((a) => a.currency === currency)) player.accounts.push(fixtureAccount(currency));
      player.accounts = player.accounts.map((a) => ({ ...a, active: a.currency === currency }));
      player.currency = currency;
      return json(200, player.accounts);
    }),
    updateLocale: () => json(204),
    signOut: () => {
      session = undefined;
      return json(204);
    },
    signIn: ({ body }) => signIn(asRecord(asRecord(body).user)),
    register: ({ body }) => register(asRecord(asRecord(body).user)),
  };

  function signIn(user: Record<string, unknown>): FixtureAnswer {
    if (restricted) return errors(451, { base: ['Login not available in your country'] });
    if (typeof user.otp_attempt === 'string') {
      if (!pendingOtp) return errors(422, { otp_attempt: ['Sign in with your email and password first'] });
      if (user.otp_attempt !== FIXTURE_OTP_CODE) {
        return options.otpRefusal === 'otp_required'
          ? errors(422, { otp_attempt: ['is required'] }, { otp_required: true })
          : errors(422, { otp_attempt: ['is invalid'] });
      }
      session = pendingOtp;
      pendingOtp = undefined;
      return json(200, sessionUserOf(session, licence));
    }
    const player = players.find((p) => p.email === user.email);
    if (!player || user.password !== FIXTURE_PASSWORD) return errors(422, { base: ['Invalid email or password'] });
    if (player.twoFactor) {
      pendingOtp = player;
      return errors(422, { otp_attempt: ['is required'] }, { otp_required: true });
    }
    session = player;
    return json(200, sessionUserOf(player, licence));
  }

  function register(user: Record<string, unknown>): FixtureAnswer {
    if (restricted) return errors(451, { base: ['Registration restricted in your country'] });
    const asked = FIXTURE_PLAYER_FIELDS.contexts.registration.filter(
      (name) => FIXTURE_PLAYER_FIELDS.fields.find((field) => field.field === name)?.type !== 'checkbox',
    );
    const found = validateRegistration(user, { contextFields: asked, licence });
    const messages: Record<string, string[]> = Object.fromEntries(
      Object.entries(found).map(([field, codes]) => [field, codes.map((code) => VALIDATION_MESSAGES[code])]),
    );
    if (players.some((p) => p.email === user.email)) messages.email = ['has already been taken'];
    if (Object.keys(messages).length > 0) return errors(422, messages);
    const currency = String(user.currency);
    const player: FixturePlayer = {
      id: players.length + 1,
      email: String(user.email),
      twoFactor: false,
      country: String(user.country),
      currency,
      nickname: typeof user.nickname === 'string' ? user.nickname : null,
      accounts: [fixtureAccount(currency, { active: true })],
    };
    players.push(player);
    session = player;
    return json(201, sessionUserOf(player, licence));
  }

  const promotions = createTournamentRoutes(options.tournaments ?? {}, current);
  const builtIn: RouteResolvers = {
    ...accountRoutes,
    ...createLimitRoutes(options.limits ?? [], current),
    ...createPaymentRoutes(options.payments ?? {}, current),
    ...createGameRoutes(options.games ?? {}, session, current),
    ...createBonusRoutes(options.bonuses ?? {}, current),
    ...createLoyaltyRoutes(options.loyalty ?? {}, current, promotions.ticketDesk),
    ...createLootboxRoutes(options.lootboxes ?? {}, current),
    ...promotions.routes,
    ...createVipRoutes(options.vip ?? {}, current),
    ...createJackpotRoutes(options.jackpots ?? {}),
    ...createCmsRoutes(options.cms ?? {}, {
      licence,
      country: visitorCountry,
      readMoreHtml: options.loyalty?.readMoreHtml,
    }),
    ...createFeConfigRoutes(options.feConfig ?? {}),
    chatProvider: () => json(200, { chat_provider: null }),
  };

  /** Not answered until the request is aborted, like a platform that never replies. */
  const never = (request: Request) =>
    new Promise<FixtureAnswer>((_, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    });

  async function answer(request: FixtureRequest, signal: Request): Promise<FixtureAnswer> {
    requests.push(request);
    if (network === 'unreachable') return 'network';
    if (network === 'pending') return never(signal);
    const name = request.route;
    if (name === null)
      return errors(404, { base: [`The fixture platform has no route ${request.method} ${request.path}.`] });
    await holds.get(name);
    const failure = options.failures?.[name];
    if (failure) return errors(failure, { base: ['The server had a problem.'] });
    // answers given in `routes` are the test's own, malformed ones included; the platform's are held to the contract
    const own = options.routes?.[name];
    if (own) return own(request);
    const resolve = builtIn[name];
    if (!resolve)
      return errors(404, { base: [`The fixture platform does not answer ${name}; give it in \`routes\`.`] });
    const given = await resolve(request);
    if (given !== 'network') {
      // the SDK reports a rejected fetch as a network error, so the drift is also written where a test run shows it
      await checkAnswer(name, given.status, given.body).catch((error: Error) => {
        console.error(error.message);
        throw error;
      });
    }
    return given;
  }

  const names = Object.keys(FIXTURE_ROUTES) as FixtureRouteName[];
  const handlers = names.map((name) => routeHandler(name, (request, original) => answer(request, original)));
  /** The handlers of each method: msw tries handlers one by one, so `fetch` hands it only those that can match. */
  const handlersOf = new Map<string, HttpHandler[]>();
  names.forEach((name, index) => {
    const { method } = FIXTURE_ROUTES[name];
    handlersOf.set(method, [...(handlersOf.get(method) ?? []), handlers[index] as HttpHandler]);
  });

  const fixtureFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), FIXTURE_ORIGIN), init);
    const aborted = new Promise<never>((_, reject) => {
      const stop = () => reject(request.signal.reason);
      if (request.signal.aborted) stop();
      request.signal.addEventListener('abort', stop);
    });
    const answered = (async () =>
      (await getResponse(handlersOf.get(request.method) ?? [], request)) ??
      toResponse(await answer(await readRequest(null, request), request)))();
    const response = await Promise.race([answered, aborted]);
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };

  return {
    fetch: fixtureFetch as typeof fetch,
    handlers,
    requests,
    players,
    setNetwork(next) {
      network = next;
    },
    hold(route) {
      let release = () => {};
      holds.set(
        route,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return {
        release() {
          holds.delete(route);
          release();
        },
      };
    },
  };
}
