import { routePath } from '@casino/sdk/contract';
import type { Page } from '@playwright/test';
import { CASINO_ORIGIN, expect, PARTNER_ORIGIN, pokieIn, signInOnSite, snap, test } from './fixtures';

/** The header balance in minor units (its digits: every currency here shows two decimals). */
async function headerBalanceCents(page: Page): Promise<number> {
  return Number((await page.locator('.balance-dropdown__total').innerText()).replace(/\D/g, ''));
}

test('a player favourites a game from its tile and it is still a favourite after a reload', async ({
  page,
}, testInfo) => {
  await signInOnSite(page, 'tester@casino.test');
  await page.goto('/pokies/all');
  const tile = page.locator('[data-game-tile]').nth(2);
  const title = (await tile.locator('h3').first().innerText()).trim();
  await tile.hover();
  const favourite = tile.getByRole('button', { name: `Favourite: ${title}` });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  const again = page.locator('[data-game-tile]').nth(2);
  await again.hover();
  await expect(again.getByRole('button', { name: `Favourite: ${title}` })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favorite-games');
  await expect(page.locator('[data-game-tile]').filter({ hasText: title })).toHaveCount(1);
  await snap(page, testInfo, 'play-01-favourites');
});

test('real spins move the header balance with every round', async ({ page }, testInfo) => {
  await signInOnSite(page, 'vip@casino.test');
  const game = await pokieIn(page.request, 'GBP');
  await page.goto(`/play/${game.provider}/${game.slug}?mode=real`);
  const popup = page.getByRole('dialog');
  await expect(popup.getByRole('heading', { name: /^Games by / })).toBeVisible();
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const slot = page.frameLocator(`iframe[title="${game.title}"]`);
  const spin = slot.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  let before = await headerBalanceCents(page);
  for (let round = 0; round < 3; round += 1) {
    const answer = page.waitForResponse(
      (response) => response.url().endsWith(routePath('realRound')) && response.request().method() === 'POST',
    );
    await spin.click();
    const body = (await (await answer).json()) as {
      round: { bet_cents: number; win_cents: number };
      balance: { amount_cents: number };
    };
    expect(body.balance.amount_cents).toBe(before - body.round.bet_cents + body.round.win_cents);
    await expect.poll(() => headerBalanceCents(page)).toBe(body.balance.amount_cents);
    await expect(spin).toBeEnabled();
    before = body.balance.amount_cents;
  }
  await snap(page, testInfo, 'play-02-real-spins');
});

test('a guest who chooses real money is sent to registration with the game as the way back', async ({ page }) => {
  const game = await pokieIn(page.request, 'EUR');
  await page.goto(`/play/${game.provider}/${game.slug}?mode=demo`);
  await page.getByRole('button', { name: 'Real money' }).click();
  await expect(page).toHaveURL(/\/sign-up\?redirect=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe(
    `/play/${game.provider}/${game.slug}?mode=real`,
  );
});

test('the game grid and the game search work on a partner page from the script tag', async ({ page }, testInfo) => {
  await page.goto(PARTNER_ORIGIN);
  const grid = page.locator('casino-game-grid');
  const firstTile = grid.locator('[data-game-tile]').first();
  // below the fold, a widget renders once the reader scrolls near it
  await grid.scrollIntoViewIfNeeded();
  await expect(firstTile).toBeVisible();
  const play = firstTile.getByRole('link').first();
  expect(await play.getAttribute('href')).toMatch(new RegExp(`^${CASINO_ORIGIN}/play/[^/]+/[^?]+\\?mode=real$`));

  const search = page.locator('casino-game-search');
  await search.scrollIntoViewIfNeeded();
  await search.getByRole('combobox', { name: 'Search games' }).fill('golden');
  await expect(search.getByRole('option').first()).toContainText(/golden/i);
  await snap(page, testInfo, 'play-03-partner-grid');

  await play.click();
  await expect(page).toHaveURL(new RegExp(`^${CASINO_ORIGIN}/play/`));
});
