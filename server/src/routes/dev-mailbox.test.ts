import { Mailbox } from '../mail/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dev mailbox', () => {
  it('lists the outbox newest first with absolute links on the request origin, and escapes everything', async () => {
    const client = t.client();
    await client.post('/api/users/password', { user: { email: 'usd@casino.test' } });
    await t.db.query(
      `insert into email_outbox (user_id, recipient, kind, subject, body, links, created_at)
       values (null, $1, 'confirmation', $2, $3, $4, $5)`,
      [
        '"><script>alert(1)</script>@x.test',
        '<b>Hi</b> & bye',
        'Open {link}',
        ['/confirmation?confirmation_token=a"b<c'],
        t.clock(),
      ],
    );
    const json = Mailbox.parse((await client.get('/dev/mailbox.json', { host: 'casino.test:8080' })).body);
    expect(json.emails[0]?.subject).toBe('<b>Hi</b> & bye');
    expect(json.emails[0]?.links).toEqual(['http://casino.test:8080/confirmation?confirmation_token=a%22b%3Cc']);
    expect(json.emails[0]?.body).toBe('Open http://casino.test:8080/confirmation?confirmation_token=a%22b%3Cc');
    expect(json.emails[1]).toMatchObject({ recipient: 'usd@casino.test', kind: 'reset_password' });

    const page = await client.get('/dev/mailbox', { accept: 'text/html', host: 'casino.test:8080' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@x.test');
    expect(page.text).toContain('&lt;b&gt;Hi&lt;/b&gt; &amp; bye');
    expect(page.text).toContain('<a href="http://casino.test:8080/new-password?reset_password_token=');
    expect(page.text.indexOf('&lt;b&gt;Hi')).toBeLessThan(page.text.indexOf('usd@casino.test'));
  });
});
