import type { Account } from '../src/contract/player';
import {
  accountFixture,
  countriesFixture,
  currenciesFixture,
  currentIpFixture,
  localesFixture,
  playerFieldsFixture,
  profileFixture,
  projectFixture,
  sessionUserFixture,
} from './fixtures';
import { type LocalServer, type SeenRequest, sendJson, startLocalServer } from './local-server';

/** A player known to the test platform. */
export interface PlatformUser {
  id: number;
  email: string;
  password: string;
  /** The code a two-factor account must send in the second sign-in step. */
  otp?: string;
  accounts: Account[];
}

/** A small in-memory platform on a real local HTTP server, speaking the contract of issue 2; one session at a time. */
export interface TestPlatform {
  server: LocalServer;
  url: string;
  users: PlatformUser[];
  /** The signed-in player, if any. */
  signedIn: PlatformUser | null;
  /** Paths that answer 500, to exercise load failures. */
  failing: Set<string>;
  /** Answer of GET /api/current_ip; set `restricted` for a 451 country. */
  restrictedCountry: boolean;
  /** Whether the project turns the registration experiment on. */
  registrationAbTest: boolean;
  /** Requests of a method and path. */
  seen(method: string, path: string): SeenRequest[];
  close(): Promise<void>;
}

type Body = { user?: Record<string, unknown>; currency?: string } | null;

