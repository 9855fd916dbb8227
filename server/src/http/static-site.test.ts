import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let root: string;
const html = { accept: 'text/html,application/xhtml+xml' };
/** A script big enough (≥ 1 KB) for the build to write its compressed copies. */
const bigScript = (name: string) =>
  `${Array.from({ length: 80 }, (_, i) => `console.log("${name} ${i}");`).join('\n')}\n`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'casino-static-'));
  const site = join(root, 'site');
  const cdn = join(root, 'cdn');
  mkdirSync(join(site, 'assets'), { recursive: true });
  mkdirSync(cdn);
  mkdirSync(join(cdn, 'shared'));
  const styles = Array.from({ length: 60 }, (_, i) => `.tile-${i}{margin:${i}px}`).join('');
  writeFileSync(
    join(site, 'index.html'),
    `<!doctype html><title>Casino</title><style>${styles}</style><div id="root"></div>`,
  );
  writeFileSync(join(site, 'slot.html'), '<!doctype html><title>Slot</title><div id="slot"></div>');
  writeFileSync(join(site, 'assets', 'app-1a2b3c.js'), bigScript('app'));
  writeFileSync(join(cdn, 'loader.js'), 'window.casino=window.casino||function(){}');
  writeFileSync(join(cdn, 'login.js'), bigScript('login'));
  writeFileSync(join(cdn, 'shared', 'runtime-9f8e7d.js'), bigScript('runtime'));
  // the build's last step, as `npm run build:site` and `build:libs` run it
  execFileSync(process.execPath, [join(import.meta.dirname, '../../../scripts/precompress.mjs'), site, cdn]);
  t = await createTestApp({ siteDir: site, cdnDir: cdn });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

/** The bytes of an answer after undoing its Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  return response.rawPayload;
}

describe('static site', () => {
  it('serves index.html for page routes, revalidated, with frame-ancestors self', async () => {
    for (const url of ['/', '/profile/security', '/sign-in?redirect=%2Fprofile']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toMatch(/; frame-ancestors 'self'$/);
    }
  });

  it('lets the allowed embed origins frame the known embed widgets and the slot page only', async () => {
    for (const url of [
      '/embed/login?locale=de',
      '/embed/game-grid',
      '/embed/gift-list',
      '/slot/netent/starburst?mode=demo',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toMatch(
        /; frame-ancestors 'self' http:\/\/localhost:8081 http:\/\/localhost:8082$/,
      );
    }
  });

  it('keeps every other /embed… and /slot… path, which shows no widget or game, unframeable by partners', async () => {
    for (const url of [
      '/embed',
      '/embed/',
      '/embed/x/y',
      '/embed/deposit',
      '/embed/login/',
      '/slot/netent',
      '/slot/a/b/c',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.headers['content-security-policy'], url).toMatch(/; frame-ancestors 'self'$/);
    }
  });

  it('sends the precompressed copy the client accepts, br first, and the same bytes once decoded', async () => {
    const files = [
      ['/assets/app-1a2b3c.js', join(root, 'site', 'assets', 'app-1a2b3c.js'), {}],
      ['/', join(root, 'site', 'index.html'), html],
      ['/profile/security', join(root, 'site', 'index.html'), html],
      ['/cdn/login.js', join(root, 'cdn', 'login.js'), {}],
      ['/cdn/shared/runtime-9f8e7d.js', join(root, 'cdn', 'shared', 'runtime-9f8e7d.js'), {}],
    ] as const;
    for (const [url, file, headers] of files) {
      const original = readFileSync(file);
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': accept } });
        expect(response.statusCode, `${url} ${accept}`).toBe(200);
        expect(response.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(response.headers.vary, `${url} ${accept}`).toMatch(/accept-encoding/i);
        expect(response.headers['content-type'], url).toMatch(/^(text\/html|application\/javascript|text\/javascript)/);
        expect(decoded(response).equals(original), `${url} ${accept}`).toBe(true);
        if (encoding) expect(response.rawPayload.length, `${url} ${accept}`).toBeLessThan(original.length / 2);
      }
    }
  });

  it('caches hashed files for a year and revalidates pages and unhashed bundles', async () => {
    for (const [url, headers, cacheControl] of [
      ['/assets/app-1a2b3c.js', {}, 'public, max-age=31536000, immutable'],
      ['/cdn/shared/runtime-9f8e7d.js', {}, 'public, max-age=31536000, immutable'],
      ['/cdn/loader.js', {}, 'no-cache'],
      ['/cdn/login.js', {}, 'no-cache'],
      ['/', html, 'no-cache'],
      ['/index.html', {}, 'no-cache'],
      ['/pokies/all', html, 'no-cache'],
    ] as const) {
      for (const accept of ['br', 'identity']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': accept } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], `${url} ${accept}`).toBe(cacheControl);
      }
    }
  });

  it('serves the script-tag bundles at /cdn/ to any origin, without credentials', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/cdn/loader.js',
      headers: { origin: 'https://partner.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers 404 with an errors body for API paths, missing files and non-page requests', async () => {
    for (const [url, headers] of [
      ['/api/nothing', html],
      ['/cdn/missing.js', {}],
      ['/assets/missing.js', {}],
      ['/profile', { accept: 'application/json' }],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errors: { base: [expect.stringMatching(/^Nothing at GET /)] } });
    }
  });

  it('serves a prerendered page from its own file, and the unrendered spa.html for every path without one', async () => {
    const site = join(root, 'prerendered');
    mkdirSync(join(site, 'pokies', 'all'), { recursive: true });
    writeFileSync(join(site, 'index.html'), '<div id="root" data-prerendered="/">lobby</div>');
    writeFileSync(
      join(site, 'pokies', 'all', 'index.html'),
      '<div id="root" data-prerendered="/pokies/all">pokies</div>',
    );
    writeFileSync(join(site, 'spa.html'), '<div id="root"></div>');
    execFileSync(process.execPath, [join(import.meta.dirname, '../../../scripts/precompress.mjs'), site]);
    const prerendered = await createTestApp({ siteDir: site, cdnDir: join(root, 'cdn') });
    try {
      for (const [url, body] of [
        ['/', 'lobby'],
        ['/pokies/all', 'pokies'],
        ['/pokies/all?provider=netent', 'pokies'],
        ['/profile/security', '<div id="root"></div>'],
        ['/pokies/new', '<div id="root"></div>'],
      ] as const) {
        for (const encoding of ['br', 'identity']) {
          const headers = { ...html, 'accept-encoding': encoding };
          const response = await prerendered.app.inject({ method: 'GET', url, headers });
          expect(response.statusCode, url).toBe(200);
          expect(response.headers['content-type'], url).toMatch(/^text\/html/);
          expect(decoded(response).toString(), `${url} ${encoding}`).toContain(body);
        }
      }
    } finally {
      await prerendered.close();
    }
  });

  it('says which command builds the site when it is missing', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/', headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: { base: ['The site is not built: run `npm run build:site`'] } });
    } finally {
      await bare.close();
    }
  });
});
