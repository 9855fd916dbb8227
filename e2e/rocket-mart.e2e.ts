import { routePath } from '@casino/sdk/contract';
import type { Page } from '@playwright/test';
import {
  CASINO_ORIGIN,
  DEMO_PASSWORD,
  expect,
  openRealSlot,
  PARTNER_ORIGIN,
  signInOnSite,
  snap,
  test,
} from './fixtures';

/** A whole number the page writes with grouping ("15,002 points", "€10,001.00"): its digits. */
const digitsOf = (text: string) => Number(text.replace(/\D/g, ''));

/** The spendable comp points the header shows. */
async function headerPoints(page: Page): Promise<number> {
  return digitsOf(await page.locator('.site-header .casino-comp-points__points').innerText());
}

/** The header balance in minor units. */
async function headerBalanceCents(page: Page): Promise<number> {
  return digitsOf(await page.locator('.balance-dropdown__total').innerText());
}

const exchangeAnswer = (page: Page, type: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(routePath('exchangeCompPoints', { type })) && response.request().method() === 'POST',
  );

test("a player's real spins raise the comp points in the header live", async ({ page }, testInfo) => {
  await signInOnSite(page, 'tester@casino.test');
  const header = page.locator('.site-header');
  await expect(header.locator('.casino-comp-points')).toBeVisible();
  const before = await headerPoints(page);
  await expect(header.locator('.casino-level-badge')).toContainText('Gold II');

  // a line bet of €0.50 on 20 lines: each spin stakes €10, one comp point at EUR's rate
  const slot = await openRealSlot(page, 'EUR', 50);
  for (let round = 1; round <= 2; round += 1) {
    await slot.play();
    // no reload: the points arrive on the comps_award channel
    await expect.poll(() => headerPoints(page)).toBe(before + round);
  }
  await snap(page, testInfo, 'mart-01-points-rise-live');

  await page.goto('/profile/level');
  await expect(page.getByRole('progressbar', { name: 'Progress to Platinum I' })).toBeVisible();
  await expect(page.getByText(`Lifetime comp points: ${(19_990 + 2).toLocaleString('en')}`)).toBeVisible();
  await snap(page, testInfo, 'mart-01b-level');
});

test('a player exchanges points for money, which reaches the header balance, and for free spins, which reach the gifts', async ({
  page,
}, testInfo) => {
  await signInOnSite(page, 'tester@casino.test');
  await page.goto('/rocket-mart/money');
  await expect(page.getByRole('heading', { level: 1, name: 'Rocket Mart' })).toBeVisible();
  const cash = page.getByRole('article', { name: '€1.00 cash' });
  await expect(cash).toBeVisible();
  await expect.poll(() => headerPoints(page)).toBeGreaterThan(0);
  const points = await headerPoints(page);
  const balance = await headerBalanceCents(page);
  await snap(page, testInfo, 'mart-02-money-tab');

  const paid = exchangeAnswer(page, 'money');
  await cash.getByRole('button', { name: 'Exchange €1.00 cash' }).click();
  expect((await paid).status()).toBe(201);
  const result = page.getByRole('dialog', { name: 'Exchange complete' });
  await expect(result).toContainText('€1.00 has been paid into your wallet.');
  await snap(page, testInfo, 'mart-03-money-exchanged');
  await expect.poll(() => headerBalanceCents(page)).toBe(balance + 100);
  await expect.poll(() => headerPoints(page)).toBe(points - 100);
  await result.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Free spins' }).click();
  await expect(page).toHaveURL(`${CASINO_ORIGIN}/rocket-mart/freespins`);
  const spins = page.getByRole('article', { name: '10 free spins on Starlight Ninja' });
  const issued = exchangeAnswer(page, 'freespins');
  await spins.getByRole('button', { name: 'Exchange 10 free spins on Starlight Ninja' }).click();
  expect((await issued).status()).toBe(201);
  const spinsResult = page.getByRole('dialog', { name: 'Exchange complete' });
  await expect(spinsResult).toContainText('It is waiting for you in your gifts.');
  await snap(page, testInfo, 'mart-04-freespins-exchanged');
  await spinsResult.getByRole('link', { name: 'Open my gifts' }).click();
  await expect(page).toHaveURL(`${CASINO_ORIGIN}/profile/gifts`);
  await expect(page.getByRole('article', { name: '10 free spins on Starlight Ninja' }).first()).toBeVisible();
  await snap(page, testInfo, 'mart-05-freespins-in-gifts');
});

test("a guest's exchange button leads to registration, and back to the shop after", async ({ page }, testInfo) => {
  await page.goto('/rocket-mart');
  await expect(page.getByText(/Sign up to earn comp points/)).toBeVisible();
  await snap(page, testInfo, 'mart-06-guest');
  await page
    .getByRole('article', { name: '€11.00 cash' })
    .getByRole('button', { name: 'Exchange €11.00 cash' })
    .click();
  await expect(page).toHaveURL(`${CASINO_ORIGIN}/registration?redirect=%2Frocket-mart`);
  await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
});

test('an unaffordable reward shows the missing amount and the ways to earn it', async ({ page }, testInfo) => {
  await signInOnSite(page, 'brl@casino.test');
  await page.goto('/rocket-mart/money');
  // a cash card is named by what it pays in the player's currency
  const card = page.getByRole('article', { name: 'R$55.00 cash' });
  await expect(card.getByText('960 more points needed')).toBeVisible();
  await card.getByRole('button', { name: 'Exchange R$55.00 cash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Not enough comp points' });
  await expect(dialog).toContainText('You need 960 more points for R$55.00 cash.');
  await expect(dialog.getByRole('link', { name: 'Play games' })).toBeVisible();
  await snap(page, testInfo, 'mart-07-insufficient');
  await dialog.getByRole('button', { name: 'Go to the shop' }).click();
  await expect(page).toHaveURL(`${CASINO_ORIGIN}/rocket-mart`);
});

test('<casino-rocket-mart> on a partner page shows the player’s points and exchanges them', async ({
  page,
}, testInfo) => {
  await page.goto(PARTNER_ORIGIN);
  const mart = page.locator('casino-rocket-mart');
  await mart.scrollIntoViewIfNeeded();
  await expect(mart.getByRole('heading', { name: 'Rocket Mart' })).toBeVisible();
  await expect(mart.getByText(/Sign up to earn comp points/)).toBeVisible();
  // the partner page is long: the viewport around the shop shows it better than the whole page
  await snap(page, testInfo, 'mart-08-partner-guest', false);

  // widgets render when they come near the viewport: the sign-in form is a screen above the shop
  const login = page.locator('casino-login');
  await login.scrollIntoViewIfNeeded();
  await login.getByLabel('Email').fill('nzd@casino.test');
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#event-log')).toContainText('casino:signed-in');

  await mart.scrollIntoViewIfNeeded();
  await expect(mart.getByText('Your comp points:')).toBeVisible();
  await mart.getByRole('tab', { name: 'Money' }).click();
  const cash = mart.getByRole('article', { name: 'NZ$1.50 cash' });
  const paid = exchangeAnswer(page, 'money');
  await cash.getByRole('button', { name: 'Exchange NZ$1.50 cash' }).click();
  expect((await paid).status()).toBe(201);
  await expect(mart.getByRole('dialog', { name: 'Exchange complete' })).toBeVisible();
  await snap(page, testInfo, 'mart-09-partner-exchanged', false);
});