/** Starts the test platform with one plain player (ann@example.com / Secret123) and one two-factor player. */
export async function startTestPlatform(): Promise<TestPlatform> {
  let nextId = 42;
  let pendingOtp: PlatformUser | null = null;
  const platform = {
    users: [
      { id: 7, email: 'ann@example.com', password: 'Secret123', accounts: [accountFixture()] },
      { id: 8, email: 'otp@example.com', password: 'Secret123', otp: '123456', accounts: [accountFixture()] },
    ],
    signedIn: null,
    failing: new Set<string>(),
    restrictedCountry: false,
    registrationAbTest: false,
  } as Omit<TestPlatform, 'server' | 'url' | 'seen' | 'close'>;

  const profileOf = (user: PlatformUser) => {
    const active = user.accounts.find((a) => a.active);
    return profileFixture({ id: user.id, email: user.email, currency: active?.currency ?? 'EUR' });
  };
  const sessionUserOf = (user: PlatformUser) =>
    sessionUserFixture({ id: user.id, user_id: user.id, email: user.email });

  const server = await startLocalServer((request, response) => {
    const body = request.body as Body;
    const key = `${request.method} ${request.path}`;
    const user = platform.signedIn;
    const noContent = () => {
      response.writeHead(204);
      response.end();
    };
    if (platform.failing.has(request.path)) return sendJson(response, 500, { errors: { base: ['boom'] } });
    const guarded = key.startsWith('GET /api/player') || key.startsWith('POST /api/player') || key.startsWith('PATCH');
    if (guarded && !user) return sendJson(response, 401, { errors: { base: ['You need to sign in'] } });
    switch (key) {
      case 'GET /api/info/currencies':
        return sendJson(response, 200, currenciesFixture);
      case 'GET /api/info/countries':
        return sendJson(response, 200, countriesFixture);
      case 'GET /api/info/locales':
        return sendJson(response, 200, localesFixture);
      case 'GET /api/info/player_fields':
        return sendJson(response, 200, playerFieldsFixture);
      case 'GET /api/info/project':
        return sendJson(response, 200, projectFixture({ registration_ab_test: platform.registrationAbTest }));
      case 'GET /api/current_ip':
        return sendJson(response, 200, currentIpFixture({ restricted: platform.restrictedCountry }));
      case 'GET /api/player':
        return sendJson(response, 200, user ? profileOf(user) : {});
      case 'POST /api/users/sign_in': {
        const attempt = body?.user ?? {};
        if (typeof attempt.otp_attempt === 'string') {
          if (pendingOtp && attempt.otp_attempt === pendingOtp.otp) {
            platform.signedIn = pendingOtp;
            pendingOtp = null;
            return sendJson(response, 200, sessionUserOf(platform.signedIn));
          }
          return sendJson(response, 422, { errors: { otp_attempt: ['is invalid'] } });
        }
        if (platform.restrictedCountry) return sendJson(response, 451, { errors: { base: ['restricted'] } });
        const found = platform.users.find((u) => u.email === attempt.email && u.password === attempt.password);
        if (!found) return sendJson(response, 401, { errors: { base: ['Invalid email or password'] } });
        if (found.otp) {
          pendingOtp = found;
          return sendJson(response, 422, { errors: { otp_attempt: ['is required'] }, otp_required: true });
        }
        platform.signedIn = found;
        return sendJson(response, 200, sessionUserOf(found));
      }
      case 'POST /api/users': {
        const form = body?.user ?? {};
        if (platform.restrictedCountry) return sendJson(response, 451, { errors: { base: ['restricted'] } });
        if (platform.users.some((u) => u.email === form.email)) {
          return sendJson(response, 422, { errors: { email: ['has already been taken'] } });
        }
        const created: PlatformUser = {
          id: nextId++,
          email: String(form.email),
          password: String(form.password),
          accounts: [
            accountFixture({ currency: String(form.currency), amount_cents: 0, available_to_cashout_cents: 0 }),
          ],
        };
        platform.users.push(created);
        platform.signedIn = created;
        return sendJson(response, 201, sessionUserOf(created));
      }
      case 'DELETE /api/users/sign_out':
        platform.signedIn = null;
        return noContent();
      case 'GET /api/player/accounts':
        return sendJson(response, 200, user?.accounts ?? []);
      case 'POST /api/player/accounts': {
        const currency = body?.currency;
        if (!user || currency === 'XXX') return sendJson(response, 422, { errors: { currency: ['is not supported'] } });
        if (!user.accounts.some((a) => a.currency === currency)) {
          user.accounts.push(
            accountFixture({ currency: String(currency), amount_cents: 0, available_to_cashout_cents: 0 }),
          );
        }
        user.accounts = user.accounts.map((a) => ({ ...a, active: a.currency === currency }));
        return sendJson(response, 200, user.accounts);
      }
      case 'GET /api/user_limits':
        return user
          ? sendJson(response, 200, [])
          : sendJson(response, 401, { errors: { base: ['You need to sign in'] } });
      case 'POST /api/player/groups':
        return sendJson(response, 201, {});
      case 'PATCH /api/player/update_locale':
      case 'PATCH /api/player':
        return noContent();
      case 'POST /api/users/password':
        return sendJson(response, 201, {});
      case 'PUT /api/users/password':
        return body?.user?.reset_password_token === 'good-token'
          ? noContent()
          : sendJson(response, 422, { errors: { reset_password_token: ['is invalid'] } });
      case 'GET /api/users/confirmation':
        return request.query.get('confirmation_token') === 'good-token'
          ? sendJson(response, 200, sessionUserFixture())
          : sendJson(response, 422, { errors: { confirmation_token: ['is invalid'] } });
      case 'POST /api/users/confirmation':
        return String(body?.user?.email ?? '').includes('@')
          ? sendJson(response, 201, {})
          : sendJson(response, 422, { errors: { email: ['is not a valid email address'] } });
      case 'POST /check-email': {
        const email = String((request.body as { email?: unknown } | null)?.email ?? '');
        const message = email.endsWith('@mailinator.com') ? 'IBIZA::RISKY::TEMPORARY' : 'IBIZA::VALID::ACCEPTED_EMAIL';
        return sendJson(response, 200, { errors: { message } });
      }
      default:
        if (request.method === 'GET' && request.path.startsWith('/messages/')) {
          return sendJson(response, 200, { 'validation.email': `Server text for ${request.path}` });
        }
        return sendJson(response, 404, { errors: { base: [`No route ${key}`] } });
    }
  });

  return Object.assign(platform, {
    server,
    url: server.url,
    seen: (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path),
    close: () => server.close(),
  });
}
