import { routePath, type Tournament } from '@casino/sdk/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { CASINO_ORIGIN, callDev, expect, openRealSlot, PARTNER_ORIGIN, signInOnSite, snap, test } from './fixtures';

/** A name no earlier run used, for a tournament made through the dev endpoint. */
const fresh = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

/** Creates a tournament through POST /dev/tournaments (loopback only); answers it. */
function createTournament(request: APIRequestContext, body: Record<string, unknown>): Promise<Tournament> {
  return callDev<Tournament>(request, '/dev/tournaments', body, 201);
}

/**
 * Plays `rounds` real spins of the most popular pokie in `currency` at a line bet of `lineBetCents` (20 lines) on a
 * slot page opened in a new tab of `page`'s session, and closes the tab; answers the bet of each round.
 */
async function playRealSpins(page: Page, currency: string, lineBetCents: number, rounds: number): Promise<number[]> {
  const slotPage = await page.context().newPage();
  const slot = await openRealSlot(slotPage, currency, lineBetCents);
  const bets: number[] = [];
  for (let round = 0; round < rounds; round += 1) bets.push(await slot.play());
  await slotPage.close();
  return bets;
}

/**
 * The leaderboard row of a player by his board name, among the ranked rows (not the pinned own row, which shows while
 * his status is ahead of the board or his row is out of view).
 */
const rowOf = (page: Page, nickname: string) =>
  page
    .getByRole('table', { name: /^Leaderboard of / })
    .locator('tbody')
    .getByRole('row')
    .filter({ hasText: nickname });

/** The place the leaderboard shows for a player. */
const placeOf = (page: Page, nickname: string) => rowOf(page, nickname).getByRole('rowheader');

/** The header balance in minor units. */
async function headerBalanceCents(page: Page): Promise<number> {
  return Number((await page.locator('.balance-dropdown__total').innerText()).replace(/\D/g, ''));
}

