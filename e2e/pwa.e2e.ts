import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { CASINO_ORIGIN, DEMO_PASSWORD, expect, test } from './fixtures';

/** Every URL in the page's cache storage, as `cache name URL`. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(`${name} ${request.url}`);
    }
    return urls;
  });
}

/** The manifest Chromium read for the page, parsed, and the errors it found in it. */
interface ReadManifest {
  errors: unknown[];
  data: string;
}

test.describe('installable app', () => {
  let context: BrowserContext;
  let profile: string;

  // Chromium refuses installation in an incognito profile (a context of its own is one): a profile on disk instead.
  test.beforeEach(async ({ browserName }, testInfo) => {
    test.skip(browserName !== 'chromium', 'installability is a Chromium notion');
    profile = mkdtempSync(join(tmpdir(), 'casino-pwa-'));
    const launch = testInfo.project.use.launchOptions ?? {};
    context = await chromium.launchPersistentContext(profile, {
      ...launch,
      baseURL: CASINO_ORIGIN,
      viewport: { width: 1280, height: 800 },
      // the config blocks service workers for every other test; Playwright's browser types apply it here too
      serviceWorkers: 'allow',
    });
  });

  test.afterEach(async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  test('passes the installability check, caches the shell but never /api/, and shows the offline page', async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text()))
        refused.push(message.text());
    });

    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toContain('javascript');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // registered after load; it claims the page once active
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const read = (await cdp.send('Page.getAppManifest')) as ReadManifest;
    expect(read.errors).toEqual([]);
    const manifest = JSON.parse(read.data);
    expect(manifest).toMatchObject({
      name: 'Reference Casino',
      short_name: 'Casino',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b1020',
      background_color: '#0b1020',
    });
    const icons = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
    );

    // pages that call the API as a guest and as a player, all of it under the worker
    await page.goto('/pokies/all');
    await expect(page.locator('[data-game-tile]').first()).toBeVisible();
    await page.goto('/sign-in');
    const signIn = page.getByRole('dialog');
    await signIn.getByLabel('Email').fill('eur@casino.test');
    await signIn.getByLabel('Password').fill(DEMO_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/bonuses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const cached = await cachedUrls(page);
    expect(cached.filter((entry) => entry.includes('/api/'))).toEqual([]);
    expect(
      cached.filter((entry) => /\/(jam|dev|embed|ws)\b/.test(new URL(entry.split(' ')[1] ?? '').pathname)),
    ).toEqual([]);
    // the precache and the runtime cache are in use: the shell's files and the game art the pages showed
    expect(cached.some((entry) => entry.endsWith('/offline.html'))).toBe(true);
    expect(cached.some((entry) => /\/assets\/main-[\w-]+\.js$/.test(entry))).toBe(true);
    expect(cached.some((entry) => entry.includes('/games/art/'))).toBe(true);

    await context.setOffline(true);
    await page.goto('/live/all');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Live casino' })).toBeVisible();
    expect(refused).toEqual([]);
  });
});
