import { DEMO_PASSWORD, expect, layoutShiftTotal, PARTNER_ORIGIN, snap, test, watchLayoutShifts } from './fixtures';

test('a partner page signs in through <casino-login> from the script tag and <casino-balance> follows', async ({
  page,
}, testInfo) => {
  // A guest's page shows no amount, so it loads no currency list (nor the schema that checks it); a player's does.
  const currencyLists: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/info/currencies') currencyLists.push(request.url());
  });
  await page.goto(PARTNER_ORIGIN);
  const login = page.locator('casino-login');
  await expect(login.getByLabel('Email')).toBeVisible();
  await expect(page.locator('casino-balance').getByText('Sign in to see your balance.')).toBeVisible();
  await snap(page, testInfo, 'partner-01-guest');
  await page.waitForLoadState('networkidle');
  expect(currencyLists).toEqual([]);

  await login.getByLabel('Email').fill('usd@casino.test');
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.locator('#event-log')).toContainText('casino:signed-in');
  await expect(page.locator('casino-balance').getByText('Wallet: USD')).toBeVisible();
  expect(currencyLists).toHaveLength(1);
  await snap(page, testInfo, 'partner-02-signed-in');
});

test('the widgets appear in the space the page reserved for them, so nothing on the page moves', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.goto(PARTNER_ORIGIN);
  await expect(page.locator('casino-login').getByLabel('Email')).toBeVisible();
  await expect(page.locator('casino-balance').getByText('Sign in to see your balance.')).toBeVisible();
  // The game grid is below the fold: it renders when it comes near the viewport, in the space it reserved.
  await page.locator('casino-game-grid').scrollIntoViewIfNeeded();
  await expect(page.locator('casino-game-grid [data-game-tile]').first()).toBeVisible();

  expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.01);
  // The login form fits the size its element reserved (widgets.css), which is what keeps the page still.
  const login = await page.locator('casino-login').evaluate((element) => ({
    reserved: Number.parseFloat(getComputedStyle(element).minBlockSize),
    height: element.getBoundingClientRect().height,
  }));
  expect(login.reserved).toBeGreaterThan(0);
  expect(login.height).toBe(login.reserved);
});

test('the widgets live in shadow roots, untouched by the partner page styles', async ({ page }) => {
  await page.goto(PARTNER_ORIGIN);
  await expect(page.locator('casino-login').getByLabel('Email')).toBeVisible();
  const hasShadow = await page.locator('casino-login').evaluate((element) => element.shadowRoot !== null);
  expect(hasShadow).toBe(true);
});

test('<casino-gift-list> on a partner page asks a guest to sign in, then lists the player’s gifts', async ({
  page,
}, testInfo) => {
  await page.goto(PARTNER_ORIGIN);
  const gifts = page.locator('casino-gift-list');
  await expect(gifts.getByText('Sign in to see your gifts.')).toBeVisible();

  const login = page.locator('casino-login');
  await login.getByLabel('Email').fill('usd@casino.test');
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();

  await expect(gifts.getByRole('article', { name: 'Welcome gift' })).toBeVisible();
  await expect(gifts.getByRole('tab', { name: /Active/ })).toHaveAttribute('aria-selected', 'true');
  await snap(page, testInfo, 'partner-03-gift-list');

  await gifts.getByRole('tab', { name: /History/ }).click();
  await expect(gifts.getByRole('article', { name: 'Free 10' })).toBeVisible();
  await expect(page.locator('#event-log [data-event="casino:tab-change"]')).toContainText('{"tab":"history"}');
});
