import { base32Decode, totpCode, totpStep } from '../server/src/auth/totp';
import { DEMO_PASSWORD, expect, snap, test } from './fixtures';

/** TOTP secret of the seeded two-factor player (server/README.md). */
const SECRET = 'SKR5JXQUPVHOVIIVYO6QWT2J5PEOODVT';

// Desktop only: a code is accepted once, so a second project in the same 30 s step would be refused as a replay.
test('a player with two-factor on signs in with the one-time code step', async ({ page }, testInfo) => {
  await page.goto('/sign-in');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill('twofactor@casino.test');
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  const code = dialog.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await code.fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('This code is not valid. Enter the current code from your app.')).toBeVisible();
  await snap(page, testInfo, 'two-factor-01-wrong-code');

  const key = base32Decode(SECRET);
  if (!key) throw new Error('the seeded TOTP secret is not base32');
  await code.fill(totpCode(key, totpStep(new Date())));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Balance/ })).toBeVisible();
  await snap(page, testInfo, 'two-factor-02-signed-in');

  await page.goto('/profile/security');
  await expect(page.getByRole('heading', { name: /two-factor/i }).first()).toBeVisible();
  await snap(page, testInfo, 'two-factor-03-security-page');
});
