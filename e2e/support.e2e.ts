import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CASINO_ORIGIN, expect, signInOnSite, snap, test } from './fixtures';

/** The chat provider of the e2e casino (playwright.config.ts): no server listens, the tests serve its script. */
const CHAT_PROVIDER_URL = 'http://localhost:8184';
const FAKE_SDK = readFileSync(join(import.meta.dirname, 'fake-chat', 'sdk.js'), 'utf8');

interface MailboxEmail {
  recipient: string;
  kind: string;
  subject: string;
  body: string;
}

test('a guest sends the contact form from /support and it reaches the support mailbox', async ({ page }, testInfo) => {
  const subject = `Withdrawal question ${Date.now().toString(36)}`;
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Contact support' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Your name')).toHaveAccessibleDescription('This field is required.');

  await form.getByLabel('Your name').fill('Ann Lee');
  await form.getByLabel('Email').fill('ann.lee@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('My withdrawal has been pending since Monday. Could you check it?');
  await snap(page, testInfo, 'support-01-contact-form');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText(/Your message #\d+ has reached our support team/)).toBeVisible();

  let email: MailboxEmail | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${CASINO_ORIGIN}/dev/mailbox.json`);
      const { emails } = (await response.json()) as { emails: MailboxEmail[] };
      email = emails.find((item) => item.kind === 'contact_message' && item.subject === `[Support] ${subject}`);
      return email;
    })
    .toBeTruthy();
  expect(email?.recipient).toBe('support@casino.test');
  expect(email?.body).toContain('From: Ann Lee <ann.lee@example.com>');
  expect(email?.body).toContain('Player: not signed in');
  expect(email?.body).toContain('pending since Monday');
});

test("#chat loads the configured chat provider with the player's group", async ({ page }, testInfo) => {
  const scripts: string[] = [];
  await page.route(`${CHAT_PROVIDER_URL}/**`, (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_SDK });
  });
  // The VIP demo player: group 545 with the writable Diamond level, and a VIP manager.
  await signInOnSite(page, 'vip@casino.test');
  await expect(page.getByRole('button', { name: 'Support' })).toBeVisible();
  expect(scripts).toEqual([]);

  await page.goto('/favorite-games#chat');
  const chat = page.getByRole('region', { name: 'Fake chat' });
  await expect(chat).toBeVisible();
  expect(scripts).toEqual([`${CHAT_PROVIDER_URL}/packs/js/sdk.js`]);
  await expect(chat).toContainText('chat_team: vip');
  await expect(chat).toContainText('chat_channel: live');
  await expect(chat).toContainText(/chat_split_group: 54[34]/);
  await expect(page).toHaveURL(`${CASINO_ORIGIN}/favorite-games`);
  const calls = await page.evaluate(() => (window as unknown as { fakeChat: { calls: unknown[][] } }).fakeChat.calls);
  expect(calls[0]).toEqual(['run', { websiteToken: 'e2e-website-token', baseUrl: CHAT_PROVIDER_URL }]);
  expect(calls).toContainEqual(['setUser', expect.any(String), expect.objectContaining({ email: 'vip@casino.test' })]);
  await snap(page, testInfo, 'support-02-chat-open');

  await page.evaluate(() => (window as unknown as { fakeChat: { receive(n: number): void } }).fakeChat.receive(2));
  await expect(page.getByRole('button', { name: 'Support, 1+ new messages' })).toBeVisible();
});
