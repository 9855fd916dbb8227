import { AdventureCalendar } from '@casino/sdk/contract';
import { VIP_STATUS_GROUPS } from '@casino/sdk/rules';
import { createTestApp, type TestApp } from '../testing/test-app';
import { adventureCalendar } from '../vip/adventure-calendar';
import { findShownAdventure } from '../vip/adventure-record';
import { listVipManagers } from '../vip/vip-managers';
import { SEED_ADVENTURE_PLAYER, SEED_VIP_PLAYERS } from './vip-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('VIP seed', () => {
  it('seeds a player at every status through real deposits and rounds, and Diamond by hand', async () => {
    const rows = await t.db.query<{ email: string; status: string | null; deposits: number; rounds: number }>(
      `select u.email, v.status,
         (select count(*)::integer from payments p where p.user_id = u.id and p.state = 'succeeded') as deposits,
         (select count(*)::integer from game_rounds r where r.user_id = u.id) as rounds
       from users u left join vip_statuses v on v.user_id = u.id
       where u.email = any($1) order by u.id`,
      [[...SEED_VIP_PLAYERS.map((player) => player.email), 'vip@casino.test']],
    );
    expect(rows.map((row) => [row.email, row.status ?? 'regular'])).toEqual([
      ['vip@casino.test', 'diamond'],
      ...SEED_VIP_PLAYERS.map((player) => [player.email, player.status]),
    ]);
    for (const row of rows.slice(1)) expect([row.deposits, row.rounds]).not.toContain(0);
  });

  it('seeds a manager per VIP group with an avatar drawn in place', async () => {
    const groups = [...Object.values(VIP_STATUS_GROUPS), 255];
    const managers = await listVipManagers(t.db, groups);
    expect(managers.map((manager) => manager.group)).toEqual(groups);
    for (const manager of managers) expect(manager.avatar_url).toMatch(/^data:image\/svg\+xml,/);
  });

  it('seeds a seven-day adventure started two days ago, the adventure player’s first days under way', async () => {
    const [seeded] = await t.db.query<{ created_at: Date }>('select created_at from adventures order by id limit 1');
    if (!seeded) throw new Error('no seeded adventure');
    const now = seeded.created_at;
    const adventure = await findShownAdventure(t.db, now);
    if (!adventure) throw new Error('the seeded adventure is not shown');
    const [player] = await t.db.query<{ id: number }>('select id from users where email = $1', [SEED_ADVENTURE_PLAYER]);
    const calendar = AdventureCalendar.parse(
      await adventureCalendar(t.db, adventure, { userId: player?.id ?? 0, currency: 'EUR' }, now),
    );
    expect(calendar.days).toHaveLength(7);
    expect(calendar.days.map((day) => [day.isCompleted, day.today, day.step, day.stepTotal]).slice(0, 4)).toEqual([
      [true, false, 1, 1],
      [true, false, 1, 1],
      [false, true, 1, 2],
      [false, false, 0, 1],
    ]);
    expect(new Set(calendar.days.map((day) => day.prize.type))).toEqual(new Set(['bonus', 'fs']));
  });
});
