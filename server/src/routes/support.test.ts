import { ChatProviderAnswer, ContactMessageSent } from '@casino/sdk/contract';
import { latestEmail } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    contactMessagesPerAddress: 3,
    contactMessagesPerPlayer: 2,
    supportEmail: 'help@operator.test',
    chatProvider: { url: 'https://chat.operator.test', token: 'tok-123' },
  });
}, 180_000);
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const MESSAGE = { name: 'Ann Lee', email: 'ann@example.com', subject: 'Withdrawal', message: 'Where is my money?' };

async function storedMessages() {
  return t.db.query<{ user_id: number | null; name: string; subject: string; ip: string }>(
    'select user_id, name, subject, ip from contact_messages order by id',
  );
}

describe('POST /api/send_contact_message', () => {
  beforeEach(async () => {
    await t.db.query('delete from contact_messages');
    t.clock.advance(2 * HOUR);
  });

  it('stores a guest message and mails it to the support address, shown in the dev mailbox', async () => {
    const client = t.client();
    const response = await client.post('/api/send_contact_message', { ...MESSAGE, subject: '  Withdrawal  ' });
    expect(response.status).toBe(201);
    const { id } = ContactMessageSent.parse(response.body);
    expect(await storedMessages()).toEqual([
      { user_id: null, name: 'Ann Lee', subject: 'Withdrawal', ip: '127.0.0.1' },
    ]);
    const email = await latestEmail(client, 'help@operator.test', 'contact_message');
    expect(email?.subject).toBe('[Support] Withdrawal');
    expect(email?.body).toContain(`Contact message #${id}`);
    expect(email?.body).toContain('From: Ann Lee <ann@example.com>');
    expect(email?.body).toContain('Player: not signed in');
    expect(email?.body).toContain('Where is my money?');
  });

  it('links a signed-in player to his message', async () => {
    const client = t.client();
    const signIn = await client.signIn('eur@casino.test');
    const { id: userId } = signIn.body as { id: number };
    expect((await client.post('/api/send_contact_message', MESSAGE)).status).toBe(201);
    const [stored] = await storedMessages();
    expect(stored?.user_id).toBe(userId);
    expect((await latestEmail(client, 'help@operator.test', 'contact_message'))?.body).toContain(`Player: #${userId}`);
  });

  it('names every bad field in one 422 and stores nothing', async () => {
    const before = await databaseFingerprint(t.db);
    const client = t.client();
    const response = await client.post('/api/send_contact_message', {
      name: ' ',
      email: 'not-an-address',
      subject: '',
      message: 'x'.repeat(5001),
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      errors: {
        name: ["can't be blank"],
        email: ['is not a valid email address'],
        subject: ["can't be blank"],
        message: ['is too long'],
      },
    });
    expect((await client.post('/api/send_contact_message', { name: 'Ann' })).status).toBe(422);
    expect((await client.post('/api/send_contact_message', 'text')).status).toBe(422);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('refuses a write without the CSRF header', async () => {
    const response = await t.client({ 'x-requested-with': '' }).post('/api/send_contact_message', MESSAGE);
    expect(response.status).toBe(403);
    expect(await storedMessages()).toEqual([]);
  });

  it('limits the messages of one address in an hour, and lets it send again after the hour', async () => {
    const client = t.client();
    for (let sent = 0; sent < 3; sent++) {
      expect((await client.post('/api/send_contact_message', MESSAGE)).status).toBe(201);
      t.clock.advance(60_000);
    }
    const refused = await client.post('/api/send_contact_message', MESSAGE);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(HOUR / 1000 - 180));
    expect(refused.body).toEqual({
      errors: { base: ['Too many requests from your address. Try again in 57 minutes.'] },
    });
    expect(await storedMessages()).toHaveLength(3);
    t.clock.advance(HOUR - 180_000);
    expect((await client.post('/api/send_contact_message', MESSAGE)).status).toBe(201);
  });

  it('limits the messages of one signed-in player below the address limit', async () => {
    const client = t.client();
    await client.signIn('usd@casino.test');
    expect((await client.post('/api/send_contact_message', MESSAGE)).status).toBe(201);
    expect((await client.post('/api/send_contact_message', MESSAGE)).status).toBe(201);
    expect((await client.post('/api/send_contact_message', MESSAGE)).status).toBe(429);
    // a guest on the same address still has the address's third message
    expect((await t.client().post('/api/send_contact_message', MESSAGE)).status).toBe(201);
    expect(await storedMessages()).toHaveLength(3);
  });

  it('hands the configured chat provider to the site and allows it in the CSP', async () => {
    const response = await t.client().get('/api/support/chat_provider');
    expect(ChatProviderAnswer.parse(response.body).chat_provider).toEqual({
      url: 'https://chat.operator.test',
      token: 'tok-123',
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://chat.operator.test");
    expect(csp).toContain("frame-src 'self' https://chat.operator.test");
  });
});
