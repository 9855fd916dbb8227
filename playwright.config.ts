import { routePath } from '@casino/sdk/contract';
import { defineConfig, devices } from '@playwright/test';

/** Ports of the e2e run, apart from the ones `npm start` uses so both can run side by side. */
const casinoPort = 8180;
const partnerPort = 8181;
const bettingPort = 8182;
/** A second casino whose catalogue has 10,000 games, for the long-list tests. */
const bigCatalogueCasinoPort = 8183;
/** The chat provider's origin (nothing listens: the support tests answer its script themselves). */
const chatProviderPort = 8184;
const casinoOrigin = `http://localhost:${casinoPort}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    baseURL: casinoOrigin,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // The site's service worker (docs/pwa.md) would take the page's image and page loads out of reach of page.route;
    // e2e/pwa.e2e.ts tests it in a browser profile of its own.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: '**/site-*.e2e.ts' },
  ],
  webServer: [
    {
      command: 'rm -rf .data/e2e && node --import tsx --conditions=source server/src/main.ts',
      url: `${casinoOrigin}${routePath('project')}`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(casinoPort),
        PUBLIC_ORIGINS: `${casinoOrigin},http://127.0.0.1:${casinoPort}`,
        DATA_DIR: '.data/e2e',
        TRUST_COUNTRY_HEADER: '1',
        DEV_ENDPOINTS: '1',
        // Every browser registers from 127.0.0.1: room for more sign-up tests than the production default of 5 an hour.
        REGISTRATIONS_PER_ADDRESS: '50',
        EMBED_ORIGINS: `http://localhost:${partnerPort},http://localhost:${bettingPort}`,
        // The EE licence on 127.0.0.1 (e2e/notices.e2e.ts); localhost stays CW.
        EE_HOSTS: '127.0.0.1',
        // A chat provider no server answers: e2e/support.e2e.ts serves its script (e2e/fake-chat/sdk.js) by routing.
        CHAT_PROVIDER_URL: `http://localhost:${chatProviderPort}`,
        CHAT_PROVIDER_TOKEN: 'e2e-website-token',
      },
    },
    {
      command:
        'rm -rf .data/e2e-10k && node --import tsx --conditions=source server/src/games/catalogue/catalogue-cli.ts --games 10000 && node --import tsx --conditions=source server/src/main.ts',
      url: `http://localhost:${bigCatalogueCasinoPort}${routePath('project')}`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(bigCatalogueCasinoPort),
        PUBLIC_ORIGINS: `http://localhost:${bigCatalogueCasinoPort},http://127.0.0.1:${bigCatalogueCasinoPort}`,
        DATA_DIR: '.data/e2e-10k',
        GAMES_PAGE_SIZE: '100',
      },
    },
    {
      command: 'node examples/serve.mjs',
      url: `http://localhost:${partnerPort}`,
      reuseExistingServer: false,
      env: { CASINO_ORIGIN: casinoOrigin, PARTNER_PORT: String(partnerPort), BETTING_PORT: String(bettingPort) },
    },
  ],
});
