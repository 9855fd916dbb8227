import { routePath } from '@casino/sdk/contract';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, expect, pokieIn, registerOnSite, snap, test } from './fixtures';

const CARD_YEAR = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

/** The details the cashbox asks a new player for before the first deposit. */
async function completePersonalInfo(dialog: Locator) {
  await dialog.getByLabel('First name').fill('Bonnie');
  await dialog.getByLabel('Last name').fill('Weber');
  await dialog.getByLabel('City').fill('Berlin');
  await dialog.getByLabel('Address').fill('Torstraße 12');
  await dialog.getByLabel('Postal code').fill('10119');
  await dialog.getByRole('button', { name: 'Save details' }).click();
}

/** Deposits `amount` euros by card from the header, with the deposit bonus named `bonus` chosen. */
async function depositWithBonus(page: Page, testInfo: TestInfo, amount: string, bonus: RegExp) {
  await page.getByRole('link', { name: 'Deposit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Cashbox' });
  const details = dialog.getByRole('button', { name: 'Save details' });
  const card = dialog.getByRole('radio', { name: /Credit or debit card/ });
  await expect(details.or(card).first()).toBeVisible();
  if (await details.isVisible()) await completePersonalInfo(dialog);
  await expect(card).toBeChecked();
  await dialog.getByLabel(/^Amount/).fill(amount);
  const picker = dialog.getByRole('group', { name: 'Deposit bonus' });
  await picker.getByRole('radio', { name: bonus }).check();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Name on card').fill('Bonnie Weber');
  await dialog.getByLabel('Expiry month (MM)').fill('12');
  await dialog.getByLabel('Expiry year (YY)').fill(CARD_YEAR);
  await dialog.getByLabel('Security code (CVV)').fill('123');
  await picker.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'bonus-02-deposit-with-bonus', false);
  await dialog.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(dialog.getByText('Deposit successful')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The gift card whose heading is `title`, in the gift list of the page. */
function giftCard(page: Page, title: RegExp): Locator {
  return page.locator('article').filter({ has: page.getByRole('heading', { name: title }) });
}

test('a new player gets the welcome gift, deposits with a bonus, and real spins wager it live into cash', async ({
  page,
  context,
}, testInfo) => {
  await registerOnSite(page, testInfo, 'bonus');
  await page.goto('/profile/gifts');
  const welcome = giftCard(page, /Welcome gift/);
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('button', { name: /^Activate/ })).toBeVisible();
  await snap(page, testInfo, 'bonus-01-registration-gift');
  const bell = page.getByRole('button', { name: /^Notifications, 1 new/ });
  await bell.click();
  await expect(page.getByText('You have a new bonus. Activate it in your gifts.')).toBeVisible();
  await snap(page, testInfo, 'bonus-01b-bell-open', false);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications, none new' })).toBeFocused();

  await depositWithBonus(page, testInfo, '200', /Quick/);
  const balance = await context.newPage();
  await balance.goto('/bonus-balance');
  await expect(balance.getByTestId('bonus-balance-bonus')).toHaveText('€20.00');
  await expect(balance.getByText('Wagered €0.00 of €20.00')).toBeVisible();
  await snap(balance, testInfo, 'bonus-03-bonus-balance');

  const game = await pokieIn(page.request, 'EUR');
  await page.goto(`/play/${game.provider}/${game.slug}?mode=real`);
  const providerPopup = page.getByRole('dialog');
  await expect(providerPopup.getByRole('heading', { name: /^Games by / })).toBeVisible();
  await providerPopup.getByRole('button', { name: 'Continue' }).click();
  const slot = page.frameLocator(`iframe[title="${game.title}"]`);
  const spin = slot.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  // a line bet of €0.50 on 20 lines: each spin stakes €10, half of the wagering
  await slot.getByLabel('Line bet').selectOption('50');

  const rounds = () =>
    page.waitForResponse(
      (response) => response.url().endsWith(routePath('realRound')) && response.request().method() === 'POST',
    );
  let answer = rounds();
  await spin.click();
  expect((await answer).status()).toBe(201);
  // the other tab was not reloaded: the wagering moves through the realtime channel
  await expect(balance.getByText('Wagered €10.00 of €20.00')).toBeVisible();
  await expect(balance.getByText('50% wagered')).toBeVisible();
  await snap(balance, testInfo, 'bonus-04-wagering-live');

  await expect(spin).toBeEnabled();
  answer = rounds();
  await spin.click();
  const last = (await (await answer).json()) as {
    balance: { amount_cents: number; available_to_cashout_cents: number };
  };
  // wager_done: the bonus money became cash, so all of the wallet can be withdrawn
  expect(last.balance.available_to_cashout_cents).toBe(last.balance.amount_cents);
  await expect(balance.getByText('You have no bonus to wager.')).toBeVisible();
  await expect(balance.getByTestId('bonus-balance-bonus')).toHaveText('€0.00');
  await expect(balance.getByRole('region', { name: 'Messages' })).toContainText('Wagering done');
  await snap(balance, testInfo, 'bonus-05-wager-done');

  await balance.goto('/profile/gifts');
  await balance.getByRole('tab', { name: 'History' }).click();
  await expect(giftCard(balance, /Quick/)).toContainText('Wagering complete');
  await snap(balance, testInfo, 'bonus-06-history');
});

test('a player cancels an active bonus and its money is removed', async ({ page }, testInfo) => {
  await registerOnSite(page, testInfo, 'cancel');
  await page.goto('/profile/gifts');
  const welcome = giftCard(page, /Welcome gift/);
  await welcome.getByRole('button', { name: /^Activate/ }).click();
  await expect(welcome).toContainText('Wagering');
  await page.goto('/bonus-balance');
  await expect(page.getByTestId('bonus-balance-bonus')).toHaveText('€5.00');

  await page.goto('/profile/gifts');
  await giftCard(page, /Welcome gift/)
    .getByRole('button', { name: /^Cancel/ })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Bonus money removed: €5.00');
  await snap(page, testInfo, 'bonus-07-cancel-confirmation');
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(giftCard(page, /Welcome gift/)).toContainText('Cancelled');

  await page.goto('/bonus-balance');
  await expect(page.getByTestId('bonus-balance-bonus')).toHaveText('€0.00');
  await snap(page, testInfo, 'bonus-08-canceled');
});

test('a coupon from a link is kept through sign-in and applied, and the player lands on the gifts', async ({
  page,
}, testInfo) => {
  const { email } = await registerOnSite(page, testInfo, 'coupon');
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  await page.goto('/?coupon_code=FREE10');
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile\/gifts$/);
  await expect(giftCard(page, /Free 10/)).toBeVisible();
  await snap(page, testInfo, 'bonus-09-coupon-from-link');
});
