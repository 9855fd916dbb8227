import { expect, mailboxLink, snap, test, uniqueEmail } from './fixtures';

test('a new player registers, confirms the email, signs in, sees the balance, switches wallet and signs out', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  const password = 'Journey2026ok';

  await page.goto('/');
  await snap(page, testInfo, '01-lobby-guest');

  await page.goto('/sign-up');
  const signUp = page.getByRole('dialog');
  await expect(signUp.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await signUp.getByLabel('Email', { exact: true }).fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByLabel('Currency').selectOption('EUR');
  await signUp.getByLabel('Country').selectOption('DE');
  await signUp.getByLabel('Nickname').fill('Journey');
  await signUp.getByLabel('Date of birth').fill('1990-04-12');
  await signUp.getByLabel('Mobile phone').fill('+49 151 2345678');
  await signUp.getByLabel(/accept the terms/).check();
  await snap(page, testInfo, '02-registration-filled');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  const verify = page.getByRole('dialog');
  await expect(verify.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(verify).toContainText(email);
  await snap(page, testInfo, '03-registered-check-inbox');
  await verify.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const confirmation = await mailboxLink(request, email, 'confirmation');
  await page.goto('/dev/mailbox');
  await expect(page.getByText(email).first()).toBeVisible();
  await snap(page, testInfo, '04-mailbox');
  await page.goto(confirmation);
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText(/confirmed/i);
  await snap(page, testInfo, '05-email-confirmed');

  await signOut(page);
  await page.goto('/sign-in');
  const signIn = page.getByRole('dialog');
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(
    page.locator('[data-casino-widget="recent-games"]'),
    'no empty frame before the first game',
  ).toBeHidden();
  await openBalance(page);
  const balance = page.getByRole('region', { name: 'Balance' });
  await expect(balance.getByText('Wallet: EUR')).toBeVisible();
  await snap(page, testInfo, '06-balance-eur');

  await balance.getByRole('button', { name: /Wallet: EUR/ }).click();
  await balance.getByRole('list', { name: 'Open a wallet' }).getByRole('button', { name: 'USD — US Dollar' }).click();
  await expect(balance.getByText('Wallet: USD')).toBeVisible();
  await snap(page, testInfo, '07-balance-usd');

  await signOut(page);
  await expect(
    page
      .getByRole('link', { name: 'Sign in' })
      .or(page.getByRole('button', { name: 'Sign in' }))
      .first(),
  ).toBeVisible();
  await snap(page, testInfo, '08-signed-out');
});

test('a guest opening a page that needs an account lands on registration with the full target kept', async ({
  page,
}) => {
  await page.goto('/profile/security?tab=2fa');
  await expect(page).toHaveURL(/\/registration\?redirect=%2Fprofile%2Fsecurity%3Ftab%3D2fa$/);
});

async function openBalance(page: import('@playwright/test').Page) {
  const region = page.getByRole('region', { name: 'Balance' });
  if (await region.isVisible()) return;
  await page
    .getByRole('button', { name: /balance/i })
    .first()
    .click();
  await expect(region).toBeVisible();
}

async function signOut(page: import('@playwright/test').Page) {
  const direct = page.getByRole('button', { name: 'Sign out' });
  if (!(await direct.first().isVisible())) await page.getByRole('button', { name: /menu/i }).first().click();
  await direct.first().click();
}
