import { loyaltyOf } from '../loyalty/loyalty-of';
import {
  createFixtureCasino,
  FIXTURE_DRAWN_SEED,
  FIXTURE_PASSWORD,
  fixtureLotteries,
  fixtureLottery,
} from '../testing';
import { tournamentsOf } from './tournaments-of';

describe('lotteries', () => {
  it('lists the lotteries, finds one by identifier or id, and answers null for an unknown one', async () => {
    const { casino } = createFixtureCasino();
    await casino.start();
    const { lotteries } = tournamentsOf(casino);
    await lotteries.list.ensure();
    expect(lotteries.list.data.value.map((lottery) => lottery.frontend_identifier)).toEqual([
      'rocket-lottery',
      'autumn-lottery',
    ]);
    const bySlug = lotteries.lottery.get('autumn-lottery');
    const byId = lotteries.lottery.get('1');
    const unknown = lotteries.lottery.get('no-such-lottery');
    await Promise.all([bySlug.ensure(), byId.ensure(), unknown.ensure()]);
    expect(bySlug.data.value?.draw.seed).toBe(FIXTURE_DRAWN_SEED);
    expect(byId.data.value?.frontend_identifier).toBe('rocket-lottery');
    expect(unknown.data.value).toBeNull();
  });

  it("loads the signed-in player's tickets, none for a guest, and forgets them at sign-out", async () => {
    const { casino, platform } = createFixtureCasino();
    await casino.start();
    const { lotteries } = tournamentsOf(casino);
    const status = lotteries.status.get(1);
    await Promise.all([status.ensure(), lotteries.statuses.ensure()]);
    expect(status.data.value).toBeNull();
    expect(platform.requests.some((r) => r.route === 'lotteryStatus' || r.route === 'lotteryStatuses')).toBe(false);

    await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
    await vi.waitFor(() => expect(status.data.value?.tickets.map((ticket) => ticket.number)).toEqual([2, 5]));
    await vi.waitFor(() => expect(lotteries.statuses.data.value).toHaveLength(2));
    expect(lotteries.statuses.data.value[1]?.prizes.map((prize) => prize.award_place)).toEqual([1]);

    await casino.session.signOut();
    await vi.waitFor(() => expect(status.data.value).toBeNull());
    expect(lotteries.statuses.data.value).toEqual([]);
  });

  it('verifies a draw: the seed hashes to the commitment and the winners follow from it and the tickets', async () => {
    const { casino } = createFixtureCasino();
    await casino.start();
    const { lotteries } = tournamentsOf(casino);
    const drawn = fixtureLotteries()[1];
    if (!drawn) throw new Error('the fixture has a drawn lottery');
    const verified = await lotteries.verifyDraw(drawn);
    expect(verified).toMatchObject({ seed: FIXTURE_DRAWN_SEED, commitmentHolds: true, winnersMatch: true });
    expect(verified.seedHash).toBe(drawn.draw.seed_hash);
    expect(verified.winners.map((winner) => winner.ticket_number)).toEqual([4, 6, 9]);
  });

  it('finds a draw that does not hold: another commitment, other winners', async () => {
    const { casino } = createFixtureCasino();
    await casino.start();
    const { lotteries } = tournamentsOf(casino);
    const drawn = fixtureLotteries()[1];
    if (!drawn) throw new Error('the fixture has a drawn lottery');
    const forged = {
      ...drawn,
      draw: {
        ...drawn.draw,
        seed_hash: '0'.repeat(64),
        winners: drawn.draw.winners.map((winner) => ({ ...winner, ticket_number: winner.ticket_number + 1 })),
      },
    };
    expect(await lotteries.verifyDraw(forged)).toMatchObject({ commitmentHolds: false, winnersMatch: false });
    await expect(lotteries.verifyDraw({ ...drawn, draw: { ...drawn.draw, seed: null } })).rejects.toThrow(
      /not drawn yet/,
    );
  });

  it('buys tickets with comp points through the Rocket Mart exchange flow, then shows them', async () => {
    const { casino } = createFixtureCasino({ signedInAs: 'eur@casino.test' });
    await casino.start();
    const { lotteries } = tournamentsOf(casino);
    const { rocketMart, compPoints } = loyaltyOf(casino);
    const cards = rocketMart.rates.get('lotteries');
    const status = lotteries.status.get(1);
    await Promise.all([cards.ensure(), status.ensure(), compPoints.balance.ensure()]);
    const card = cards.data.value.find((candidate) => candidate.lottery_ids?.includes(1));
    if (!card) throw new Error('the fixture sells tickets of lottery 1');
    const flow = rocketMart.exchangeFlow();
    await flow.start(card, 3);
    expect(flow.state.value).toMatchObject({
      step: 'success',
      result: { points: 300, issued: [{ kind: 'tickets', lottery_id: 1, numbers: [8, 9, 10] }] },
    });
    expect(compPoints.chargeable.value).toBe(950);
    await lotteries.ticketsChanged(1);
    expect(status.data.value?.tickets.map((ticket) => ticket.number)).toEqual([2, 5, 8, 9, 10]);
  });

  it('refuses tickets beyond what a player may hold, spending nothing', async () => {
    const { casino } = createFixtureCasino({
      signedInAs: 'eur@casino.test',
      loyalty: { compPoints: { chargeable: 10_000, persistent: 0 } },
    });
    await casino.start();
    const { rocketMart, compPoints } = loyaltyOf(casino);
    const cards = rocketMart.rates.get('lotteries');
    await Promise.all([cards.ensure(), compPoints.balance.ensure()]);
    const flow = rocketMart.exchangeFlow();
    const card = cards.data.value[0];
    if (!card) throw new Error('the fixture sells lottery tickets');
    await flow.start(card, 49);
    expect(flow.state.value).toMatchObject({ step: 'failure', code: 'tickets_limit' });
    expect(compPoints.chargeable.value).toBe(10_000);
  });

  it("buys the tickets of the lottery asked for, not the card's first one", async () => {
    const card = {
      group: 'lottery_ticket_both',
      title: 'Ticket of either lottery',
      type: 'lotteries' as const,
      wager: 0,
      rate: { points: 100, tickets_count: 1 },
      rates: [],
      games: [],
      lottery_ids: [1, 3],
      requires_bonuses: false,
    };
    const lotteries = [...fixtureLotteries(), fixtureLottery({ id: 3, frontend_identifier: 'third-lottery' })];
    const { casino, platform } = createFixtureCasino({
      signedInAs: 'eur@casino.test',
      loyalty: { rates: { lotteries: [card] } },
      tournaments: { lotteries },
    });
    await casino.start();
    const flow = loyaltyOf(casino).rocketMart.exchangeFlow();
    await flow.start(card, 2, 3);
    const exchange = platform.requests.find((request) => request.route === 'exchangeCompPoints');
    expect(exchange?.body).toMatchObject({
      exchange: { group: 'lottery_ticket_both', tickets_count: 2, lottery_id: 3 },
    });
    expect(flow.state.value).toMatchObject({
      step: 'success',
      lotteryId: 3,
      result: { issued: [{ kind: 'tickets', lottery_id: 3, numbers: [1, 2] }] },
    });
  });
});
