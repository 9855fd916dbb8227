import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { routePath } from '@casino/sdk/contract';
import { type APIRequestContext, test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export { expect };

/** What the browser logs for a refusal under a Content-Security-Policy (its own message or our violation log). */
const CSP_MESSAGE = /Content[- ]Security[- ]Policy/i;

/**
 * Playwright's `test` with one automatic check: a test fails when any page or frame it opened logged a
 * Content-Security-Policy error or fired a `securitypolicyviolation` event, so that a script, style, image, request
 * or frame the casino's policy blocks cannot go unnoticed.
 */
export const test = base.extend<{ contentSecurityPolicyGuard: undefined }>({
  contentSecurityPolicyGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content-Security-Policy violation on ${location.href}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`,
          );
        });
      });
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && CSP_MESSAGE.test(message.text())) violations.push(message.text());
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Records the layout shifts a page makes without recent input, from its start; {@link layoutShiftTotal} sums them. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts recorded since {@link watchLayoutShifts} (never less than the page's CLS). */
export async function layoutShiftTotal(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

/** Origins of the e2e run (see playwright.config.ts). */
export const CASINO_ORIGIN = 'http://localhost:8180';
export const PARTNER_ORIGIN = 'http://localhost:8181';
export const BETTING_ORIGIN = 'http://localhost:8182';
/** The casino whose catalogue has 10,000 games. */
export const BIG_CATALOGUE_ORIGIN = 'http://localhost:8183';

/** Password of every seeded demo player. */
export const DEMO_PASSWORD = 'Password123';

/** A fresh address per test and project, so runs never collide. */
export function uniqueEmail(testInfo: TestInfo, prefix = 'player'): string {
  return `${prefix}-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
}

/**
 * Saves a screenshot to e2e/screenshots/<project>/<name>.png for a person to look at: the full page, or only the
 * viewport for pages too tall to capture whole (a list of 10,000 games). A full page is captured from the top, so the
 * sticky header and the fixed mobile menu are drawn where a reader sees them, not at the scroll position of the test.
 */
export async function snap(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  const dir = join(import.meta.dirname, 'screenshots', testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
}

interface MailboxEmail {
  recipient: string;
  kind: 'confirmation' | 'reset_password' | 'limit_confirmation';
  links: string[];
}

/** The newest link of the given kind emailed to `recipient`, read from the development mailbox. */
export async function mailboxLink(
  request: APIRequestContext,
  recipient: string,
  kind: MailboxEmail['kind'],
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${CASINO_ORIGIN}/dev/mailbox.json`);
      const { emails } = (await response.json()) as { emails: MailboxEmail[] };
      link = emails.find((email) => email.recipient === recipient && email.kind === kind)?.links[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/** Signs a demo player in through the site's sign-in popup and waits until the popup has closed. */
export async function signInOnSite(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A player registered through the site's sign-up popup (EUR, Germany): signed in when this returns. */
export async function registerOnSite(page: Page, testInfo: TestInfo, prefix: string): Promise<{ email: string }> {
  const email = uniqueEmail(testInfo, prefix);
  await page.goto('/sign-up');
  const signUp = page.getByRole('dialog');
  await signUp.getByLabel('Email', { exact: true }).fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await signUp.getByLabel('Currency').selectOption('EUR');
  await signUp.getByLabel('Country').selectOption('DE');
  await signUp.getByLabel('Nickname').fill('Bonus');
  await signUp.getByLabel('Date of birth').fill('1988-06-21');
  await signUp.getByLabel('Mobile phone').fill('+49 151 7654321');
  await signUp.getByLabel(/accept the terms/).check();
  await signUp.getByRole('button', { name: 'Create account' }).click();
  const verify = page.getByRole('dialog');
  await expect(verify.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await verify.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return { email };
}

/** A game of the catalogue, as POST /api/games_filter lists it. */
export interface CatalogueGame {
  identifier: string;
  provider: string;
  slug: string;
  title: string;
}

/** The most popular pokie that has an id in `currency`, from the games API. */
export async function pokieIn(request: APIRequestContext, currency: string): Promise<CatalogueGame> {
  const response = await request.post(`${CASINO_ORIGIN}${routePath('gamesFilter')}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { filter: { categories: { identifiers: ['pokies'] }, currencies: [currency, 'FUN'] }, page_size: 1 },
  });
  const { data } = (await response.json()) as { data: CatalogueGame[] };
  const game = data[0];
  if (!game) throw new Error(`no pokie in ${currency}`);
  return game;
}

/** A pokie opened for real money, ready to spin. */
export interface RealSlot {
  game: CatalogueGame;
  /** The slot's Spin button (not a free-spin offer's button, which a player with gifts also sees). */
  spin: Locator;
  /** Plays one round with the Spin button and answers its bet in minor units, once the slot can spin again. */
  play(): Promise<number>;
}

/**
 * Opens `game` (by default {@link pokieIn}'s pokie) for real money on `page` (the provider's popup answered) and sets
 * its line bet; each `play()` is a real round through POST realRound that must be settled (201).
 */
export async function openRealSlot(
  page: Page,
  currency: string,
  lineBetCents: number,
  chosen?: CatalogueGame,
): Promise<RealSlot> {
  const game = chosen ?? (await pokieIn(page.request, currency));
  await page.goto(`/play/${game.provider}/${game.slug}?mode=real`);
  const popup = page.getByRole('dialog');
  await expect(popup.getByRole('heading', { name: /^Games by / })).toBeVisible();
  await popup.getByRole('button', { name: 'Continue' }).click();
  const slot = page.frameLocator(`iframe[title="${game.title}"]`);
  const spin = slot.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled();
  await slot.getByLabel('Line bet').selectOption(String(lineBetCents));
  return {
    game,
    spin,
    async play() {
      const answer = page.waitForResponse(
        (response) => response.url().endsWith(routePath('realRound')) && response.request().method() === 'POST',
      );
      await spin.click();
      const settled = await answer;
      expect(settled.status()).toBe(201);
      const { round } = (await settled.json()) as { round: { bet_cents: number } };
      await expect(spin).toBeEnabled();
      return round.bet_cents;
    },
  };
}

/**
 * Calls a dev endpoint of the casino (loopback only, docs/tournaments.md and docs/lotteries.md), such as
 * `/dev/tournaments/{id}/end`, expecting `status`; answers the parsed JSON.
 */
export async function callDev<T>(request: APIRequestContext, path: string, body: unknown, status = 200): Promise<T> {
  const response = await request.post(`${CASINO_ORIGIN}${path}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}
