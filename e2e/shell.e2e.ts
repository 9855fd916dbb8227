import { CASINO_ORIGIN, expect, snap, test } from './fixtures';

test.beforeEach(async ({ context }) => {
  // the cookie notice would cover the footer
  await context.addCookies([{ name: 'cookies_accepted', value: '1', url: CASINO_ORIGIN }]);
});

test('the top navigation puts what does not fit into More at 1100 px; the footer leads to the legal pages', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  const more = nav.getByRole('button', { name: 'More' });
  await expect(more).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Pokies' })).toBeVisible();
  // one row: the header is no taller than at 1280 px
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height).toBeLessThan(90);

  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const menu = nav.locator('.top-nav__menu');
  const tournaments = menu.getByRole('link', { name: 'Tournaments', exact: true });
  await expect(tournaments).toBeVisible();
  await expect(nav.locator('.top-nav__links').getByRole('link', { name: 'Tournaments', exact: true })).toBeHidden();
  await snap(page, testInfo, 'shell-01-more-open', false);
  await tournaments.click();
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toHaveAttribute('data-current', 'true');

  await more.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: 'Tournaments', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();

  await page.setViewportSize({ width: 1920, height: 800 });
  await expect(nav.locator('.top-nav__links').getByRole('link', { name: 'Tournaments', exact: true })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await footer
    .getByRole('navigation', { name: 'Information' })
    .getByRole('link', { name: 'Terms and conditions' })
    .click();
  await expect(page).toHaveURL('/terms-and-conditions');
  await expect(page.getByRole('article', { name: 'Terms and conditions' })).toBeVisible();
  await footer.getByRole('link', { name: 'Show all awards' }).click();
  await expect(page).toHaveURL('/awards');
});

test('the sidebar opens and closes on a phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  const opener = bar.getByRole('button', { name: 'Menu' });
  const sidebar = page.getByRole('dialog', { name: 'Menu' });
  // the lobby is prerendered: a click before hydration has finished opens nothing, so click until it opens
  await expect(async () => {
    if (!(await sidebar.isVisible())) await opener.click({ timeout: 2000 });
    await expect(sidebar).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(sidebar.getByRole('link', { name: 'Support' })).toBeVisible();
  await expect(sidebar.getByText('Local time')).toBeVisible();
  await snap(page, testInfo, 'shell-02-sidebar', false);
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(sidebar).toBeVisible();
  await page.mouse.click(10, 400);
  await expect(sidebar).toBeHidden();

  await opener.click();
  await sidebar.getByRole('link', { name: 'Tournaments', exact: true }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(sidebar).toBeHidden();
});
