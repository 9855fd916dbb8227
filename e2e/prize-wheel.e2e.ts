import { routePath } from '@casino/sdk/contract';
import type { Frame, Page, Response } from '@playwright/test';
import {
  BETTING_ORIGIN,
  CASINO_ORIGIN,
  DEMO_PASSWORD,
  expect,
  PARTNER_ORIGIN,
  signInOnSite,
  snap,
  test,
} from './fixtures';

interface Segments {
  segments: { label: string; description: string }[];
}
interface Activation {
  prize_index: number;
  issued: { type: 'bonus'; bonus: { title: string } } | { type: 'freespins'; freespins: { title: string } };
}

const isActivation = (response: Response) =>
  /\/api\/player\/lootboxes\/\d+\/activation$/.test(new URL(response.url()).pathname) &&
  response.request().method() === 'POST';
const isSegments = (response: Response) => new URL(response.url()).pathname === routePath('wheelSegments');

/**
 * The segment under the pointer as the browser draws the wheel: the angle of the slices' computed transform (after
 * the animation, what the player sees), turned back into a segment the way the pointer at 12 o'clock reads it.
 */
async function segmentUnderPointer(frame: Page | Frame, count: number): Promise<number> {
  const degrees = await frame.locator('.casino-wheel__slices').evaluate((slices) => {
    const matrix = new DOMMatrixReadOnly(getComputedStyle(slices).transform);
    return (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI;
  });
  const under = (((-degrees % 360) + 360) % 360) / (360 / count);
  return Math.floor(under) % count;
}

const issuedTitle = ({ issued }: Activation) => (issued.type === 'bonus' ? issued.bonus.title : issued.freespins.title);

test('a wheel spin lands on the segment the server chose, announces it, and the prize is in the gifts', async ({
  page,
}, testInfo) => {
  await signInOnSite(page, 'eur@casino.test');
  const segmentsAnswer = page.waitForResponse(isSegments);
  await page.goto('/rocketmart-wheel');
  const { segments } = (await (await segmentsAnswer).json()) as Segments;
  await expect(page.getByRole('heading', { level: 1, name: 'Spin and win' })).toBeVisible();
  await expect(page.getByText('Spins left: 2')).toBeVisible();
  await expect(page.getByRole('img', { name: `Prize wheel with ${segments.length} prizes` })).toBeVisible();
  await snap(page, testInfo, 'wheel-01-before-spin');

  const activationAnswer = page.waitForResponse(isActivation);
  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  const activation = (await (await activationAnswer).json()) as Activation;
  const chosen = segments[activation.prize_index];
  if (!chosen) throw new Error(`the server chose segment ${activation.prize_index} of ${segments.length}`);

  await expect(page.getByRole('status').filter({ hasText: 'The wheel is spinning…' })).toBeVisible();
  const announcement = page.getByRole('status').filter({ hasText: 'You won:' });
  await expect(announcement).toHaveText(`You won: ${chosen.description}`, { timeout: 15_000 });
  expect(await segmentUnderPointer(page, segments.length)).toBe(activation.prize_index);
  await expect(page.getByText('Spins left: 1')).toBeVisible();
  await snap(page, testInfo, 'wheel-02-landed');

  await page.getByRole('link', { name: 'See it in your gifts' }).click();
  await expect(page).toHaveURL(`${CASINO_ORIGIN}/profile/gifts`);
  // the player may already hold a gift of the same title (the prize is drawn at random)
  await expect(page.getByRole('article', { name: issuedTitle(activation) }).first()).toBeVisible();
  await snap(page, testInfo, 'wheel-03-prize-in-gifts');
});

test('the betting site opens the wheel at /embed/prize-wheel in its iframe, and it spins there', async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(BETTING_ORIGIN);
  const login = page.frameLocator('#casino-login');
  await login.getByLabel('Email').fill('usd@casino.test');
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#player-name')).toHaveText('usd@casino.test');

  const segmentsAnswer = page.waitForResponse(isSegments);
  await page.getByRole('button', { name: 'Prize wheel' }).click();
  await expect(page.locator('#casino-prize-wheel')).toHaveAttribute(
    'src',
    `${CASINO_ORIGIN}/embed/prize-wheel?parent=${encodeURIComponent(BETTING_ORIGIN)}&locale=en`,
  );
  const { segments } = (await (await segmentsAnswer).json()) as Segments;
  const wheel = page.frameLocator('#casino-prize-wheel');
  await expect(wheel.getByText('Spins left: 1')).toBeVisible();
  await expect(page.locator('#event-log [data-event="resize"]').first()).toBeAttached();

  const activationAnswer = page.waitForResponse(isActivation);
  await wheel.getByRole('button', { name: 'Spin the wheel' }).click();
  const activation = (await (await activationAnswer).json()) as Activation;
  const chosen = segments[activation.prize_index];
  await expect(wheel.getByRole('status').filter({ hasText: 'You won:' })).toHaveText(`You won: ${chosen?.description}`);
  const frame = page.frame({ url: /\/embed\/prize-wheel/ });
  if (!frame) throw new Error('no wheel frame');
  expect(await segmentUnderPointer(frame, segments.length)).toBe(activation.prize_index);
  await expect(wheel.getByText('You have no spins left.')).toBeVisible();
  await page.locator('#wheel-panel').scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'wheel-04-betting-iframe');

  // a casino page cannot be framed: the frame asks the betting site to redirect to the Rocket Mart
  await wheel.getByRole('link', { name: 'Get spins in the Rocket Mart' }).click();
  await expect(page).toHaveURL(`${CASINO_ORIGIN}/rocket-mart`);
});

test('<casino-prize-wheel> on the partner page draws the wheel and asks a guest to sign in', async ({
  page,
}, testInfo) => {
  await page.goto(PARTNER_ORIGIN);
  const wheel = page.locator('casino-prize-wheel');
  await expect(wheel.getByRole('img', { name: /^Prize wheel with \d+ prizes$/ })).toBeVisible();
  await expect(wheel.getByText('Sign in to spin the wheel.')).toBeVisible();
  await wheel.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'wheel-05-partner-page', false);
});

test('a loot box opens on /profile/lootboxes with the prize the server drew, which is then in the gifts', async ({
  page,
}, testInfo) => {
  await signInOnSite(page, 'usd@casino.test');
  await page.goto('/profile/lootboxes');
  const box = page.getByRole('article', { name: 'Astro loot box' });
  await expect(box.getByRole('button', { name: 'Open Astro loot box' })).toBeVisible();
  await snap(page, testInfo, 'lootboxes-01-to-open');

  const activationAnswer = page.waitForResponse(isActivation);
  await box.getByRole('button', { name: 'Open Astro loot box' }).click();
  const activation = (await (await activationAnswer).json()) as Activation & {
    lootbox: { items: { bonuses: { title: string }[] }[] };
  };
  const won = activation.lootbox.items[activation.prize_index]?.bonuses.map((bonus) => bonus.title).join(', ');
  await expect(box.getByRole('status')).toHaveText(`You won: ${won}`);
  await expect(box.getByText('Opened')).toBeVisible();
  await snap(page, testInfo, 'lootboxes-02-opened');

  await box.getByRole('link', { name: 'See it in your gifts' }).click();
  // the player may already hold a gift of the same title (the prize is drawn at random)
  await expect(page.getByRole('article', { name: issuedTitle(activation) }).first()).toBeVisible();
});
