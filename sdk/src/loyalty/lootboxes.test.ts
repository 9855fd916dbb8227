import { type Casino, createCasino } from '../casino';
import { CasinoHttpError } from '../errors';
import {
  createFixturePlatform,
  FIXTURE_ORIGIN,
  FIXTURE_PASSWORD,
  type FixturePlatform,
  type FixturePlatformOptions,
  fixtureLootbox,
  fixtureWheelSpin,
} from '../testing';
import { createLootboxes, type LootboxesModule } from './lootboxes';

let platform: FixturePlatform;
let casino: Casino;
let lootboxes: LootboxesModule;
const NOW = Date.parse('2026-11-24T12:00:00Z');

function start(options: FixturePlatformOptions = {}, now = () => NOW) {
  platform = createFixturePlatform({ signedInAs: 'eur@casino.test', ...options });
  casino = createCasino({ baseUrl: FIXTURE_ORIGIN, fetch: platform.fetch, retryDelay: () => 0, realtime: false });
  lootboxes = createLootboxes(casino, { now });
}

const asked = (route: string) => platform.requests.filter((request) => request.route === route);
const ready = () => vi.waitFor(() => expect(lootboxes.list.status.value).toBe('ready'));

describe('loot boxes', () => {
  it('load at sign-in and clear at sign-out; guests have none', async () => {
    start({ signedInAs: undefined, lootboxes: { boxes: [fixtureLootbox()] } });
    await casino.start();
    expect(asked('lootboxes')).toHaveLength(0);
    expect(lootboxes.shown.value).toEqual([]);
    await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
    await ready();
    expect(lootboxes.shown.value.map((box) => box.id)).toEqual([1]);
    await casino.session.signOut();
    expect(lootboxes.list.data.value).toEqual([]);
    expect(lootboxes.list.status.value).toBe('idle');
  });

  it('show boxes in display order, without expired ones, ones opened on an earlier day or wheel spins', async () => {
    start({
      lootboxes: {
        boxes: [
          fixtureLootbox({ id: 1, display: 3 }),
          fixtureLootbox({ id: 2, display: 1 }),
          fixtureLootbox({ id: 3, stage: 'expired', valid_until: '2026-11-23T00:00:00Z' }),
          fixtureLootbox({ id: 4, stage: 'activated', activated_at: '2026-11-01T10:00:00Z' }),
          fixtureLootbox({ id: 5, valid_until: '2026-11-24T11:00:00Z' }),
          fixtureWheelSpin({ id: 6 }),
          fixtureWheelSpin({ id: 7, group_key: 'manual_wheel_support' }),
        ],
      },
    });
    await casino.start();
    await ready();
    expect(lootboxes.shown.value.map((box) => box.id)).toEqual([2, 1]);
    expect(lootboxes.wheelSpins.value).toBe(2);
  });

  it('open a box with an Idempotency-Key and show it opened today, with the prize the server drew', async () => {
    // the platform stamps the opening with the real time: the box is shown on the day it was opened
    start({ lootboxes: { boxes: [fixtureLootbox({ id: 4 })], draw: () => 2 } }, Date.now);
    await casino.start();
    await ready();
    const activation = await lootboxes.activate(4);
    expect(activation.prize_index).toBe(2);
    expect(activation.issued.type).toBe('freespins');
    const [request] = asked('activateLootbox');
    expect(request?.params.id).toBe('4');
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    const [opened] = lootboxes.list.data.value;
    expect(opened?.stage).toBe('activated');
    expect(opened?.items.map((item) => item.prize)).toEqual([false, false, true]);
    expect(lootboxes.shown.value).toEqual([opened]);
  });

  it('send the same Idempotency-Key again after a failure, so that a retry opens the box once', async () => {
    start({ lootboxes: { boxes: [fixtureLootbox({ id: 4 })] } });
    await casino.start();
    await ready();
    platform.setNetwork('unreachable');
    await expect(lootboxes.activate(4)).rejects.toThrow();
    platform.setNetwork('up');
    await lootboxes.activate(4);
    const keys = asked('activateLootbox').map((request) => request.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(1);
  });

  it('throw the refusal of a box that cannot be opened', async () => {
    start({ lootboxes: { boxes: [fixtureLootbox({ id: 4, stage: 'expired' })] } });
    await casino.start();
    await ready();
    await expect(lootboxes.activate(4)).rejects.toBeInstanceOf(CasinoHttpError);
  });

  it('take a box from lootboxes_changes once its data is parsed, and report a frame that breaks the contract', async () => {
    start();
    await casino.start();
    await ready();
    const errors: unknown[] = [];
    casino.events.on('realtime:error', ({ error }) => errors.push(error));
    casino.events.emit('realtime:lootboxes_changes', { seq: 1, data: fixtureLootbox({ id: 8 }) });
    expect(lootboxes.shown.value.map((box) => box.id)).toEqual([8]);
    casino.events.emit('realtime:lootboxes_changes', { seq: 2, data: fixtureWheelSpin({ id: 9 }) });
    expect(lootboxes.wheelSpins.value).toBe(1);
    casino.events.emit('realtime:lootboxes_changes', { seq: 3, data: { id: 10, stage: 'opened' } });
    expect(lootboxes.list.data.value.map((box) => box.id)).toEqual([8, 9]);
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('lootboxes_changes');
  });
});
