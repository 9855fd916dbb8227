import { updateBonusSettings } from '../bonuses/bonus-settings';
import { createFixtureCasino, FIXTURE_RATE_CARDS } from '../testing';
import { loyaltyOf } from './loyalty-of';

const [cashOne, cashEleven, cashBig] = FIXTURE_RATE_CARDS.money;
const [spins] = FIXTURE_RATE_CARDS.freespins;
if (!cashOne || !cashEleven || !cashBig || !spins) throw new Error('the fixture shop lost a card');

async function signedIn(options: Parameters<typeof createFixtureCasino>[0] = {}) {
  const fixture = createFixtureCasino({ signedInAs: 'eur@casino.test', ...options });
  await fixture.casino.start();
  const loyalty = loyaltyOf(fixture.casino);
  await vi.waitFor(() => expect(loyalty.compPoints.balance.status.value).toBe('ready'));
  return { ...fixture, loyalty };
}

describe('Rocket Mart cards, pages and read-more text', () => {
  it('loads the cards of a type once for every widget, guests included', async () => {
    const { casino, platform } = createFixtureCasino();
    await casino.start();
    const { rocketMart } = loyaltyOf(casino);
    await rocketMart.rates.get('money').ensure();
    await rocketMart.rates.get('money').ensure();
    expect(rocketMart.rates.get('money').data.value.map((card) => card.group)).toEqual([
      'money_1',
      'money_11',
      'money_120',
    ]);
    expect(platform.requests.filter((request) => request.route === 'compPointRates')).toHaveLength(1);
  });

  it('reads which pages are on', async () => {
    const { casino } = createFixtureCasino({
      loyalty: {
        pages: { rocket_mart: { enabled: false }, rocket_chance: { enabled: true }, lotteries: { enabled: true } },
      },
    });
    const { rocketMart } = loyaltyOf(casino);
    await rocketMart.pages.ensure();
    expect(rocketMart.pages.data.value?.rocket_mart.enabled).toBe(false);
  });

  it('asks for the read-more page in the casino locale, and again when it changes', async () => {
    const { casino, platform } = createFixtureCasino();
    await casino.start();
    const { rocketMart } = loyaltyOf(casino);
    await rocketMart.readMore.ensure();
    expect(rocketMart.readMore.data.value?.title).toBe('Rocket Mart');
    await casino.setLocale('de');
    await vi.waitFor(() =>
      expect(platform.requests.filter((r) => r.route === 'cmsPage').map((r) => r.query.get('l'))).toEqual(['en', 'de']),
    );
  });
});

