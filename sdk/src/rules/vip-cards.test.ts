import type { VipStatusProgress } from '../contract/vip';
import { vipCardState, vipCards, vipFallbackProgress, vipQuarterRemainingMs, vipStatusShown } from './vip-cards';

const progress = (fields: Partial<VipStatusProgress>): VipStatusProgress => ({
  ...vipFallbackProgress('EUR', 7),
  ...fields,
});

describe('VIP status cards', () => {
  it('mark the held status current, the ones below achieved, the one above next and the rest locked', () => {
    const cards = vipCards(progress({ currentStatus: 'silver', activeStatus: 'silver', nextStatus: 'gold' }), 'EUR');
    expect(cards.map((card) => [card.status, card.state])).toEqual([
      ['regular', 'achieved'],
      ['bronze', 'achieved'],
      ['silver', 'current'],
      ['gold', 'next'],
      ['diamond', 'locked'],
    ]);
  });

  it('show a status this quarter reached before the platform wrote it to the groups', () => {
    const reached = progress({ currentStatus: 'bronze', activeStatus: 'gold', nextStatus: 'diamond' });
    expect(vipStatusShown(reached)).toBe('gold');
    expect(vipCards(reached, 'EUR').find((card) => card.state === 'current')?.status).toBe('gold');
    expect(vipStatusShown(progress({ currentStatus: 'gold', activeStatus: 'regular' }))).toBe('gold');
  });

  it('ask each status its multiple of the currency thresholds, diamond lifelong', () => {
    const cards = vipCards(progress({}), 'BRL');
    expect(cards.map((card) => card.asks.depositCents)).toEqual([0, 3_000_000, 6_000_000, 9_000_000, 12_000_000]);
    expect(cards.map((card) => card.asks.betSumCents)).toEqual([0, 30_000_000, 60_000_000, 90_000_000, 120_000_000]);
    expect(cards.filter((card) => card.lifelong).map((card) => card.status)).toEqual(['diamond']);
    expect(vipCards(progress({}), 'JPY')[1]?.asks).toEqual({ depositCents: 900_000, betSumCents: 9_000_000 });
  });

  it('lock every card for a guest, who sees the ladder only', () => {
    expect(vipCards(null, 'EUR').map((card) => card.state)).toEqual(['locked', 'locked', 'locked', 'locked', 'locked']);
  });

  it('at diamond leave nothing next', () => {
    expect(vipCardState('gold', 'diamond')).toBe('achieved');
    expect(vipCardState('diamond', 'diamond')).toBe('current');
    expect(vipCardState('regular', 'regular')).toBe('current');
    expect(vipCardState('silver', 'regular')).toBe('locked');
  });
});

describe('VIP quarter end', () => {
  it('counts down to the first instant of the next UTC quarter', () => {
    expect(vipQuarterRemainingMs(Date.parse('2026-03-31T23:59:00Z'))).toBe(60_000);
    expect(vipQuarterRemainingMs(Date.parse('2026-04-01T00:00:00Z'))).toBe(
      Date.parse('2026-07-01T00:00:00Z') - Date.parse('2026-04-01T00:00:00Z'),
    );
    expect(vipQuarterRemainingMs(Date.parse('2026-12-31T00:00:00Z'))).toBe(86_400_000);
  });
});

describe('VIP fallback progress', () => {
  it('is regular, next bronze, zero amounts against bronze in the currency (loyalty.md §8)', () => {
    expect(vipFallbackProgress('AUD')).toEqual({
      userId: 0,
      currency: 'AUD',
      currentStatus: 'regular',
      activeStatus: 'regular',
      nextStatus: 'bronze',
      depositAmountCents: 0,
      depositThresholdCents: 900_000,
      betSumCents: 0,
      betSumThresholdCents: 9_000_000,
      overallProgress: 0,
    });
  });
});
