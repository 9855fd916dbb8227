import { routePath } from '@casino/sdk/contract';
import type { Page } from '@playwright/test';
import { CASINO_ORIGIN, callDev, expect, openRealSlot, signInOnSite, snap, test } from './fixtures';

/** A name no earlier run used, for a tournament or lottery made through the dev endpoints. */
const fresh = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

/** POST to a dev endpoint of the e2e server (loopback only); answers the created record. */
/** The quest path's level marked as the player's (`aria-current="step"`). */
const currentLevel = (page: Page) => page.getByRole('list', { name: 'Levels' }).locator('[aria-current="step"]');

test("a player's quest path advances a level after enough real bets, live on the quest page", async ({
  page,
  context,
}, testInfo) => {
  // an xs quest (level 2 from €150 of bets) running for ten minutes, in EUR
  const slug = fresh('quest-xs-e2e');
  await callDev(
    page.request,
    '/dev/tournaments',
    {
      frontend_identifier: slug,
      title: 'Sprint quest',
      strategy: 'bet',
      currency: 'EUR',
      currencies: ['EUR'],
      ends_in_seconds: 600,
    },
    201,
  );
  await signInOnSite(page, 'eur@casino.test');

  await page.goto('/quests');
  const card = page.getByRole('article', { name: 'Sprint quest' });
  await expect(card.getByText('6 levels')).toBeVisible();
  await snap(page, testInfo, 'quests-01-list');
  await card.getByRole('link', { name: 'Sprint quest' }).click();
  await expect(page).toHaveURL(`${CASINO_ORIGIN}/quests/${slug}`);
  await expect(page.getByText('Your bets so far: €0.00')).toBeVisible();
  await expect(currentLevel(page)).toContainText('Level 1');
  await snap(page, testInfo, 'quests-02-level-1');

  // real spins in a second tab of the same session: €100 each (a line bet of €5 on 20 lines)
  const slotPage = await context.newPage();
  const slot = await openRealSlot(slotPage, 'EUR', 500);
  let betCents = 0;
  while (betCents < 15_000) betCents += await slot.play();
  expect(betCents).toBe(20_000);

  // the quest page, untouched since, moved with the player's tournaments_statuses
  await page.bringToFront();
  await expect(page.getByText('Your bets so far: €200.00')).toBeVisible();
  await expect(currentLevel(page)).toContainText('Level 2');
  await expect(page.getByRole('progressbar', { name: 'Progress to level 3' })).toHaveAttribute('value', '14');
  await snap(page, testInfo, 'quests-03-level-2');
});

test('a lottery bought with points draws, and its result verifies from the published seed in the browser', async ({
  page,
}, testInfo) => {
  const slug = fresh('e2e-lottery');
  // two prize places; the Rocket Mart's lottery cards sell this lottery's tickets first
  await callDev(
    page.request,
    '/dev/lotteries',
    {
      frontend_identifier: slug,
      title: 'Sprint lottery',
      currency: 'EUR',
      ends_in_seconds: 600,
      prizes: [{ money_award_cents: 500 }, { money_award_cents: 200 }],
    },
    201,
  );
  await signInOnSite(page, 'vip@casino.test');
  await page.goto(`/lottery/${slug}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Sprint lottery' })).toBeVisible();
  await expect(page.getByText('Draw in')).toBeVisible();
  await expect(page.getByText('You have no tickets yet.')).toBeVisible();

  const quantity = page.getByRole('spinbutton', { name: 'Tickets' });
  await quantity.fill('2');
  const bought = page.waitForResponse(
    (response) =>
      response.url().endsWith(routePath('exchangeCompPoints', { type: 'lotteries' })) &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: /^Buy 2 for / }).click();
  expect((await bought).status()).toBe(201);
  await expect(page.getByText('You bought 2 tickets: good luck in the draw!')).toBeVisible();
  const tickets = page.getByRole('list', { name: 'Your tickets' });
  await expect(tickets.getByRole('listitem')).toHaveText(['Ticket 1', 'Ticket 2']);
  await expect(page.getByText('Tickets in the draw: 2')).toBeVisible();
  await snap(page, testInfo, 'lottery-01-bought');

  // the end passes (now, through the dev endpoint); the page, reloaded, shows the draw the job makes (both places:
  // only two tickets) — the widget's own tests cover the wait between the end and the draw
  await callDev(page.request, `/dev/lotteries/${slug}/end`, {});
  await page.reload();
  const result = page.getByRole('list', { name: 'Result of the draw' });
  await expect(result.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByText(/^Your ticket won place /)).toBeVisible();
  await snap(page, testInfo, 'lottery-02-drawn');

  await page.getByRole('button', { name: 'Verify the draw' }).click();
  await expect(page.getByText('It is the hash published before the draw.')).toBeVisible();
  await expect(page.getByText('They are the published winners.')).toBeVisible();
  const published = (await result.getByRole('listitem').allInnerTexts()).map((text) => /ticket (\d+)/.exec(text)?.[1]);
  const redrawn = page.getByRole('list', { name: 'Winners drawn again from the seed and the tickets' });
  expect((await redrawn.getByRole('listitem').allInnerTexts()).map((text) => /Ticket (\d+)/.exec(text)?.[1])).toEqual(
    published,
  );
  await snap(page, testInfo, 'lottery-03-verified');
});
