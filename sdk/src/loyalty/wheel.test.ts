import { type Casino, createCasino } from '../casino';
import {
  createFixturePlatform,
  FIXTURE_ORIGIN,
  FIXTURE_PASSWORD,
  FIXTURE_WHEEL_SEGMENTS,
  type FixturePlatform,
  type FixturePlatformOptions,
  fixtureWheelSpin,
} from '../testing';
import { createLootboxes, type LootboxesModule } from './lootboxes';
import { createWheel, type WheelModule } from './wheel';

let platform: FixturePlatform;
let casino: Casino;
let lootboxes: LootboxesModule;
let wheel: WheelModule;
const NOW = Date.parse('2026-11-24T12:00:00Z');

function start(options: FixturePlatformOptions = {}) {
  platform = createFixturePlatform({ signedInAs: 'eur@casino.test', ...options });
  casino = createCasino({ baseUrl: FIXTURE_ORIGIN, fetch: platform.fetch, retryDelay: () => 0, realtime: false });
  lootboxes = createLootboxes(casino, { now: () => NOW });
  wheel = createWheel(casino, lootboxes, { now: () => NOW });
}

const asked = (route: string) => platform.requests.filter((request) => request.route === route);
async function started() {
  await casino.start();
  await vi.waitFor(() => expect(lootboxes.list.status.value).toBe('ready'));
  await Promise.all([wheel.config.ensure(), wheel.segments.ensure()]);
}

describe('the wheel', () => {
  it('reads its segments and the spin cost of the player’s currency, EUR when it has none', async () => {
    start();
    await started();
    expect(wheel.segments.data.value?.segments).toEqual(FIXTURE_WHEEL_SEGMENTS);
    expect(wheel.spinCost.value).toBe(500);
    await casino.wallet.select('CAD');
    expect(wheel.spinCost.value).toBe(750);
    await casino.wallet.select('NOK');
    expect(wheel.spinCost.value).toBe(500);
  });

  it('counts the player’s spins and spins the one that expires first: idle → spinning → result', async () => {
    start({
      lootboxes: {
        boxes: [
          fixtureWheelSpin({ id: 1, valid_until: null }),
          fixtureWheelSpin({ id: 2, valid_until: '2026-11-30T00:00:00Z' }),
        ],
        draw: () => 5,
      },
    });
    await started();
    expect(wheel.spinsLeft.value).toBe(2);
    expect(wheel.nextSpin.value?.id).toBe(2);
    expect(wheel.spin.value).toEqual({ status: 'idle' });
    const hold = platform.hold('activateLootbox');
    const spinning = wheel.start();
    expect(wheel.start()).toBe(spinning);
    await vi.waitFor(() => expect(wheel.spin.value).toEqual({ status: 'spinning' }));
    hold.release();
    const end = await spinning;
    expect(end).toMatchObject({ status: 'result', segment: 5 });
    expect(wheel.spin.value).toBe(end);
    expect(asked('activateLootbox').map((request) => request.params.id)).toEqual(['2']);
    expect(wheel.spinsLeft.value).toBe(1);
    expect(wheel.nextSpin.value?.id).toBe(1);
    wheel.reset();
    expect(wheel.spin.value).toEqual({ status: 'idle' });
  });

  it('ends a refused spin in failed, keeps the spin and spins again', async () => {
    start({ lootboxes: { boxes: [fixtureWheelSpin({ id: 3 })] }, failures: { activateLootbox: 500 } });
    await started();
    const end = await wheel.start();
    expect(end.status).toBe('failed');
    expect(wheel.spinsLeft.value).toBe(1);
    expect(asked('activateLootbox')).toHaveLength(1);
    await wheel.start();
    expect(asked('activateLootbox')).toHaveLength(2);
  });

  it('fails without a request when no spin is left', async () => {
    start();
    await started();
    const end = await wheel.start();
    expect(end).toMatchObject({ status: 'failed' });
    expect(String(end.status === 'failed' && end.error)).toContain('no wheel spin left');
    expect(asked('activateLootbox')).toHaveLength(0);
  });

  it('loads the segments of the signed-in player again at sign-in and sign-out', async () => {
    start({ signedInAs: undefined });
    await casino.start();
    await wheel.segments.ensure();
    expect(asked('wheelSegments')).toHaveLength(1);
    await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
    await vi.waitFor(() => expect(asked('wheelSegments')).toHaveLength(2));
    await casino.session.signOut();
    await vi.waitFor(() => expect(asked('wheelSegments')).toHaveLength(3));
    expect(wheel.segments.data.value?.segments).toHaveLength(8);
  });
});
