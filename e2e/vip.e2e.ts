import { routePath } from '@casino/sdk/contract';
import type { Page } from '@playwright/test';
import { callDev, expect, openRealSlot, registerOnSite, snap, test } from './fixtures';

const CARD_YEAR = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
const WRITE_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** A new player's first real card deposit of `amount` euros through the site's cashbox. */
async function depositByCard(page: Page, amount: string): Promise<void> {
  await page.goto('/deposit');
  const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
  // a new player gives his personal details before the first payment
  await cashbox.getByLabel('First name').fill('Vera');
  await cashbox.getByLabel('Last name').fill('Ip');
  await cashbox.getByLabel('City').fill('Tallinn');
  await cashbox.getByLabel('Address').fill('Narva mnt 7');
  await cashbox.getByLabel('Postal code').fill('10117');
  await cashbox.getByRole('button', { name: 'Save details' }).click();
  await expect(cashbox.getByRole('radio', { name: /Credit or debit card/ })).toBeChecked();
  await cashbox.getByLabel(/^Amount/).fill(amount);
  await cashbox.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cashbox.getByLabel('Name on card').fill('Vera Ip');
  await cashbox.getByLabel('Expiry month (MM)').fill('12');
  await cashbox.getByLabel('Expiry year (YY)').fill(CARD_YEAR);
  await cashbox.getByLabel('Security code (CVV)').fill('123');
  await cashbox.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(cashbox.getByText('Deposit successful')).toBeVisible();
}

/** The VIP progress bar's description ("€50.00 of €6,000.00") of `name` (Deposits, Bets) on the VIP club page. */
const barText = (page: Page, name: string) =>
  page.getByRole('progressbar', { name, exact: true }).evaluate((bar) => {
    const id = bar.getAttribute('aria-describedby') ?? '';
    return (bar.getRootNode() as Document | ShadowRoot).getElementById(id)?.textContent ?? '';
  });

test("a player's real deposits and bets move his VIP bars, and a completed adventure day pays its prize once", async ({
  page,
}, testInfo) => {
  // today's adventure: day 1 asks a €20 deposit and €20 of bets, day 2 (tomorrow) €500 of bets
  const prize = `E2E treasure ${Date.now().toString(36)}`;
  await callDev(
    page.request,
    '/dev/vip-adventures',
    {
      title: 'E2E odyssey',
      currency: 'EUR',
      starts_in_days: 0,
      days: [
        {
          minDep: 2_000,
          wager: 2_000,
          prize: { type: 'bonus', amount_cents: 700, wager_multiplier: 30, title: prize },
        },
        { wager: 50_000 },
      ],
    },
    201,
  );
  await registerOnSite(page, testInfo, 'vip');

  await page.goto('/casino-vipclub');
  await expect(page.getByText('Your status: Regular')).toBeVisible();
  await expect.poll(() => barText(page, 'Deposits')).toBe('€0.00 of €6,000.00');
  await expect.poll(() => barText(page, 'Bets')).toBe('€0.00 of €60,000.00');
  await expect(page.getByRole('list', { name: 'VIP club' }).locator('[aria-current="true"]')).toContainText('Regular');

  // real money in: a €50 card deposit, then real spins of €10 (a line bet of €0.50 on 20 lines)
  await depositByCard(page, '50');
  const slot = await openRealSlot(page, 'EUR', 50);
  let betCents = 0;
  while (betCents < 3_000) betCents += await slot.play();
  expect(betCents).toBe(3_000);

  await page.goto('/casino-vipclub');
  await expect.poll(() => barText(page, 'Deposits')).toBe('€50.00 of €6,000.00');
  await expect.poll(() => barText(page, 'Bets')).toBe('€30.00 of €60,000.00');
  // (50/6000 + 30/60000) / 2 = 0.45 %, floored
  await expect(page.getByRole('progressbar', { name: 'Progress to Bronze' })).toHaveAttribute('value', '0');
  await snap(page, testInfo, 'vip-01-club-desktop');
  await page.setViewportSize({ width: 412, height: 915 });
  await snap(page, testInfo, 'vip-02-club-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });

  // the adventure: day 1 completed by the deposit and the bets, its prize claimed once
  await page.goto('/casino-adventure');
  const days = page.getByRole('list', { name: 'E2E odyssey' });
  const day1 = days.getByRole('listitem').filter({ hasText: 'Day 1' });
  await expect(day1).toHaveAttribute('data-state', 'completed');
  await expect(day1).toContainText('2 of 2 conditions met');
  await expect(day1).toContainText('Deposits: €50.00 of €20.00');
  await expect(day1).toContainText('Bets: €30.00 of €20.00');
  const day2 = days.getByRole('listitem').filter({ hasText: 'Day 2' });
  await expect(day2).toHaveAttribute('data-state', 'future');
  await snap(page, testInfo, 'vip-03-adventure-before-claim');
  await day1.getByRole('button', { name: `Claim ${prize}` }).click();
  const result = page.getByRole('dialog', { name: 'Prize claimed' });
  await expect(result).toContainText(`${prize} is waiting in your gifts.`);
  await snap(page, testInfo, 'vip-04-adventure-claimed');
  await page.keyboard.press('Escape');
  await expect(day1.getByText('Claimed')).toBeVisible();
  await expect(day1.getByRole('button')).toHaveCount(0);
  await page.setViewportSize({ width: 412, height: 915 });
  await snap(page, testInfo, 'vip-05-adventure-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });

  // a second claim, made around the page, is refused by the server; the gift is there once
  const again = await page.request.post(routePath('claimAdventureDay', { day: '1' }), { headers: WRITE_HEADERS });
  expect(again.status()).toBe(422);
  expect(await again.json()).toEqual({ errors: { day: ['already_claimed'] } });
  const bonuses = (await (await page.request.get(routePath('bonuses'))).json()) as { title: string }[];
  expect(bonuses.filter((bonus) => bonus.title === prize)).toHaveLength(1);
  await page.goto('/profile/gifts');
  // the gift's card, named by its title (the bell's notification of the new gift names it too)
  await expect(page.getByRole('article', { name: prize })).toHaveCount(1);
  await snap(page, testInfo, 'vip-06-gift-once');
});
