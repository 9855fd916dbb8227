import { FE_CONFIG_ROUTES, ROUTES, type RouteDefinition, type RouteName, SUPPORT_ROUTES } from '../contract';
import type { FixturePlayer } from './data';

/**
 * The reference server's sandbox calls the fixture platform answers besides `ROUTES`: a card's 3-D Secure check,
 * which the player's browser is sent to, and a chain confirming a crypto transfer (development only).
 */
export const SANDBOX_ROUTES = {
  authenticatePayment: { method: 'POST', path: '/sandbox/3ds/{token}' },
  receiveCrypto: { method: 'POST', path: '/dev/crypto/receive' },
} as const satisfies Record<string, RouteDefinition>;

/**
 * Every route the fixture platform knows: those of the contract, {@link SANDBOX_ROUTES}, support's (`SUPPORT_ROUTES`)
 * and the configuration's (`FE_CONFIG_ROUTES`, last: the named configuration calls of `ROUTES` match first).
 */
export const FIXTURE_ROUTES = { ...ROUTES, ...SANDBOX_ROUTES, ...SUPPORT_ROUTES, ...FE_CONFIG_ROUTES };

/**
 * The name of a route of the contract (`signIn`), of the sandbox (`receiveCrypto`), of support (`chatProvider`) or of
 * the configuration (`feConfig`).
 */
export type FixtureRouteName =
  | RouteName
  | keyof typeof SANDBOX_ROUTES
  | keyof typeof SUPPORT_ROUTES
  | keyof typeof FE_CONFIG_ROUTES;

/** A request as the fixture platform saw it: which route it called, with what. */
export interface FixtureRequest {
  /** The route's name, or null for a path no route has (answered 404). */
  route: FixtureRouteName | null;
  method: string;
  /** The path without the query, e.g. `/api/user_limits/12`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body, parsed; undefined when the request had none. */
  body: unknown;
  /** The path's parameters by name, e.g. `{ id: '12' }` for `removeLimit`. */
  params: Readonly<Record<string, string>>;
}

/** How a route answers: a status with an optional JSON body, or `'network'` for a connection that fails. */
export type FixtureAnswer = { status: number; body?: unknown } | 'network';

/** Answers one route's requests. */
export type RouteResolver = (request: FixtureRequest) => FixtureAnswer | Promise<FixtureAnswer>;

/** Resolvers by route name. */
export type RouteResolvers = Partial<Record<FixtureRouteName, RouteResolver>>;

/** An answer with a JSON body (none when `body` is undefined). */
export const json = (status: number, body?: unknown): FixtureAnswer => ({ status, body });

/** An error answer in the platform's shape: `{ errors: { field: [message] } }` plus any `extra` fields. */
export const errors = (status: number, fields: Record<string, string[]>, extra: Record<string, unknown> = {}) =>
  json(status, { errors: fields, ...extra });

/** The 401 a guest gets from a route that needs a session. */
export const signInFirst = () => errors(401, { base: ['You need to sign in.'] });

/** A JSON body as a record, or an empty one for anything else. */
export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The signed-in player of a fixture platform, or undefined for a guest. */
export type Session = () => FixturePlayer | undefined;

/** A resolver that answers a guest 401 and a signed-in player through `resolve`. */
export function forPlayer(
  session: Session,
  resolve: (request: FixtureRequest, player: FixturePlayer) => FixtureAnswer,
): RouteResolver {
  return (request) => {
    const player = session();
    return player ? resolve(request, player) : signInFirst();
  };
}
