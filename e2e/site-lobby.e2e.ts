import type { Page } from '@playwright/test';
import { BIG_CATALOGUE_ORIGIN, expect, layoutShiftTotal, snap, test, watchLayoutShifts } from './fixtures';

/** The rendered game tiles of the page (each tile root carries `data-game-tile`). */
function tiles(page: Page) {
  return page.locator('[data-game-tile]');
}

test('a guest browses pokies, filters by provider, searches and opens a demo', async ({ page }, testInfo) => {
  await page.goto('/pokies/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Pokies' })).toBeVisible();
  await expect(tiles(page).first()).toBeVisible();
  await snap(page, testInfo, 'lobby-01-pokies');

  await page.getByLabel('Provider', { exact: true }).selectOption({ label: 'NetEnt' });
  await expect(page).toHaveURL(/[?&]provider=netent/);
  await expect(tiles(page).first()).toContainText('NetEnt');
  const providers = await tiles(page).evaluateAll((elements) =>
    elements.map((element) => element.textContent?.includes('NetEnt') ?? false),
  );
  expect(providers.length).toBeGreaterThan(3);
  expect(providers.every(Boolean)).toBe(true);

  await page.getByRole('button', { name: 'Search games' }).click();
  const search = page.getByRole('dialog');
  const input = search.getByRole('combobox', { name: 'Search games' });
  await expect(input).toBeFocused();
  await input.fill('go');
  await expect(search.getByText('Type at least 3 characters to search.')).toBeVisible();
  await expect(search.getByText('Recommended')).toBeVisible();
  await input.fill('golden');
  const results = search.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toContainText(/golden/i);
  await snap(page, testInfo, 'lobby-02-search');
  await input.fill('zzqx');
  await expect(search.getByText('No games found for “zzqx”.')).toBeVisible();
  await expect(search.getByText('Check the spelling or try fewer or other words.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const first = tiles(page).first();
  const title = (await first.locator('h3').first().innerText()).trim();
  await first.hover();
  await first.getByRole('link', { name: `Play ${title} in demo mode` }).click();
  await expect(page).toHaveURL(/\/play\/netent\/[^?]+\?mode=demo/);
  const game = page.frameLocator(`iframe[title="${title}"]`);
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByText(/^(You won .+|No win)$/)).toBeVisible();
  await snap(page, testInfo, 'lobby-03-demo');
});

test('the prerendered lobby keeps its place while the casino starts and its banners and rows load', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  await page.goto('/');
  // the banners replace their skeletons, the first row its placeholder, and a guest's enter buttons come
  await expect(page.getByRole('region', { name: 'Featured offers' }).getByRole('listitem').first()).toBeVisible();
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.01);
});

test('scrolling the whole "all" list of 10,000 games keeps the tiles in the page bounded', async ({
  page,
}, testInfo) => {
  test.setTimeout(540_000);
  // The preview art is not what this test is about: one small picture for all tiles keeps the six connections of
  // the browser free for the list's pages while it scrolls 100 pages (the second server serves 100 games a page:
  // GAMES_PAGE_SIZE in playwright.config.ts).
  await page.route('**/games/art/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"/>',
    }),
  );
  await page.goto(`${BIG_CATALOGUE_ORIGIN}/categories/all`);
  await expect(page.getByText('10,000 games')).toBeVisible();
  await expect(tiles(page).first()).toBeVisible();
  // Mobile checks the same bound over the first 2,000 games; desktop scrolls to the very last one (10,000 games and
  // the random-game card). The scrolling runs in the page, a frame at a time, counting the tiles after every frame.
  const goal = testInfo.project.name === 'mobile' ? 2_000 : 10_001;
  const scrolled = await page.evaluate(async (last) => {
    const result = { most: 0, reached: 0, setSize: 0 };
    const deadline = performance.now() + 420_000;
    while (result.reached < last && performance.now() < deadline) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      result.most = Math.max(result.most, document.querySelectorAll('[data-game-tile]').length);
      const items = document.querySelectorAll('li[aria-posinset]');
      const end = items[items.length - 1];
      result.reached = Number(end?.getAttribute('aria-posinset') ?? 0);
      result.setSize = Number(end?.getAttribute('aria-setsize') ?? 0);
    }
    return result;
  }, goal);
  expect(scrolled.reached).toBeGreaterThanOrEqual(goal);
  if (goal === 10_001) expect(scrolled.setSize).toBe(10_001);
  expect(scrolled.most).toBeGreaterThan(0);
  expect(scrolled.most).toBeLessThan(150);
  await snap(page, testInfo, 'lobby-04-end-of-list', false);

  await page.evaluate(() => window.scrollTo(0, 0));
  // the list's window moves back over a few frames: the first game is the one at position 1
  const first = page.locator('li[aria-posinset="1"] [data-game-tile]');
  await expect(first).toBeVisible();
  const title = (await first.locator('h3').first().innerText()).trim();
  await first.getByRole('link', { name: `Play ${title}`, exact: true }).click();
  // a guest choosing real money is sent to registration, with the game's page as the way back
  await expect(page).toHaveURL(/\/sign-up\?redirect=%2Fplay%2F[^%]+%2F[^%]+%3Fmode%3Dreal$/);
});
