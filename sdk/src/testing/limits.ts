import type { Limit } from '../contract';
import { AMOUNT_LIMIT_TYPES, BLOCKING_LIMIT_TYPES, MAX_SESSION_MINUTES } from '../rules';
import { asRecord, errors, type FixtureAnswer, forPlayer, json, type RouteResolvers, type Session } from './routes';

/** The token of the fixture's emailed limit confirmation link. */
export const FIXTURE_LIMIT_TOKEN = 'fixture-limit-token';

/** A deposit limit of the fixture with the given amounts; other fields as the reference server answers them. */
export function fixtureLimit(fields: Partial<Limit> & { amount?: number; used?: number; currency?: string }): Limit {
  const { amount = 5000, used = 0, currency = 'EUR', ...rest } = fields;
  const type = rest.type ?? 'deposit';
  const money = type === 'deposit' || type === 'loss' || type === 'wager';
  return {
    id: 1,
    type,
    period: 'daily',
    status: 'active',
    disable_at: null,
    confirm_until: null,
    parent_type: null,
    strategy: null,
    created_at: '2026-03-01T10:00:00Z',
    session_minutes: null,
    accounts: money
      ? [
          {
            currency,
            amount_cents: amount,
            current_value_amount_cents: used,
            active_until: '2026-03-03T00:00:00Z',
          },
        ]
      : [],
    ...rest,
  };
}

/** The largest limit amount the fixture accepts, in minor units; larger ones get a 422 on the amount. */
export const MAX_AMOUNT_CENTS = 100_000_000;

/**
 * Internal: the limit routes of the fixture platform over an in-memory list, like docs/limits.md's rules. Every one but
 * `confirmLimit` (a link from an email) needs a session.
 */
export function createLimitRoutes(initial: readonly Limit[], session: Session): RouteResolvers {
  let limits: Limit[] = initial.map((limit) => ({ ...limit }));
  let nextId = Math.max(0, ...limits.map((limit) => limit.id)) + 1;
  const list = (status: number) => json(status, limits);
  const refuse = (field: string, message: string) => errors(422, { [field]: [message] });

  function set(body: unknown): FixtureAnswer {
    const request = asRecord(body);
    const type = String(request.type ?? '');
    const period = type === 'self_exclusion' ? null : ((request.period as Limit['period']) ?? null);
    if (type !== 'self_exclusion' && !period) return refuse('period', "can't be blank");
    const side = asRecord((request.accounts as unknown[] | undefined)?.[0]);
    const amount = Number(side.amount_cents ?? 0);
    if (AMOUNT_LIMIT_TYPES.includes(type) && !(amount > 0)) {
      return refuse('accounts.0.amount_cents', 'must be greater than 0');
    }
    if (amount > MAX_AMOUNT_CENTS) return refuse('accounts.0.amount_cents', `must be at most ${MAX_AMOUNT_CENTS}`);
    const minutes = type === 'session' ? Number(request.session_minutes ?? 0) : null;
    if (minutes !== null && !(minutes >= 1 && minutes <= MAX_SESSION_MINUTES)) {
      return refuse('session_minutes', `must be between 1 and ${MAX_SESSION_MINUTES}`);
    }
    const blocking = BLOCKING_LIMIT_TYPES.includes(type);
    const currency = String(side.currency ?? 'EUR');
    const slot = (limit: Limit) =>
      limit.type === type &&
      (blocking || (limit.period === period && (limit.accounts[0]?.currency ?? currency) === currency));
    const current = limits.find((limit) => slot(limit) && limit.status === 'active');
    if (blocking && current) return refuse('base', 'a cooling-off or self-exclusion cannot be lifted or shortened');
    const raise = current?.accounts[0] && amount > current.accounts[0].amount_cents;
    const limit = fixtureLimit({
      id: nextId++,
      type: type as Limit['type'],
      period,
      amount,
      currency,
      used: current?.accounts[0]?.current_value_amount_cents ?? 0,
      status: raise ? 'pending' : 'active',
      confirm_until: raise ? '2026-03-03T10:00:00Z' : null,
      disable_at: blocking ? '2026-03-09T10:00:00Z' : null,
      session_minutes: minutes,
    });
    if (!raise) limits = limits.filter((other) => other !== current);
    limits = [...limits, limit];
    return list(201);
  }

  return {
    limits: forPlayer(session, () => list(200)),
    setLimit: forPlayer(session, ({ body }) => set(body)),
    confirmLimit: ({ body }) => {
      if (asRecord(body).token !== FIXTURE_LIMIT_TOKEN) return refuse('token', 'is invalid or has expired');
      limits = limits.map((limit) =>
        limit.status === 'pending' ? { ...limit, status: 'active', confirm_until: null } : limit,
      );
      return list(200);
    },
    removeLimit: forPlayer(session, ({ params }) => {
      const id = Number(params.id);
      const limit = limits.find((candidate) => candidate.id === id);
      if (!limit) return errors(404, { base: ['Limit not found'] });
      limits =
        limit.status === 'pending'
          ? limits.filter((candidate) => candidate !== limit)
          : limits.map((candidate) =>
              candidate === limit ? { ...limit, disable_at: '2026-03-03T10:00:00Z' } : candidate,
            );
      return list(200);
    }),
  };
}
