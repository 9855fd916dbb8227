import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let root: string;
const html = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'casino-static-'));
  const site = join(root, 'site');
  const cdn = join(root, 'cdn');
  mkdirSync(join(site, 'assets'), { recursive: true });
  mkdirSync(cdn);
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Casino</title><div id="root"></div>');
  writeFileSync(join(site, 'slot.html'), '<!doctype html><title>Slot</title><div id="slot"></div>');
  writeFileSync(join(site, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  writeFileSync(join(cdn, 'loader.js'), 'window.casino=window.casino||function(){}');
  t = await createTestApp({ siteDir: site, cdnDir: cdn });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

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

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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
