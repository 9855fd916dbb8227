import { routePath } from '@casino/sdk/contract';
import type { Page } from '@playwright/test';
import { expect, signInOnSite, snap, test } from './fixtures';

const WRITE_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function gbpCents(page: Page): Promise<number> {
  const accounts = (await (await page.request.get(routePath('accounts'))).json()) as {
    currency: string;
    amount_cents: number;
  }[];
  return accounts.find((account) => account.currency === 'GBP')?.amount_cents ?? Number.NaN;
}

test('a player sets a daily deposit limit in the profile, and a deposit over it is refused and moves nothing', async ({
  page,
}, testInfo) => {
  await signInOnSite(page, 'gbp@casino.test');
  await page.goto('/profile/limits');
  await page.getByLabel('Type').selectOption('deposit');
  await page.getByLabel('Period').selectOption('daily');
  await page.getByLabel(/Amount/).fill('20');
  await page.getByRole('button', { name: 'Set limit' }).click();
  await expect(page.getByText('Your limit is saved.')).toBeVisible();
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await snap(page, testInfo, 'limits-01-daily-deposit-limit');

  const before = await gbpCents(page);
  const refused = await page.request.post(routePath('deposit'), {
    headers: { ...WRITE_HEADERS, 'Idempotency-Key': `e2e-over-limit-${Date.now()}` },
    data: {
      payment: {
        method_id: 'card',
        amount_cents: 5000,
        currency: 'GBP',
        fields: {
          card_number: '4242424242424242',
          card_holder: 'Oliver Bennett',
          expiry_month: '12',
          expiry_year: String(new Date().getFullYear() + 2),
          cvv: '123',
        },
      },
    },
  });
  expect(refused.status()).toBe(422);
  const body = (await refused.json()) as { errors: Record<string, string[]> };
  expect(body.errors.amount_cents?.[0]).toMatch(/daily deposit limit/);
  expect(await gbpCents(page)).toBe(before);
});
