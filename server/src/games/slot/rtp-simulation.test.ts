import { SLOT_RTP } from './rtp';
import { seededRng } from './seeded-rng';
import { spin } from './spin';

const SPINS = 1_000_000;

describe('server spins', () => {
  it(`return the theoretical RTP within 4 standard errors over ${SPINS.toLocaleString('en')} spins`, () => {
    const rng = seededRng(20_240_604);
    let paid = 0;
    let staked = 0;
    let squares = 0;
    for (let round = 0; round < SPINS; round++) {
      const result = spin({ lineBetCents: 1 }, rng);
      const spinReturn = result.totalWinCents / result.betCents;
      paid += result.totalWinCents;
      staked += result.betCents;
      squares += spinReturn * spinReturn;
    }
    const measured = paid / staked;
    const sigma = Math.sqrt(squares / SPINS - measured * measured);
    const tolerance = (4 * sigma) / Math.sqrt(SPINS);
    console.info(
      `measured RTP ${(measured * 100).toFixed(3)} %, theoretical ${(SLOT_RTP * 100).toFixed(3)} %, ` +
        `sigma ${sigma.toFixed(3)} per spin, tolerance ±${(tolerance * 100).toFixed(3)} %`,
    );
    // The exact per-spin standard deviation is 2.333 (enumerateSlotStats); the sample's must agree.
    expect(sigma).toBeGreaterThan(2.333 * 0.9);
    expect(sigma).toBeLessThan(2.333 * 1.1);
    expect(Math.abs(measured - SLOT_RTP)).toBeLessThan(tolerance);
  });
});
