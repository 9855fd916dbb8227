import { SESSION_COOKIE } from '../auth/sessions';

/** An answer of the server: status and parsed JSON body (null when there is none). */
export interface HttpAnswer {
  status: number;
  body: unknown;
  /** Whether the server marked it `Idempotency-Replayed: true`: the answer of an earlier attempt with the same key. */
  replayed: boolean;
}

/** No answer: the connection failed or the client gave up waiting. The request may or may not have taken effect. */
export class NoAnswer extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${method} ${path}: no answer (${reason})`);
    this.name = 'NoAnswer';
  }
}

/** A signed-in player speaking to a server over real HTTP, as a browser would (session cookie, CSRF header). */
export class HttpPlayer {
  /** The session cookie value, or null before sign-in. */
  session: string | null = null;

  constructor(
    readonly origin: string,
    readonly userId: number,
    readonly email: string,
  ) {}

  /** Sends one request; throws {@link NoAnswer} on a connection error or after `timeoutMs`. */
  async request(
    method: string,
    path: string,
    {
      body,
      headers = {},
      timeoutMs = 10_000,
    }: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<HttpAnswer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.origin}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.session ? { cookie: `${SESSION_COOKIE}=${this.session}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new NoAnswer(method, path, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    if (cookie) this.session = cookie.slice(SESSION_COOKIE.length + 1).split(';')[0] || null;
    let parsed: unknown = null;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = text;
    }
    return {
      status: response.status,
      body: parsed,
      replayed: response.headers.get('idempotency-replayed') === 'true',
    };
  }

  /** Signs in with the demo players' password and expects success. */
  async signIn(password = 'Password123'): Promise<void> {
    const answer = await this.request('POST', '/api/users/sign_in', {
      body: { user: { email: this.email, password } },
    });
    if (answer.status !== 200) {
      throw new Error(`sign-in of ${this.email} failed with ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  }
}
