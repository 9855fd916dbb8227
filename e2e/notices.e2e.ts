import { DEMO_PASSWORD, expect, snap, test, uniqueEmail } from './fixtures';

/** The casino under the EE licence: the e2e server lists 127.0.0.1 in EE_HOSTS (playwright.config.ts). */
const EE_ORIGIN = 'http://127.0.0.1:8180';

test('the cookie notice shows until accepted, then never again', async ({ page }, testInfo) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute('href', '/cookie-policy');
  await snap(page, testInfo, 'notices-01-cookie-notice', false);
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();
  const cookie = (await page.context().cookies()).find((item) => item.name === 'cookies_accepted');
  // kept for a year
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
});

test('an Australian visitor who declines the Australia notice lands on /oops', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Country-Code': 'AU' } });
  const page = await context.newPage();
  try {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Notice for players in Australia' });
    await expect(dialog).toBeVisible();
    await snap(page, testInfo, 'notices-02-australia', false);
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/oops$/);
    await expect(dialog).toBeHidden();
  } finally {
    await context.close();
  }
});

test('an EE player sees his session time counting, and it is gone at sign-out', async ({ page }, testInfo) => {
  await page.clock.install();
  await page.goto(`${EE_ORIGIN}/sign-up`);
  const signUp = page.getByRole('dialog');
  await signUp.getByLabel('Email', { exact: true }).fill(uniqueEmail(testInfo, 'ee'));
  await signUp.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await signUp.getByLabel('Currency').selectOption('EUR');
  await signUp.getByLabel('Country').selectOption('EE');
  await signUp.getByLabel('Nickname').fill('Timer');
  await signUp.getByLabel('Date of birth').fill('1988-06-21');
  await signUp.getByLabel('Mobile phone').fill('+372 5123 4567');
  await signUp.getByLabel(/accept the terms/).check();
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const timer = page.getByRole('timer', { name: 'Session time' });
  await expect(timer).toHaveText(/^00:00:\d\d$/);
  await page.clock.fastForward('01:00:00');
  await expect(timer).toHaveText(/^01:00:\d\d$/);
  const before = await timer.textContent();
  await page.clock.fastForward(5_000);
  await expect(timer).not.toHaveText(before ?? '');
  await snap(page, testInfo, 'notices-03-session-timer', false);

  // a reload keeps counting from the session's start
  await page.reload();
  await expect(timer).toHaveText(/^01:00:\d\d$/);

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(timer).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('casino.session-started-at'))).toBeNull();
});