describe('the exchange flow (loyalty.md §4)', () => {
  it('sends a guest to registration and exchanges nothing', async () => {
    const { casino, platform } = createFixtureCasino();
    await casino.start();
    const flow = loyaltyOf(casino).rocketMart.exchangeFlow();
    await flow.start(cashEleven);
    expect(flow.state.value).toMatchObject({ step: 'registration', card: { group: 'money_11' } });
    expect(platform.requests.some((request) => request.route === 'exchangeCompPoints')).toBe(false);
    flow.dismiss();
    expect(flow.state.value).toEqual({ step: 'idle' });
  });

  it('exchanges points for money: the balance falls, the wallet rises, each attempt with its own key', async () => {
    const { casino, platform, loyalty } = await signedIn();
    const flow = loyalty.rocketMart.exchangeFlow();
    await flow.start(cashOne, 2);
    expect(flow.state.value).toMatchObject({
      step: 'success',
      quantity: 2,
      result: { points: 200, issued: [{ kind: 'cash', currency: 'EUR', amount_cents: 200 }] },
    });
    expect(loyalty.compPoints.chargeable.value).toBe(1_050);
    await vi.waitFor(() => expect(casino.state.balance.value?.realCents).toBe(100_200));

    flow.dismiss();
    await flow.start(cashOne);
    const exchanges = platform.requests.filter((request) => request.route === 'exchangeCompPoints');
    expect(exchanges.map((request) => [request.path, request.body])).toEqual([
      [
        '/api/comp_points/exchange/money',
        { exchange: { group: 'money_1', points: 100, currency: 'EUR', quantity: 2 } },
      ],
      [
        '/api/comp_points/exchange/money',
        { exchange: { group: 'money_1', points: 100, currency: 'EUR', quantity: 1 } },
      ],
    ]);
    const keys = exchanges.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('pays the price of the player currency', async () => {
    const { casino, platform, loyalty } = await signedIn();
    await casino.wallet.select('USD');
    await loyalty.rocketMart.exchangeFlow().start(cashEleven);
    const exchange = platform.requests.find((request) => request.route === 'exchangeCompPoints');
    expect(exchange?.body).toEqual({ exchange: { group: 'money_11', points: 950, currency: 'USD', quantity: 1 } });
  });

  it('states the tickets a lottery card gives, and ends in the refusal of a lottery that is not running', async () => {
    const tickets = {
      group: 'lottery_ticket_5',
      title: '5 tickets',
      type: 'lotteries' as const,
      wager: 0,
      rate: { points: 900, tickets_count: 5 },
      rates: [],
      games: [],
      lottery_ids: [3],
      requires_bonuses: false,
    };
    const { platform, loyalty } = await signedIn({ loyalty: { rates: { lotteries: [tickets] } } });
    const flow = loyalty.rocketMart.exchangeFlow();
    await flow.start(tickets, 2);
    const exchange = platform.requests.find((request) => request.route === 'exchangeCompPoints');
    expect(exchange?.body).toEqual({
      exchange: { group: 'lottery_ticket_5', points: 900, currency: 'EUR', quantity: 2, tickets_count: 10 },
    });
    expect(flow.state.value).toMatchObject({ step: 'failure', code: 'lottery_not_running' });
  });

  it('ends in a failure that states the missing points when the balance is short', async () => {
    const { loyalty } = await signedIn();
    const flow = loyalty.rocketMart.exchangeFlow();
    await flow.start(cashBig);
    expect(flow.state.value).toMatchObject({ step: 'failure', code: 'insufficient_points', missingPoints: 8_750 });
    expect(loyalty.compPoints.chargeable.value).toBe(1_250);
  });

  it('warns a multi-account player and exchanges nothing', async () => {
    const { platform, loyalty } = await signedIn({ groups: [100] });
    const flow = loyalty.rocketMart.exchangeFlow();
    await flow.start(cashOne);
    expect(flow.state.value.step).toBe('multi-account');
    expect(platform.requests.some((request) => request.route === 'exchangeCompPoints')).toBe(false);
  });

  it('asks a player who cannot receive bonuses to enable them before a gift, then exchanges', async () => {
    const { casino, platform, loyalty } = await signedIn();
    await updateBonusSettings(casino, false);
    expect(casino.state.profile.value?.can_issue_bonuses).toBe(false);
    const flow = loyalty.rocketMart.exchangeFlow();

    await flow.start(spins);
    expect(flow.state.value.step).toBe('enable-bonuses');
    expect(platform.requests.some((request) => request.route === 'exchangeCompPoints')).toBe(false);

    await flow.enableBonuses();
    expect(casino.state.profile.value?.can_issue_bonuses).toBe(true);
    expect(flow.state.value).toMatchObject({
      step: 'success',
      result: { issued: [{ kind: 'freespins', freespins_count: 10 }] },
    });
  });

  it('exchanges cash without asking a player who cannot receive bonuses', async () => {
    const { casino, loyalty } = await signedIn();
    await updateBonusSettings(casino, false);
    const flow = loyalty.rocketMart.exchangeFlow();
    await flow.start(cashOne);
    expect(flow.state.value.step).toBe('success');
  });

  it('ends in a failure, reported, when the platform fails', async () => {
    const { casino, loyalty } = await signedIn({ failures: { exchangeCompPoints: 500 } });
    const errors = vi.fn();
    casino.events.on('request-error', errors);
    const flow = loyalty.rocketMart.exchangeFlow();
    await flow.start(cashOne);
    expect(flow.state.value).toMatchObject({ step: 'failure', code: null, missingPoints: null });
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/comp_points/exchange/money' }));
  });
});
