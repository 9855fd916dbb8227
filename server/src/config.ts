import { join } from 'node:path';
import { GAMES_PAGE_SIZE_MAX } from '@casino/sdk/contract';
import { DEFAULT_GAMES_PAGE_SIZE } from '@casino/sdk/rules';

/** Root of the repository (server/src is two levels down). */
export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/** PGlite's folder when neither `DATABASE_URL` nor `DATA_DIR` is set. */
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data', 'pglite');

/** Settings of the HTTP app, read from the environment by {@link readConfig}. */
export interface ServerConfig {
  /** `EMBED_ORIGINS`: exact origins allowed to embed widgets and call the API with credentials. Defaults to the two example sites on 8081 and 8082. */
  embedOrigins: string[];
  /**
   * `PUBLIC_ORIGINS`: exact origins players open the site at. Writes and websockets from any other origin that is not
   * an embed origin are refused, whatever the `Host` header says.
   * Defaults to `http://localhost:$PORT` and `http://127.0.0.1:$PORT` (`PORT` defaults to 8080).
   */
  publicOrigins: string[];
  /** `EE_HOSTS`: host names (optionally with port) served under the Estonian licence. Defaults to none. */
  eeHosts: string[];
  /** `REGISTRATION_AB_TEST`: whether the registration experiment is on. Defaults to `false`. */
  registrationAbTest: boolean;
  /** `TRUST_COUNTRY_HEADER`: take the visitor's country from `X-Country-Code` (tests, e2e, a CDN in front). Defaults to `false`. */
  trustCountryHeader: boolean;
  /** `TRUST_PROXY`: trust `X-Forwarded-For` and `X-Forwarded-Proto` from a reverse proxy. Defaults to `false`. */
  trustProxy: boolean;
  /** `DEV_ENDPOINTS`: serve the development endpoints (`/dev/mailbox`, `/dev/crypto/receive`) to loopback clients. Defaults to `false`; refused with `NODE_ENV=production`. */
  devEndpoints: boolean;
  /** `RECAPTCHA_SITE_KEY`: public reCAPTCHA key handed to the client; empty means no captcha. Defaults to `''`. */
  recaptchaSiteKey: string;
  /**
   * `COMP_POINTS_ACCRUAL`: whether real rounds accrue comp points (docs/loyalty.md). Defaults to on; `0`/`off` turns
   * it off, which only the rounds benchmark does, to measure what the accrual costs.
   */
  compPointsAccrual: boolean;
  /** `GAMES_PAGE_SIZE`: games per page of a list that asks for no size (core.md §9: from settings), 1–100. Defaults to 40. */
  gamesPageSize: number;
  /** `REGISTRATIONS_PER_ADDRESS`: registrations one client address may attempt in an hour (docs/security.md). Defaults to 5. */
  registrationsPerAddress: number;
  /** `EMAIL_REQUESTS_PER_ADDRESS`: confirmation resends, and apart from them password-reset requests, one client address may make in an hour. Defaults to 5. */
  emailRequestsPerAddress: number;
  /** `SUPPORT_EMAIL`: the operator's support address, which contact messages are mailed to. Defaults to `support@casino.test`. */
  supportEmail: string;
  /** `CONTACT_MESSAGES_PER_ADDRESS`: contact messages one client address may send in an hour (docs/support.md). Defaults to 5. */
  contactMessagesPerAddress: number;
  /** `CONTACT_MESSAGES_PER_PLAYER`: contact messages one signed-in player may send in an hour, from any address. Defaults to 5. */
  contactMessagesPerPlayer: number;
  /**
   * `CHAT_PROVIDER_URL` and `CHAT_PROVIDER_TOKEN`: the Chatwoot-compatible chat provider support opens (its base URL and
   * website token; docs/support.md), handed to the site in GET /api/info/project and allowed by the CSP. Defaults to
   * none: support opens the contact form.
   */
  chatProvider: { url: string; token: string } | null;
  /** Built host site served at `/`. Defaults to `host-site/dist`. */
  siteDir: string;
  /** Script-tag bundles served at `/cdn/`. Defaults to `widgets/dist/cdn`. */
  cdnDir: string;
}

/** Default of `PUBLIC_ORIGINS`: `npm start` on localhost and on 127.0.0.1 at its port. */
function defaultPublicOrigins(port: string | undefined): string[] {
  return [`http://localhost:${port ?? 8080}`, `http://127.0.0.1:${port ?? 8080}`];
}

