import { type Casino, createCasino } from '../casino';
import type { StoredNotification } from '../contract/bonuses';
import { routePath } from '../contract/routes';
import { NOTIFICATION_LIFETIME_MS } from '../rules/notifications';
import {
  createFixturePlatform,
  FIXTURE_ORIGIN,
  FIXTURE_PASSWORD,
  type FixturePlatform,
  fixtureBonus,
  fixtureFreespin,
  fixtureNotification,
} from '../testing';
import { createNotifications, type NotificationsModule } from './notifications';

let platform: FixturePlatform;
let casino: Casino;
let notifications: NotificationsModule;
let clock: number;
/** What the platform's notifications route answers the signed-in player; tests change it as the back office would. */
let storedOnPlatform: StoredNotification[];

const at = (iso: string) => Date.parse(iso);
const keys = () => notifications.items.value.map((item) => item.key);
const asked = (route: string) => platform.requests.filter((request) => request.route === route);

/** A plain stored notification of 10:00 without a subject, unless `fields` say otherwise. */
const storedNotification = (fields: Partial<StoredNotification> = {}) =>
  fixtureNotification({
    type: 'personal',
    title: 'Hello',
    text: 'Welcome back',
    identifier: null,
    content: { icon: null, title: null, button: null },
    created_at: '2026-11-22T10:00:00.000Z',
    ...fields,
  });
const freespins = () => fixtureFreespin({ id: 3 });

beforeEach(() => {
  storedOnPlatform = [];
  platform = createFixturePlatform({
    routes: { notifications: () => ({ status: 200, body: storedOnPlatform }) },
  });
  casino = createCasino({ baseUrl: FIXTURE_ORIGIN, fetch: platform.fetch, retryDelay: () => 0, realtime: false });
  clock = at('2026-11-22T10:30:00Z');
  notifications = createNotifications(casino, { now: () => clock });
});
afterEach(() => {
  vi.useRealTimers();
});

const signIn = async () => {
  await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
  await vi.waitFor(() => expect(asked('notifications')).toHaveLength(1));
  await vi.waitFor(() => expect(notifications.items.value.length).toBe(storedOnPlatform.length));
};

const stored = [
  storedNotification({
    id: 2,
    type: 'bonuses_changes',
    title: 'Welcome gift',
    text: 'bonus_issued',
    identifier: 'bonus:12',
    content: { icon: null, title: null, button: { title: 'Open gifts', path: '/profile/gifts' } },
    created_at: '2026-11-22T10:20:00.000Z',
  }),
  storedNotification({ id: 1, created_at: '2026-11-22T09:00:00.000Z' }),
];

describe('the stored list', () => {
  it('loads at sign-in, newest first, and clears at sign-out', async () => {
    storedOnPlatform = stored;
    await signIn();
    expect(notifications.items.value[0]).toEqual({
      key: 'n:2',
      type: 'bonuses_changes',
      title: 'Welcome gift',
      text: 'bonus_issued',
      identifier: 'bonus:12',
      button: { title: 'Open gifts', path: '/profile/gifts' },
      createdAt: at('2026-11-22T10:20:00.000Z'),
      seen: false,
    });
    expect(keys()).toEqual(['n:2', 'n:1']);
    expect(notifications.badge.value).toBe('2');
    await casino.session.signOut();
    expect(notifications.items.value).toEqual([]);
    expect(notifications.empty.value).toBe(true);
  });

  it('drops what is older than 2 hours and logs a failed load', async () => {
    storedOnPlatform = [...stored, storedNotification({ id: 0, created_at: '2026-11-22T08:30:00.000Z' })];
    await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
    await vi.waitFor(() => expect(keys()).toEqual(['n:2', 'n:1']));
    const errors: string[] = [];
    casino.events.on('request-error', ({ path }) => errors.push(path));
    platform.setNetwork('unreachable');
    await notifications.load();
    expect(errors).toEqual([routePath('notifications')]);
    expect(keys()).toEqual(['n:2', 'n:1']);
  });

  it('keeps what was seen across a reload', async () => {
    storedOnPlatform = stored;
    await signIn();
    notifications.markSeen();
    storedOnPlatform = [storedNotification({ id: 3, created_at: '2026-11-22T10:25:00.000Z' }), ...stored];
    await notifications.load();
    expect(notifications.items.value.map((item) => [item.key, item.seen])).toEqual([
      ['n:3', false],
      ['n:2', true],
      ['n:1', true],
    ]);
  });
});

