import type { Limit } from '../src/contract/limits';

/** The limits side of the test platform: an in-memory /api/user_limits in front of the platform's own fetch. */
export interface LimitsPlatform {
  /** What GET /api/user_limits answers. */
  limits: Limit[];
  /** Bodies of the POSTs, by path. */
  posts: { path: string; body: unknown }[];
  /** A fetch that answers /api/user_limits* itself and passes everything else on. */
  fetch: typeof fetch;
}

/** A limit as the platform answers it; `overrides` change any field. */
export function limitFixture(overrides: Partial<Limit> = {}): Limit {
  return {
    id: 1,
    type: 'deposit',
    period: 'daily',
    status: 'active',
    disable_at: null,
    confirm_until: null,
    parent_type: null,
    strategy: null,
    created_at: '2026-03-02T12:00:00.000Z',
    session_minutes: null,
    accounts: [
      {
        currency: 'EUR',
        amount_cents: 10_000,
        current_value_amount_cents: 0,
        active_until: '2026-03-03T00:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** Starts the limits side; `next` is the platform's fetch. Confirm accepts the token `good-token`. */
export function startLimitsPlatform(next: typeof fetch = fetch): LimitsPlatform {
  const platform: LimitsPlatform = {
    limits: [],
    posts: [],
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (!url.pathname.startsWith('/api/user_limits')) return next(input, init);
      const method = init?.method ?? 'GET';
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      if (method === 'POST') platform.posts.push({ path: url.pathname, body });
      if (url.pathname === '/api/user_limits/confirm') {
        return body?.token === 'good-token'
          ? json(200, platform.limits)
          : json(422, { errors: { token: ['is invalid or has expired'] } });
      }
      if (method === 'POST') {
        const accounts = (body?.accounts ?? []).map((account: { currency: string; amount_cents: number }) => ({
          ...account,
          current_value_amount_cents: 0,
          active_until: null,
        }));
        platform.limits = [...platform.limits, limitFixture({ ...body, id: platform.limits.length + 1, accounts })];
        return json(201, platform.limits);
      }
      if (method === 'DELETE') {
        const id = Number(url.pathname.split('/').at(-1));
        platform.limits = platform.limits.filter((limit) => limit.id !== id);
        return json(200, platform.limits);
      }
      return json(200, platform.limits);
    },
  };
  return platform;
}