/** Default of `EMBED_ORIGINS`: the partner page and the betting site of `examples/`. */
export const DEFAULT_EMBED_ORIGINS = ['http://localhost:8081', 'http://localhost:8082'];

function list(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Checks that every entry of an origin list is a bare origin, naming the setting when one is not. */
function origins(name: string, values: string[]): string[] {
  for (const origin of values) {
    if (new URL(origin).origin !== origin) {
      throw new Error(`${name} entry "${origin}" is not an origin: write scheme://host[:port] without a path`);
    }
  }
  return values;
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function pageSize(value: string | undefined): number {
  if (value === undefined) return DEFAULT_GAMES_PAGE_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > GAMES_PAGE_SIZE_MAX) {
    throw new Error(`GAMES_PAGE_SIZE "${value}" is not a whole number from 1 to ${GAMES_PAGE_SIZE_MAX}`);
  }
  return size;
}

function chatProvider(env: NodeJS.ProcessEnv): ServerConfig['chatProvider'] {
  const url = env.CHAT_PROVIDER_URL?.trim() ?? '';
  const token = env.CHAT_PROVIDER_TOKEN?.trim() ?? '';
  if (url === '' && token === '') return null;
  if (url === '' || token === '') {
    throw new Error('CHAT_PROVIDER_URL and CHAT_PROVIDER_TOKEN go together: set both for a chat provider, or neither');
  }
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`CHAT_PROVIDER_URL "${url}" is not an http(s) URL`);
  }
  return { url: url.replace(/\/+$/, ''), token };
}

function devEndpoints(env: NodeJS.ProcessEnv): boolean {
  if (env.ENABLE_DEV_MAILBOX !== undefined) {
    throw new Error(
      'ENABLE_DEV_MAILBOX is no longer read: unset it, and set DEV_ENDPOINTS=1 to serve the dev endpoints',
    );
  }
  const on = flag(env.DEV_ENDPOINTS);
  if (on && env.NODE_ENV === 'production') {
    throw new Error(
      "DEV_ENDPOINTS is on with NODE_ENV=production: the dev endpoints read any player's emails and credit deposits without a session, so unset DEV_ENDPOINTS",
    );
  }
  return on;
}

function perAddress(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`${name} "${value}" is not a whole number of requests per hour, 1 or more`);
  }
  return limit;
}

/** Reads the server settings from environment variables; unset ones take their defaults. */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const publicOrigins = origins('PUBLIC_ORIGINS', list(env.PUBLIC_ORIGINS, defaultPublicOrigins(env.PORT)));
  if (publicOrigins.length === 0) {
    throw new Error(
      'PUBLIC_ORIGINS is empty: list the origin(s) players open the site at, e.g. https://casino.example',
    );
  }
  return {
    embedOrigins: origins('EMBED_ORIGINS', list(env.EMBED_ORIGINS, DEFAULT_EMBED_ORIGINS)),
    publicOrigins,
    eeHosts: list(env.EE_HOSTS, []).map((host) => host.toLowerCase()),
    registrationAbTest: flag(env.REGISTRATION_AB_TEST),
    trustCountryHeader: flag(env.TRUST_COUNTRY_HEADER),
    trustProxy: flag(env.TRUST_PROXY),
    devEndpoints: devEndpoints(env),
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? '',
    compPointsAccrual: env.COMP_POINTS_ACCRUAL === undefined || flag(env.COMP_POINTS_ACCRUAL),
    gamesPageSize: pageSize(env.GAMES_PAGE_SIZE),
    registrationsPerAddress: perAddress('REGISTRATIONS_PER_ADDRESS', env.REGISTRATIONS_PER_ADDRESS, 5),
    emailRequestsPerAddress: perAddress('EMAIL_REQUESTS_PER_ADDRESS', env.EMAIL_REQUESTS_PER_ADDRESS, 5),
    supportEmail: env.SUPPORT_EMAIL ?? 'support@casino.test',
    contactMessagesPerAddress: perAddress('CONTACT_MESSAGES_PER_ADDRESS', env.CONTACT_MESSAGES_PER_ADDRESS, 5),
    contactMessagesPerPlayer: perAddress('CONTACT_MESSAGES_PER_PLAYER', env.CONTACT_MESSAGES_PER_PLAYER, 5),
    chatProvider: chatProvider(env),
    siteDir: env.SITE_DIR ?? join(REPO_ROOT, 'host-site', 'dist'),
    cdnDir: env.CDN_DIR ?? join(REPO_ROOT, 'widgets', 'dist', 'cdn'),
  };
}
