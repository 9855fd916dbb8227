import type { APIRequestContext } from '@playwright/test';
import { CASINO_ORIGIN, expect, signInOnSite, snap, test } from './fixtures';

/** Writes a key of the configuration store through the dev endpoint (null: back to its default). */
async function setConfig(request: APIRequestContext, key: string, value: unknown): Promise<void> {
  const url = `${CASINO_ORIGIN}/dev/fe-config/${key}`;
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  const response =
    value === null ? await request.delete(url, { headers }) : await request.put(url, { headers, data: value });
  expect(response.status(), await response.text()).toBe(value === null ? 204 : 200);
}

test('the lobby shows its banners; a page the pages config turns off is not found for a guest but opens for a tester', async ({
  page,
  request,
}, testInfo) => {
  // before the first page: configuration answers may be kept for a minute (Cache-Control: max-age=60)
  await setConfig(request, 'pages-config', { promotions: false });
  try {
    await page.goto('/');
    const banners = page.getByRole('region', { name: 'Featured offers' });
    await expect(banners.getByRole('heading', { name: /^Welcome pack/ })).toBeVisible();
    // the guests' banners: the welcome pack, the weekly race and the live cashback promo (the crypto boost is for players)
    await expect(banners.getByRole('listitem', { name: /of 3$/ })).toHaveCount(3);
    await snap(page, testInfo, 'config-01-lobby-banners', false);

    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await signInOnSite(page, 'tester@casino.test');
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  } finally {
    await setConfig(request, 'pages-config', null);
  }
});

test("/ffc: a tester turns a promotion page off for his browser and its navigation entry goes; the server's value stays", async ({
  page,
}, testInfo) => {
  await signInOnSite(page, 'tester@casino.test');
  const chanceLinks = page.locator('header a[href="/rocket-chance"]');
  await expect(chanceLinks.first()).toBeAttached();

  await page.goto('/ffc');
  const flags = page.getByRole('table', { name: 'Feature flags of this site' });
  const row = flags.getByRole('row', { name: /rocket_chance/ });
  await flags.getByRole('combobox', { name: 'rocket_chance in this browser' }).selectOption('off');
  await expect(row.getByRole('cell').nth(1)).toHaveText('Off');
  await snap(page, testInfo, 'config-02-ffc', false);

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
  await expect(chanceLinks).toHaveCount(0);
  // the override is this browser's: the server still answers the page's own switch
  const answer = await page.request.get(`${CASINO_ORIGIN}/api/fe/config/manage-promotion-pages`);
  expect(await answer.json()).toHaveProperty('rocket_chance');

  await page.goto('/ffc');
  await page.getByRole('combobox', { name: 'rocket_chance in this browser' }).selectOption('server');
  await page.goto('/');
  await expect(chanceLinks.first()).toBeAttached();
});
