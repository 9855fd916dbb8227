import { routePath } from '@casino/sdk/contract';
import type { Page } from '@playwright/test';
import {
  BETTING_ORIGIN,
  CASINO_ORIGIN,
  DEMO_PASSWORD,
  expect,
  PARTNER_ORIGIN,
  signInOnSite,
  snap,
  test,
} from './fixtures';

const WRITE_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
const CARD_YEAR = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

/** The header's balance button text, e.g. "Balance €1,250.00". */
function headerBalance(page: Page) {
  return page.locator('.balance-dropdown__total');
}

async function walletCents(page: Page, currency: string): Promise<{ amount: number; cashout: number }> {
  const accounts = (await (await page.request.get(routePath('accounts'))).json()) as {
    currency: string;
    amount_cents: number;
    available_to_cashout_cents: number;
  }[];
  const wallet = accounts.find((account) => account.currency === currency);
  return { amount: wallet?.amount_cents ?? Number.NaN, cashout: wallet?.available_to_cashout_cents ?? Number.NaN };
}

async function fillCard(dialog: ReturnType<Page['getByRole']>, number: string) {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Name on card').fill('Jack Wilson');
  await dialog.getByLabel('Expiry month (MM)').fill('12');
  await dialog.getByLabel('Expiry year (YY)').fill(CARD_YEAR);
  await dialog.getByLabel('Security code (CVV)').fill('123');
}

test('a card deposit from the header raises the balance in the header and on the partner page, live', async ({
  page,
  context,
}, testInfo) => {
  await signInOnSite(page, 'aud@casino.test');
  const partner = await context.newPage();
  await partner.goto(PARTNER_ORIGIN);
  const partnerBalance = partner.locator('casino-balance');
  await expect(partnerBalance.getByText('Wallet: AUD')).toBeVisible();
  const partnerBefore = await partnerBalance.locator('dd').first().innerText();
  const headerBefore = await headerBalance(page).innerText();
  const before = await walletCents(page, 'AUD');

  await page.getByRole('link', { name: 'Deposit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Cashbox' });
  await expect(dialog.getByRole('radio', { name: /Credit or debit card/ })).toBeChecked();
  await dialog.getByLabel(/^Amount/).fill('25');
  await fillCard(dialog, '4242 4242 4242 4242');
  await snap(page, testInfo, 'cashbox-01-card-deposit-form');
  await dialog.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(dialog.getByText('Deposit successful')).toBeVisible();
  await snap(page, testInfo, 'cashbox-02-card-deposit-done');

  expect((await walletCents(page, 'AUD')).amount).toBe(before.amount + 2500);
  await expect(headerBalance(page)).not.toHaveText(headerBefore);
  // the partner page was not reloaded: its balance follows through the realtime channel
  await expect(partnerBalance.locator('dd').first()).not.toHaveText(partnerBefore);
  await snap(partner, testInfo, 'cashbox-03-partner-balance-live');
});

test('a crypto deposit shows the address and QR code, and the confirmed transfer raises the balance live', async ({
  page,
  context,
}, testInfo) => {
  await signInOnSite(page, 'btc@casino.test');
  const partner = await context.newPage();
  await partner.goto(PARTNER_ORIGIN);
  const partnerBalance = partner.locator('casino-balance');
  await expect(partnerBalance.getByText('Wallet: BTC')).toBeVisible();
  const partnerBefore = await partnerBalance.locator('dd').first().innerText();
  const before = await walletCents(page, 'BTC');
  const headerBefore = await headerBalance(page).innerText();
  await page.goto('/deposit');
  const dialog = page.getByRole('dialog', { name: 'Cashbox' });
  const address = dialog.getByRole('textbox', { name: /deposit address/ });
  await expect(address).toHaveValue(/^bc1q/);
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(dialog.getByText(/Minimum deposit/)).toBeVisible();
  await snap(page, testInfo, 'cashbox-04-crypto-address');

  const received = await page.request.post(`${CASINO_ORIGIN}/dev/crypto/receive`, {
    headers: { ...WRITE_HEADERS, 'Idempotency-Key': `e2e-chain-${Date.now()}` },
    data: { address: await address.inputValue(), amount_cents: 50_000 },
  });
  expect(received.status()).toBe(201);
  await expect(dialog.getByText(/^Received/)).toBeVisible();
  await expect(headerBalance(page)).not.toHaveText(headerBefore);
  expect((await walletCents(page, 'BTC')).amount).toBe(before.amount + 50_000);
  await snap(page, testInfo, 'cashbox-05-crypto-received');
  await expect(partnerBalance.locator('dd').first()).not.toHaveText(partnerBefore);
});

