import { createHash } from 'node:crypto';
import { LotteryList, LotteryStatus, LotteryTicketList, RateCardList } from '@casino/sdk/contract';
import { drawLotteryWinners } from '@casino/sdk/rules';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // the test database was seeded at its own time: look at the lotteries from then
  const [seeded] = await t.db.query<{ created_at: Date }>(
    `select created_at from lotteries where frontend_identifier = 'new-moon-mega-lottery'`,
  );
  t.clock.advance((seeded?.created_at.getTime() ?? 0) - t.clock().getTime());
});
afterAll(() => t.close());

async function listed() {
  const list = LotteryList.parse((await t.client().get('/api/lotteries')).body);
  const find = (identifier: string) => {
    const lottery = list.find((item) => item.frontend_identifier === identifier);
    if (!lottery) throw new Error(`${identifier} is not listed`);
    return lottery;
  };
  return {
    drawn: find('supernova-spring-lottery'),
    running: find('galaxy-weekly-lottery'),
    future: find('new-moon-mega-lottery'),
  };
}

describe('the seeded lotteries (docs/lotteries.md, Seeds)', () => {
  it('shows a drawn, a running and a future lottery', async () => {
    const { drawn, running, future } = await listed();
    expect([drawn.status, running.status, future.status]).toEqual(['archive', 'active', 'future']);
    expect(future.lottery_tickets_count).toBe(0);
    expect(running.draw.seed).toBeNull();
    expect(running.comp_points_ticket_price).toBe(200);
    const cards = RateCardList.parse((await t.client().get('/api/comp_points/rates/lotteries')).body);
    expect(cards.map((card) => [card.group, card.rate.tickets_count, card.lottery_ids])).toEqual([
      ['lottery_ticket_1', 1, [running.id]],
      ['lottery_ticket_5', 5, [running.id]],
    ]);
  });

  it('drew the past one with the draw’s own code: its seed hashes to the commitment and draws the stored winners', async () => {
    const { drawn } = await listed();
    const seed = drawn.draw.seed ?? '';
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(drawn.draw.seed_hash);
    const tickets = LotteryTicketList.parse((await t.client().get(`/api/lotteries/${drawn.id}/tickets`)).body);
    expect(tickets.tickets.length).toBe(drawn.lottery_tickets_count);
    const redrawn = await drawLotteryWinners(
      seed,
      tickets.tickets.map((ticket) => ticket.number),
      drawn.prizes.length,
    );
    expect(drawn.draw.winners.map(({ award_place, ticket_number }) => ({ award_place, ticket_number }))).toEqual(
      redrawn,
    );
    expect(drawn.draw.winners).toHaveLength(5);
    expect(drawn.prizes.every((prize) => prize.nickname !== null)).toBe(true);
    const [paid] = await t.db.query<{ payouts: number }>(
      `select count(*)::integer as payouts from ledger_transactions where kind = 'lottery_prize'`,
    );
    expect(paid?.payouts).toBe(3);
  });

  it('gave the lottery players tickets from points and from deposits', async () => {
    const { running } = await listed();
    const client = t.client();
    await client.signIn('sam.stellar@players.casino.test');
    const status = LotteryStatus.parse((await client.get(`/api/lotteries/${running.id}/status`)).body);
    expect(status.tickets.filter((ticket) => ticket.source === 'exchange')).toHaveLength(10);
    expect(status.tickets.filter((ticket) => ticket.source === 'deposit')).toHaveLength(10);
    const tickets = LotteryTicketList.parse((await t.client().get(`/api/lotteries/${running.id}/tickets`)).body);
    expect(new Set(tickets.tickets.map((ticket) => ticket.nickname))).toEqual(
      new Set(['StellarSam', 'NebulaNina', 'CometKai', 'OrbitOlga', 'LunaLux', 'RocketRaj']),
    );
  });
});
