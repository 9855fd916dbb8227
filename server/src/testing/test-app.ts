import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { SESSION_COOKIE } from '../auth/sessions';
import { readConfig, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { openTestDatabase } from './test-database';

/** A clock tests move by hand. Starts at 2026-03-02 12:00:00 UTC. */
export interface TestClock {
  (): Date;
  /** Moves the time forward. */
  advance(ms: number): void;
}

/** Makes a {@link TestClock}. */
export function createTestClock(start = new Date('2026-03-02T12:00:00Z')): TestClock {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

/** An answer as tests read it. */
export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: unknown;
  text: string;
}

/** A browser-like client over `inject`: sends the SDK's headers and keeps the session cookie between calls. */
export class TestClient {
  /** The session cookie value, or null. */
  session: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly defaults: Record<string, string> = {},
  ) {}

  async request(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        accept: 'application/json, text/plain, */*',
        'x-requested-with': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.session ? { cookie: `${SESSION_COOKIE}=${this.session}` } : {}),
        ...this.defaults,
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (cookie) this.session = cookie.value === '' ? null : cookie.value;
    let parsed: unknown = null;
    try {
      parsed = response.body === '' ? null : JSON.parse(response.body);
    } catch {
      parsed = null;
    }
    return { status: response.statusCode, headers: response.headers, body: parsed, text: response.body };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }
  put(url: string, body: unknown, headers?: Record<string, string>) {
    return this.request('PUT', url, body, headers);
  }
  patch(url: string, body: unknown, headers?: Record<string, string>) {
    return this.request('PATCH', url, body, headers);
  }
  delete(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('DELETE', url, body, headers);
  }

  /** Signs in with email and password and expects success. */
  async signIn(email: string, password = 'Password123'): Promise<TestResponse> {
    const response = await this.post('/api/users/sign_in', { user: { email, password } });
    if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${response.text}`);
    return response;
  }
}

/** A running app on a fresh, seeded database with a hand-moved clock. */
export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  config: ServerConfig;
  /** A new client without a session; `headers` are sent with every request. */
  client(headers?: Record<string, string>): TestClient;
  close(): Promise<void>;
}

/**
 * Builds the app on its own database (see `openTestDatabase`) with the country header trusted, the dev endpoints on
 * (`inject` comes from 127.0.0.1) and no scheduled jobs: a test moves the clock and runs the due payments and expiries
 * itself, so nothing changes behind its back.
 */
export async function createTestApp(config: Partial<ServerConfig> = {}): Promise<TestApp> {
  const db = await openTestDatabase();
  const clock = createTestClock();
  const fullConfig: ServerConfig = {
    ...readConfig({
      TRUST_COUNTRY_HEADER: '1',
      DEV_ENDPOINTS: '1',
      SITE_DIR: '/nonexistent/site',
      CDN_DIR: '/nonexistent/cdn',
    }),
    ...config,
  };
  const app = await buildApp({ db, config: fullConfig, clock, scheduledJobs: false });
  await app.ready();
  return {
    app,
    db,
    clock,
    config: fullConfig,
    client: (headers) => new TestClient(app, headers),
    async close() {
      await app.close();
      await db.close();
    },
  };
}