test('a withdrawal reserves the money at once and a recall from the history gives it back', async ({
  page,
}, testInfo) => {
  await signInOnSite(page, 'nzd@casino.test');
  const before = await walletCents(page, 'NZD');
  await page.goto('/withdraw');
  const dialog = page.getByRole('dialog', { name: 'Cashbox' });
  await dialog.getByRole('radio', { name: /Credit or debit card/ }).check();
  await dialog.getByLabel(/^Amount/).fill('30');
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Name on card').fill('Aroha Ngata');
  await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(dialog.getByText('Withdrawal requested')).toBeVisible();
  await snap(page, testInfo, 'cashbox-06-withdrawal-pending');
  expect(await walletCents(page, 'NZD')).toEqual({ amount: before.amount - 3000, cashout: before.cashout - 3000 });

  await page.goto('/cashbox/history');
  await dialog
    .getByRole('button', { name: /Recall the withdrawal/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Yes, cancel the withdrawal' }).click();
  await expect(dialog.getByText(/Withdrawal canceled/)).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Canceled by you' }).first()).toBeVisible();
  await snap(page, testInfo, 'cashbox-07-recalled');
  expect(await walletCents(page, 'NZD')).toEqual(before);
});

test('a deposit over the daily limit is refused in the cashbox in words, and the balance stays', async ({
  page,
}, testInfo) => {
  await signInOnSite(page, 'nok@casino.test');
  const set = await page.request.post(routePath('setLimit'), {
    headers: WRITE_HEADERS,
    data: { type: 'deposit', period: 'daily', accounts: [{ currency: 'NOK', amount_cents: 20_000 }] },
  });
  expect(set.status()).toBe(201);
  const before = await walletCents(page, 'NOK');
  await page.goto('/deposit');
  const dialog = page.getByRole('dialog', { name: 'Cashbox' });
  await dialog.getByLabel(/^Amount/).fill('500');
  await fillCard(dialog, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(dialog.getByText(/This is over your deposit limit: NOK\s200\.00 left until/)).toBeVisible();
  await snap(page, testInfo, 'cashbox-08-over-limit');
  await expect(dialog.getByRole('button', { name: 'Confirm deposit' })).toBeEnabled();
  expect(await walletCents(page, 'NOK')).toEqual(before);
});

test('a cooling-off blocks the cashbox', async ({ page }, testInfo) => {
  await signInOnSite(page, 'multi@casino.test');
  const set = await page.request.post(routePath('setLimit'), {
    headers: WRITE_HEADERS,
    data: { type: 'cooling_off', period: 'daily' },
  });
  expect(set.status()).toBe(201);
  await page.goto('/deposit');
  const dialog = page.getByRole('dialog', { name: 'Cashbox' });
  await expect(dialog.getByText('Deposits are blocked', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Your cooling-off is active until/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm deposit' })).toHaveCount(0);
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await snap(page, testInfo, 'cashbox-09-cooling-off');
});

test('a card that asks for 3-D Secure goes to the bank page and back to the cashbox with the outcome', async ({
  page,
}, testInfo) => {
  await signInOnSite(page, 'eur@casino.test');
  const before = await walletCents(page, 'EUR');
  await page.goto('/deposit');
  const dialog = page.getByRole('dialog', { name: 'Cashbox' });
  await dialog.getByLabel(/^Amount/).fill('40');
  await fillCard(dialog, '4000 0000 0000 3220');
  await dialog.getByRole('button', { name: /Confirm deposit|Einzahlung bestätigen/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/3ds\//);
  await snap(page, testInfo, 'cashbox-10-3ds-page');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/deposit\?payment_id=\d+&payment_state=succeeded/);
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect((await walletCents(page, 'EUR')).amount).toBe(before.amount + 4000);
  await snap(page, testInfo, 'cashbox-11-3ds-returned');
});

test('the betting site deposits through the cashbox iframe and gets refresh_user', async ({ page }, testInfo) => {
  await page.goto(BETTING_ORIGIN);
  const login = page.frameLocator('#casino-login');
  await login.getByLabel('Email').fill('cad@casino.test');
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#player-name')).toHaveText('cad@casino.test');
  // The real money of <casino-balance> (its first amount).
  const realMoney = page.locator('#player-balance dd').first();
  const balanceBefore = await realMoney.innerText();

  await page.getByRole('button', { name: 'Deposit' }).click();
  const cashbox = page.frameLocator('#casino-cashbox');
  await cashbox.getByLabel(/^Amount/).fill('30');
  await cashbox.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cashbox.getByLabel('Name on card').fill('Olivia Tremblay');
  await cashbox.getByLabel('Expiry month (MM)').fill('12');
  await cashbox.getByLabel('Expiry year (YY)').fill(CARD_YEAR);
  await cashbox.getByLabel('Security code (CVV)').fill('123');
  await cashbox.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(cashbox.getByText('Deposit successful')).toBeVisible();
  await expect(page.locator('#event-log [data-event="refresh_user"]')).toHaveCount(2);
  await expect(realMoney).not.toHaveText(balanceBefore);
  await snap(page, testInfo, 'cashbox-12-betting-site-deposit');
});
