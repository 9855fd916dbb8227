import { NoticeList, StoredNotificationList } from '@casino/sdk/contract';
import { notifyPlayer } from '../notifications/notify';
import { GROUP } from '../seed/groups';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function signedIn(email: string) {
  const client = t.client();
  await client.signIn(email);
  return client;
}

async function userId(email: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('select id from users where email = $1', [email]);
  if (!row) throw new Error(`no player ${email}`);
  return row.id;
}

describe('GET /api/player/notifications', () => {
  it('needs a session', async () => {
    expect((await t.client().get('/api/player/notifications')).status).toBe(401);
  });

  it('lists the notifications of the last 2 hours, newest first', async () => {
    const id = await userId('usd@casino.test');
    const at = (minutesAgo: number) => new Date(t.clock().getTime() - minutesAgo * MINUTE);
    const note = (title: string) => ({ type: 'personal' as const, title, text: 'hello' });
    await notifyPlayer(t.db, id, note('too old'), at(121));
    await notifyPlayer(t.db, id, note('older'), at(119));
    await notifyPlayer(t.db, id, note('newest'), at(1));
    await notifyPlayer(t.db, await userId('cad@casino.test'), note('someone else'), at(1));
    const client = await signedIn('usd@casino.test');
    const response = await client.get('/api/player/notifications');
    expect(response.status).toBe(200);
    const listed = StoredNotificationList.parse(response.body);
    expect(listed.map((n) => n.title)).toEqual(['newest', 'older']);
    expect(listed[0]).toMatchObject({ type: 'personal', text: 'hello', identifier: null });
    t.clock.advance(2 * MINUTE);
    await client.signIn('usd@casino.test');
    expect(StoredNotificationList.parse((await client.get('/api/player/notifications')).body)).toHaveLength(1);
  });

  it('lists at most 50', async () => {
    const id = await userId('nok@casino.test');
    for (let i = 0; i < 55; i++) {
      await notifyPlayer(t.db, id, { type: 'personal', title: `n${i}`, text: 't' }, t.clock());
    }
    const listed = StoredNotificationList.parse(
      (await (await signedIn('nok@casino.test')).get('/api/player/notifications')).body,
    );
    expect(listed).toHaveLength(50);
    expect(listed[0]?.title).toBe('n54');
  });
});

describe('GET /api/player/notices', () => {
  it('needs a session', async () => {
    expect((await t.client().get('/api/player/notices')).status).toBe(401);
  });

  it('shows the active notices to testers only', async () => {
    const tester = NoticeList.parse((await (await signedIn('tester@casino.test')).get('/api/player/notices')).body);
    expect(tester).toHaveLength(2);
    expect((await (await signedIn('usd@casino.test')).get('/api/player/notices')).body).toEqual([]);
  });

  it('shows them to group 916 and hides inactive ones', async () => {
    const id = await userId('aud@casino.test');
    await t.db.query('insert into user_groups (user_id, group_id, added_at) values ($1, $2, $3)', [
      id,
      GROUP.notices,
      t.clock(),
    ]);
    await t.db.query(`update notices set active = false where type = 'warning'`);
    const listed = NoticeList.parse((await (await signedIn('aud@casino.test')).get('/api/player/notices')).body);
    expect(listed.map((notice) => notice.type)).toEqual(['info']);
  });
});