describe('realtime', () => {
  it('makes a notification of an issued bonus or free spins only, deduped against the stored one', async () => {
    storedOnPlatform = stored;
    await signIn();
    casino.events.emit('realtime:bonuses_changes', {
      seq: 1,
      data: fixtureBonus({ id: 13, stage: 'handle_bets', amount_wager_cents: 500 }),
    });
    casino.events.emit('realtime:freespins_changes', { seq: 2, data: fixtureFreespin({ id: 3, stage: 'finished' }) });
    expect(keys()).toEqual(['n:2', 'n:1']);
    casino.events.emit('realtime:bonuses_changes', { seq: 3, data: fixtureBonus({ id: 12 }) });
    expect(keys()).toEqual(['n:2', 'n:1']);
    casino.events.emit('realtime:bonuses_changes', { seq: 4, data: fixtureBonus({ id: 13, title: 'Reload' }) });
    casino.events.emit('realtime:bonuses_changes', { seq: 5, data: fixtureBonus({ id: 13, title: 'Reload' }) });
    clock += 1_000;
    casino.events.emit('realtime:freespins_changes', { seq: 6, data: freespins() });
    expect(keys()).toEqual(['freespins:3', 'bonus:13', 'n:2', 'n:1']);
    expect(notifications.items.value[1]).toMatchObject({
      type: 'bonuses_changes',
      title: 'Reload',
      text: 'bonus_issued',
      identifier: 'bonus:13',
      createdAt: clock - 1_000,
    });
    expect(notifications.items.value[0]).toMatchObject({ type: 'freespins_changes', text: 'freespins_issued' });
  });

  it('adds personal notifications; a stored one replaces the pushed notification of its subject', async () => {
    await signIn();
    casino.events.emit('realtime:bonuses_changes', { seq: 1, data: fixtureBonus({ id: 13 }) });
    expect(keys()).toEqual(['bonus:13']);
    clock += 1_000;
    casino.events.emit('realtime:personal_notifications', {
      seq: 2,
      data: { id: 7, title: 'Reload', text: 'bonus_issued', type: 'bonuses_changes', identifier: 'bonus:13' },
    });
    casino.events.emit('realtime:personal_notifications', { seq: 3, data: { id: 8, title: 'Hi', text: 'Plain' } });
    expect(keys()).toEqual(['n:8', 'n:7']);
    expect(notifications.items.value[0]).toMatchObject({ type: 'personal', identifier: null, createdAt: clock });
    storedOnPlatform = [
      storedNotification({ id: 9, identifier: 'freespins:3', created_at: '2026-11-22T10:29:00.000Z' }),
    ];
    casino.events.emit('realtime:freespins_changes', { seq: 4, data: freespins() });
    await notifications.load();
    expect(keys()).toEqual(['n:9']);
  });

  it('ignores events for a guest', async () => {
    await casino.start();
    casino.events.emit('realtime:personal_notifications', { seq: 1, data: { id: 8, title: 'Hi', text: 'Plain' } });
    casino.events.emit('realtime:bonuses_changes', { seq: 2, data: fixtureBonus() });
    expect(notifications.empty.value).toBe(true);
  });
});

describe('the bell', () => {
  it('counts unseen ones up to 9+, marks them seen, dismisses and shows empty', async () => {
    await signIn();
    for (let id = 1; id <= 11; id++) {
      casino.events.emit('realtime:personal_notifications', { seq: id, data: { id, title: 'Hi', text: `n${id}` } });
    }
    expect(notifications.count.value).toBe(11);
    expect(notifications.badge.value).toBe('9+');
    notifications.markSeen();
    expect(notifications.count.value).toBe(0);
    expect(notifications.badge.value).toBe('');
    expect(notifications.empty.value).toBe(false);
    for (let id = 1; id <= 11; id++) notifications.dismiss(`n:${id}`);
    expect(notifications.empty.value).toBe(true);
  });

  it('prunes each notification 2 hours after it was created, by a timer', async () => {
    storedOnPlatform = stored;
    await signIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    casino.events.emit('realtime:personal_notifications', { seq: 1, data: { id: 5, title: 'Hi', text: 'Plain' } });
    const advance = (ms: number) => {
      clock += ms;
      vi.advanceTimersByTime(ms);
    };
    advance(at('2026-11-22T09:00:00Z') + NOTIFICATION_LIFETIME_MS - clock - 1);
    expect(keys()).toEqual(['n:5', 'n:2', 'n:1']);
    advance(1);
    expect(keys()).toEqual(['n:5', 'n:2']);
    advance(at('2026-11-22T10:20:00Z') + NOTIFICATION_LIFETIME_MS - clock);
    expect(keys()).toEqual(['n:5']);
    advance(at('2026-11-22T10:30:00Z') + NOTIFICATION_LIFETIME_MS - clock);
    expect(notifications.empty.value).toBe(true);
  });
});
