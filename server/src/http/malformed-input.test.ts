import { ErrorBody } from '@casino/sdk/contract';
import type { InjectOptions } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessions';
import { createTestApp, type TestApp } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const client = t.client();
  await client.signIn('tester@casino.test');
  cookie = `${SESSION_COOKIE}=${client.session}`;
});
afterAll(() => t.close());

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every endpoint that reads a body. */
const WRITES: [Method, string][] = [
  ['POST', '/api/users'],
  ['POST', '/api/users/sign_in'],
  ['POST', '/api/users/password'],
  ['PUT', '/api/users/password'],
  ['PUT', '/api/users'],
  ['POST', '/api/users/confirmation'],
  ['POST', '/api/v2/player/two_factor'],
  ['DELETE', '/api/v2/player/two_factor'],
  ['PATCH', '/api/player'],
  ['PATCH', '/api/player/update_locale'],
  ['POST', '/api/player/accounts'],
  ['POST', '/api/player/groups'],
  ['POST', '/check-email'],
];

const MEGABYTE = JSON.stringify({ user: { email: 'a'.repeat(1024 * 1024), password: 'x' } });
const LONG = 'a'.repeat(60 * 1024);
/** Long enough to break a btree index entry if it reached one. */
const LONG_STRINGS = JSON.stringify({
  user: { email: `${LONG}@gmail.com`, password: 'Secret123', currency: 'EUR', country: 'DE', terms_acceptance: 1 },
});

/** Bodies no endpoint accepts: broken JSON, wrong shapes, wrong types, prototype tricks, a 1 MB body. */
const BODIES: [label: string, payload: string, contentType: string][] = [
  ['invalid JSON', '{"user": {"email": ', 'application/json'],
  ['empty body', '', 'application/json'],
  ['null', 'null', 'application/json'],
  ['array', '[]', 'application/json'],
  ['array of objects', '[{"user":{"email":"a@b.cd"}}]', 'application/json'],
  ['string', '"user"', 'application/json'],
  ['number', '42', 'application/json'],
  ['empty object', '{}', 'application/json'],
  ['wrapper is an array', '{"user":[],"two_factor":[],"groups":[]}', 'application/json'],
  ['wrapper is a string', '{"user":"x","two_factor":"x","groups":"x"}', 'application/json'],
  [
    'fields of the wrong types',
    '{"user":{"email":5,"password":{},"otp_attempt":[1],"reset_password_token":true,"current_password":null,"city":7,"terms_acceptance":"yes"},"two_factor":{"otp_secret":1,"authentication_code":2},"groups":{"add":{"a":1}},"currency":1,"locale":false,"email":[]}',
    'application/json',
  ],
  [
    'prototype pollution',
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
    'application/json',
  ],
  [
    'deep nesting',
    `{"user":${'['.repeat(2000)}${']'.repeat(2000)},"groups":${'['.repeat(2000)}${']'.repeat(2000)}}`,
    'application/json',
  ],
  [
    'NUL characters',
    '{"user":{"email":"a\\u0000@b.cd","password":"Secret123\\u0000","otp_attempt":"\\u0000","city":"\\u0000"},"email":"\\u0000","locale":"\\u0000","currency":"\\u0000"}',
    'application/json',
  ],
  ['1 MB body', MEGABYTE, 'application/json'],
  ['form encoded', 'user[email]=a@b.cd&user[password]=x', 'application/x-www-form-urlencoded'],
  ['plain text', 'user=a', 'text/plain'],
  ['multipart', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--', 'multipart/form-data; boundary=x'],
];

function send(method: Method, url: string, payload: string, contentType: string) {
  const options: InjectOptions = {
    method,
    url,
    payload,
    headers: { 'content-type': contentType, 'x-requested-with': 'XMLHttpRequest', cookie },
  };
  return t.app.inject(options);
}

describe('malformed input', () => {
  it('answers every malformed body with a 4xx errors body, never a 500, and changes nothing', async () => {
    const before = await databaseFingerprint(t.db);
    for (const [method, url] of WRITES) {
      for (const [label, payload, contentType] of BODIES) {
        const response = await send(method, url, payload, contentType);
        const where = `${method} ${url} with ${label}`;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, where).toBeLessThan(500);
        expect(ErrorBody.safeParse(response.json()).success, where).toBe(true);
      }
    }
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('answers well-formed bodies with 60 KB strings without a 500', async () => {
    for (const [method, url] of WRITES) {
      const response = await send(method, url, LONG_STRINGS, 'application/json');
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });

  it('names the problem: size, media type, JSON syntax', async () => {
    const big = await send('POST', '/api/users', MEGABYTE, 'application/json');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ errors: { base: ['the body is too large'] } });
    const form = await send('POST', '/api/users', 'a=b', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ errors: { base: ['send the body as application/json'] } });
    const broken = await send('POST', '/api/users', '{"user":', 'application/json');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ errors: { base: ['the body is not valid JSON'] } });
    const empty = await send('POST', '/api/users', '', 'application/json');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ errors: { base: ['the body must be a JSON object with a "user" object'] } });
    const signOut = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/sign_out',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(signOut.statusCode).toBe(204);
    const array = await send('POST', '/api/users', '[]', 'application/json');
    expect(array.statusCode).toBe(422);
    expect(array.json()).toEqual({ errors: { base: ['the body must be a JSON object with a "user" object'] } });
  });

  it('refuses a body nested deeper than it reads, also on an idempotent money route, without a 500', async () => {
    const deep = `${'['.repeat(8000)}${']'.repeat(8000)}`;
    const recall = await t.app.inject({
      method: 'POST',
      url: '/api/player/payments/1/recall',
      payload: deep,
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'idempotency-key': 'deep-body',
        cookie,
      },
    });
    expect(recall.statusCode).toBe(400);
    expect(recall.json()).toEqual({
      errors: { base: ['the body is nested too deeply: send at most 32 levels of arrays and objects'] },
    });
    const deepObject = await send(
      'PATCH',
      '/api/player',
      `${'{"a":'.repeat(8000)}1${'}'.repeat(8000)}`,
      'application/json',
    );
    expect(deepObject.statusCode).toBe(400);
    const bracketsInString = JSON.stringify({ user: { email: 'nobody@casino.test', password: '['.repeat(8000) } });
    const signIn = await send('POST', '/api/users/sign_in', bracketsInString, 'application/json');
    expect(signIn.statusCode).not.toBe(400);
    expect(signIn.statusCode).toBeLessThan(500);
  });

  it('answers malformed queries and paths with 4xx too', async () => {
    for (const url of [
      '/api/users/confirmation?confirmation_token=a&confirmation_token=b',
      '/api/users/confirmation?confirmation_token[x]=1',
      '/messages/%00.json',
      '/messages/..%2F..%2Fetc%2Fpasswd.json',
      '/api/info/currencies?%zz',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('accepts unknown extra fields by ignoring them', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/subscriptions',
      payload: { receive_promos: true, is_admin: true },
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('is_admin');
  });
});
