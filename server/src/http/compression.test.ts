import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { chooseEncoding, isTextType, MIN_COMPRESSED_BYTES } from './compression';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };

/** The body of an answer as the client reads it after undoing its Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === undefined) return raw.toString('utf8');
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

function gamesFilter(acceptEncoding?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/games_filter',
    headers: {
      ...api,
      'content-type': 'application/json',
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
    payload: JSON.stringify({ page_size: 40 }),
  });
}

describe('compression of API answers', () => {
  it('answers JSON in br when accepted, else gzip, else as is, the same body each time', async () => {
    const plain = await gamesFilter();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.rawPayload.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);

    const cases = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['gzip;q=0', undefined],
    ] as const;
    for (const [accept, expected] of cases) {
      const response = await gamesFilter(accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(expected);
      expect(response.headers.vary, accept).toMatch(/Accept-Encoding/);
      expect(JSON.parse(decoded(response)), accept).toEqual(JSON.parse(plain.body));
      if (expected) {
        expect(response.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
        expect(Number(response.headers['content-length']), accept).toBe(response.rawPayload.length);
      }
    }
  });

  it('compresses the other JSON and SVG answers of the API, and errors', async () => {
    const headers = { ...api, 'accept-encoding': 'gzip' };
    const providers = await t.app.inject({ method: 'GET', url: '/api/games/jackpots', headers });
    expect(providers.headers['content-encoding']).toBe('gzip');
    expect(Object.keys(JSON.parse(decoded(providers)))).toContain('EUR');

    const page = JSON.parse((await gamesFilter()).body) as { data: { image_url: string }[] };
    const art = await t.app.inject({ method: 'GET', url: page.data[0]?.image_url ?? '', headers });
    expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(art.headers['content-encoding']).toBe('gzip');
    expect(decoded(art)).toContain('<svg');
  });

  it('leaves bodies under the threshold as they are, still saying they vary by coding', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/player',
      headers: { ...api, 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.rawPayload.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
  });
});

describe('chooseEncoding and isTextType', () => {
  it('prefers br, then gzip, honours q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0,*;q=0.1')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding(['gzip', 'br'])).toBe('br');
  });

  it('treats JSON, HTML, JS, CSS and SVG as text, never event streams or images', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'text/html',
      'text/css',
      'application/javascript',
      'image/svg+xml',
      'application/problem+json',
    ]) {
      expect(isTextType(type), type).toBe(true);
    }
    for (const type of ['text/event-stream', 'image/png', 'application/octet-stream', undefined]) {
      expect(isTextType(type), String(type)).toBe(false);
    }
  });
});
