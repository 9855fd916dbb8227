import { routePath } from '@casino/sdk/contract';
import type { Locator, Page } from '@playwright/test';
import {
  CASINO_ORIGIN,
  type CatalogueGame,
  callDev,
  expect,
  openRealSlot,
  PARTNER_ORIGIN,
  signInOnSite,
  snap,
  test,
} from './fixtures';

/** The seeded mystic jackpot (docs/jackpots.md) and one of its contributing slots. */
const JACKPOT = 'rocket-mystic';
const CONTRIBUTING_SLOT: CatalogueGame = {
  identifier: 'goldcrest/golden-rocket',
  provider: 'goldcrest',
  slug: 'golden-rocket',
  title: 'Golden Rocket',
};
/** The player who bets and wins (AUD, an allowed currency), and the one who watches the lobby. */
const BETTOR = 'aud@casino.test';
const WATCHER = 'nzd@casino.test';

/** The cents each level of a ticker shows (Mega, Major, Minor), read from its counting amounts. */
async function tickerCents(ticker: Locator): Promise<number[]> {
  const texts = await ticker.locator('.casino-jackpot-amount').allInnerTexts();
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

/** The header's balance in cents. */
async function headerCents(page: Page): Promise<number> {
  return Number((await page.locator('.balance-dropdown__total').innerText()).replace(/\D/g, ''));
}

/** The player's AUD wallet as the ledger-facing API answers it. */
async function walletCents(page: Page): Promise<number> {
  const response = await page.request.get(`${CASINO_ORIGIN}${routePath('accounts')}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const accounts = (await response.json()) as { currency: string; amount_cents: number }[];
  const wallet = accounts.find((account) => account.currency === 'AUD');
  if (!wallet) throw new Error(`${BETTOR} has no AUD wallet`);
  return wallet.amount_cents;
}

test("tickers on the lobby and a partner page rise with another player's bets; a forced drop pays its winner once", async ({
  browser,
  page,
  request,
}, testInfo) => {
  // the lobby of a signed-in player (the ticker follows public:jackpots_changes) and a guest's partner page (it polls)
  await signInOnSite(page, WATCHER);
  await page.goto('/');
  const lobbyTicker = page.locator('.lobby-jackpot');
  await expect(lobbyTicker.getByRole('heading', { name: 'Rocket Mystic' })).toBeVisible();
  const guest = await browser.newContext();
  const partner = await guest.newPage();
  await partner.goto(PARTNER_ORIGIN);
  const partnerTicker = partner.locator('casino-jackpot-ticker');
  await expect(partnerTicker.getByRole('heading', { name: 'Rocket Mystic' })).toBeVisible();
  await expect.poll(async () => (await tickerCents(lobbyTicker)).length).toBe(3);
  const [lobbyMega = 0] = await tickerCents(lobbyTicker);
  const [partnerMega = 0] = await tickerCents(partnerTicker);

  // another player's real bets on a contributing slot
  const players = await browser.newContext();
  const bettor = await players.newPage();
  await signInOnSite(bettor, BETTOR);
  const slot = await openRealSlot(bettor, 'AUD', 50, CONTRIBUTING_SLOT);
  for (let spin = 0; spin < 3; spin += 1) await slot.play();
  await expect.poll(async () => (await tickerCents(lobbyTicker))[0]).toBeGreaterThan(lobbyMega);
  await expect
    .poll(async () => (await tickerCents(partnerTicker))[0], { timeout: 15_000 })
    .toBeGreaterThan(partnerMega);
  await snap(page, testInfo, 'jackpots-01-lobby-ticker-rose');
  await snap(partner, testInfo, 'jackpots-02-partner-ticker-rose', false);

  // the next contributing bet wins Minor: the popup shows to the winner, the win is in his balance once
  await callDev(request, `/dev/jackpots/${JACKPOT}/levels/minor/drop`, {});
  const walletBefore = await walletCents(bettor);
  const headerBefore = await headerCents(bettor);
  const [minorBefore = 0] = (await tickerCents(lobbyTicker)).slice(2);
  const answer = bettor.waitForResponse(
    (response) => response.url().endsWith(routePath('realRound')) && response.request().method() === 'POST',
  );
  await slot.spin.click();
  const { round } = (await (await answer).json()) as { round: { bet_cents: number; win_cents: number } };
  const popup = bettor.getByRole('dialog', { name: 'Jackpot!' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('You won the Minor level of Rocket Mystic.');
  await expect(popup.getByRole('button', { name: 'Great' })).toBeFocused();
  await snap(bettor, testInfo, 'jackpots-03-win-popup', false);

  const wins = await request.get(`${CASINO_ORIGIN}${routePath('jackpotWins')}?jackpot=${JACKPOT}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const [win] = (await wins.json()) as { amount_cents: number; currency: string; jackpot_level_name: string }[];
  expect(win).toMatchObject({ currency: 'AUD', jackpot_level_name: 'Minor' });
  const expected = walletBefore - round.bet_cents + round.win_cents + (win?.amount_cents ?? 0);
  await expect.poll(() => walletCents(bettor)).toBe(expected);
  await expect.poll(() => headerCents(bettor)).toBe(headerBefore - walletBefore + expected);
  await popup.getByRole('button', { name: 'Great' }).click();
  await expect(popup).toBeHidden();

  // the level starts again from its seed on the tickers, and the win is paid once: a reload shows the same balance
  await expect.poll(async () => (await tickerCents(lobbyTicker))[2]).toBeLessThan(minorBefore);
  await bettor.reload();
  expect(await walletCents(bettor)).toBe(expected);
  await expect.poll(() => headerCents(bettor)).toBe(headerBefore - walletBefore + expected);
  await guest.close();
  await players.close();
});