test('a player joins a running tournament and climbs the board with real spins, live for another watching player', async ({
  page,
  browser,
}, testInfo) => {
  const slug = fresh('sprint-race');
  await createTournament(page.request, {
    frontend_identifier: slug,
    title: 'Sprint race',
    description: '<p>Every real bet on a pokie counts. The biggest sum of bets wins.</p>',
    strategy: 'bet',
    currency: 'EUR',
    currencies: ['EUR', 'GBP'],
    ends_in_seconds: 1_800,
    user_confirmation_required: true,
    prizes: [
      { award_place: 1, money_award_cents: 5_000 },
      { award_place: 2, money_award_cents: 2_000 },
    ],
  });

  // the watcher, another signed-in player in a browser of his own, joins first and takes the lead with a £10 spin
  const watcherContext = await browser.newContext({ baseURL: CASINO_ORIGIN });
  const watcher = await watcherContext.newPage();
  await signInOnSite(watcher, 'vip@casino.test');
  await watcher.goto(`/tournaments/${slug}`);
  await watcher.getByRole('button', { name: 'Take part' }).click();
  await expect(watcher.getByText('You take part in this tournament.')).toBeVisible();
  await playRealSpins(watcher, 'GBP', 50, 1);
  await expect(placeOf(watcher, 'vsterling')).toHaveText('1');

  // the same board embedded as an iframe page, open in a tab of the watcher's browser
  const embedded = await watcherContext.newPage();
  await embedded.goto(`/embed/tournament-leaderboard?parent=${encodeURIComponent(PARTNER_ORIGIN)}&tournament=${slug}`);
  await expect(placeOf(embedded, 'vsterling')).toHaveText('1');

  // the player finds the race on the board and joins it
  await signInOnSite(page, 'eur@casino.test');
  await page.goto('/tournaments');
  const card = page.getByRole('article', { name: 'Sprint race' });
  await expect(card.getByText('Running')).toBeVisible();
  await card.getByRole('link', { name: 'Details: Sprint race' }).click();
  await expect(page).toHaveURL(`${CASINO_ORIGIN}/tournaments/${slug}`);
  await expect(page.getByRole('table', { name: 'Leaderboard of Sprint race' })).toBeVisible();
  await snap(page, testInfo, 'tournaments-01-page-before-joining');
  const confirmed = page.waitForResponse(
    (response) => response.url().includes('/confirm') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Take part' }).click();
  expect((await confirmed).ok()).toBe(true);
  await expect(page.getByText('You take part in this tournament.')).toBeVisible();

  // a €2 spin puts him second, on his board and on the watcher's, without a reload
  await playRealSpins(page, 'EUR', 10, 1);
  const own = page.locator('tr[aria-current="true"]');
  await expect(own).toContainText('lenafish (you)', { timeout: 15_000 });
  await expect(own.getByRole('rowheader')).toHaveText('2');
  await expect(placeOf(watcher, 'lenafish')).toHaveText('2', { timeout: 15_000 });
  await snap(page, testInfo, 'tournaments-02-second');

  // a €100 spin takes the lead: both boards move
  await playRealSpins(page, 'EUR', 500, 1);
  await expect(own.getByRole('rowheader')).toHaveText('1', { timeout: 15_000 });
  await expect(placeOf(page, 'vsterling')).toHaveText('2');
  await expect(placeOf(watcher, 'lenafish')).toHaveText('1', { timeout: 15_000 });
  await expect(placeOf(watcher, 'vsterling')).toHaveText('2');
  await expect(watcher.locator('tr[aria-current="true"]')).toContainText('vsterling (you)');
  await expect(placeOf(embedded, 'lenafish')).toHaveText('1', { timeout: 15_000 });
  await snap(embedded, testInfo, 'tournaments-04b-embedded-leaderboard');
  await snap(page, testInfo, 'tournaments-03-first');
  await snap(watcher, testInfo, 'tournaments-04-watcher-sees-the-lead-change');

  // the same board on a phone
  await page.setViewportSize({ width: 412, height: 915 });
  await page.reload();
  await expect(page.locator('tr[aria-current="true"]').getByRole('rowheader')).toHaveText('1');
  await snap(page, testInfo, 'tournaments-05-mobile');
  await watcherContext.close();
});

test('a tournament whose end passes pays its winner once, and its board says so', async ({ page }, testInfo) => {
  const slug = fresh('photo-finish');
  const prizeCents = 5_000;
  const tournament = await createTournament(page.request, {
    frontend_identifier: slug,
    title: 'Photo finish',
    strategy: 'bet',
    currency: 'EUR',
    currencies: ['EUR'],
    ends_in_seconds: 600,
    prizes: [{ award_place: 1, money_award_cents: prizeCents }],
  });
  await signInOnSite(page, 'tester@casino.test');
  await playRealSpins(page, 'EUR', 10, 1);
  await page.goto(`/tournaments/${slug}`);
  await expect(page.locator('tr[aria-current="true"]')).toContainText('annakask (you)');
  await expect(page.getByRole('main').getByText('Live', { exact: true })).toBeVisible();
  await expect.poll(() => headerBalanceCents(page)).toBeGreaterThan(0);
  const before = await headerBalanceCents(page);
  await snap(page, testInfo, 'tournaments-06-before-the-end');

  // the end passes (now, through the dev endpoint): the close job ranks the board and pays place 1 through the ledger
  await callDev(page.request, `/dev/tournaments/${slug}/end`, {});
  const closed = async () => {
    const response = await page.request.get(`${CASINO_ORIGIN}${routePath('tournament', { id: slug })}`);
    return ((await response.json()) as Tournament).finished_at;
  };
  await expect.poll(closed, { timeout: 60_000, intervals: [1_000] }).not.toBeNull();
  await expect(page.getByText('Final standings')).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect.poll(() => headerBalanceCents(page)).toBe(before + prizeCents);
  const paid = await page.request.get(`${CASINO_ORIGIN}${routePath('tournament', { id: String(tournament.id) })}`);
  expect(((await paid.json()) as Tournament).prizes[0]?.nickname).toBe('annakask');
  await expect(page.getByText('Place 1 €50.00 · annakask')).toBeVisible();
  await snap(page, testInfo, 'tournaments-07-paid');

  // a few more runs of the close job later, still paid once
  await page.waitForTimeout(3_000);
  await page.reload();
  await expect.poll(() => headerBalanceCents(page)).toBe(before + prizeCents);
});
