import { BETTING_ORIGIN, CASINO_ORIGIN, DEMO_PASSWORD, expect, PARTNER_ORIGIN, snap, test } from './fixtures';

const BRIDGE = { source: 'casino-bridge', version: 1 };

test('signing in inside the betting-site iframe sends refresh_user and close; the page shows the player', async ({
  page,
}, testInfo) => {
  await page.goto(BETTING_ORIGIN);
  const frame = page.frameLocator('#casino-login');
  await frame.getByLabel('Email').fill('eur@casino.test');
  await frame.getByLabel('Password').fill(DEMO_PASSWORD);
  const balance = page.locator('#player-balance');
  await expect(balance.getByText('Sign in to see your balance.')).toBeVisible();
  await snap(page, testInfo, 'betting-01-iframe-login');
  await frame.getByRole('button', { name: 'Sign in' }).click();

  const log = page.locator('#event-log');
  await expect(log.locator('[data-event="refresh_user"]')).toHaveCount(1);
  await expect(log.locator('[data-event="close"]')).toHaveCount(1);
  await expect(page.locator('#login-panel')).toBeHidden();
  // `casino('refresh')` reloads the page's shared casino: the player's email, and <casino-balance> with the wallet.
  await expect(page.locator('#player-name')).toHaveText('eur@casino.test');
  await expect(balance.getByText('Wallet: EUR')).toBeVisible();
  await expect(balance.getByRole('button', { name: 'Deposit' })).toBeVisible();
  await snap(page, testInfo, 'betting-02-signed-in');
});

test('the betting site ignores bridge messages from a foreign origin', async ({ page }) => {
  await page.goto(BETTING_ORIGIN);
  await expect(page.frameLocator('#casino-login').getByLabel('Email')).toBeVisible();

  // The test listens too: once it has seen the forged message, the bridge's own listener has run on it as well.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenOrigins: seen });
    window.addEventListener('message', (event) => seen.push(event.origin));
  });

  // A frame from another origin (the partner site) posts a well-formed bridge envelope to the betting site.
  await page.evaluate((src) => {
    const foreign = document.createElement('iframe');
    foreign.name = 'foreign';
    foreign.src = src;
    document.body.append(foreign);
  }, `${PARTNER_ORIGIN}/`);
  await expect.poll(() => page.frame({ name: 'foreign' })?.url()).toContain(PARTNER_ORIGIN);
  const foreign = page.frame({ name: 'foreign' });
  await foreign?.waitForLoadState();
  await foreign?.evaluate(
    ([envelope, target]) => {
      window.parent.postMessage(envelope, target);
    },
    [{ ...BRIDGE, message: { type: 'close', payload: {} } }, BETTING_ORIGIN] as const,
  );
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seenOrigins: string[] }).seenOrigins))
    .toContain(PARTNER_ORIGIN);
  await expect(page.locator('#event-log [data-event="close"]')).toHaveCount(0);
  await expect(page.locator('#login-panel')).toBeVisible();
});

test('the embed page refuses a parent origin that is not allowed and posts nothing', async ({ page }) => {
  await page.goto(`${CASINO_ORIGIN}/embed/login?parent=${encodeURIComponent('http://evil.localhost:9999')}`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
});

test('the betting site opens the player’s gift list at /embed/gift-list in its iframe', async ({ page }, testInfo) => {
  await page.goto(BETTING_ORIGIN);
  const login = page.frameLocator('#casino-login');
  await login.getByLabel('Email').fill('eur@casino.test');
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#player-name')).toHaveText('eur@casino.test');

  await page.getByRole('button', { name: 'Gifts' }).click();
  await expect(page.locator('#casino-gift-list')).toHaveAttribute(
    'src',
    `${CASINO_ORIGIN}/embed/gift-list?parent=${encodeURIComponent(BETTING_ORIGIN)}&locale=en`,
  );
  const gifts = page.frameLocator('#casino-gift-list');
  await expect(gifts.getByRole('tab', { name: /Active/ })).toHaveAttribute('aria-selected', 'true');
  await gifts.getByRole('tab', { name: /History/ }).click();
  await expect(gifts.getByRole('article', { name: 'Welcome gift' })).toBeVisible();
  // The frame announced itself and follows its content's height through the bridge.
  await expect(page.locator('#event-log [data-event="resize"]').first()).toBeAttached();
  await expect.poll(() => page.locator('#casino-gift-list').evaluate((frame) => frame.style.height)).toMatch(/^\d+px$/);
  await snap(page, testInfo, 'betting-03-gift-list');
});

test('/embed/gift-list shows a guest the sign-in hint', async ({ page }) => {
  await page.goto(`${CASINO_ORIGIN}/embed/gift-list?parent=${encodeURIComponent(BETTING_ORIGIN)}&locale=en`);
  await expect(page.getByText('Sign in to see your gifts.')).toBeVisible();
});
