import { chiSquarePValue, chiSquareStatistic, logGamma, upperRegularizedGamma } from './chi-square';

describe('χ² tail', () => {
  it('has ln Γ of integers and halves', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(10.5)).toBeCloseTo(13.940625219403763, 10);
  });

  it('is exp(-x) for one degree of the gamma function, and the closed forms of 2 degrees of freedom', () => {
    for (const x of [0.1, 1, 3, 12]) expect(upperRegularizedGamma(1, x)).toBeCloseTo(Math.exp(-x), 12);
    for (const statistic of [0.5, 4, 20])
      expect(chiSquarePValue(statistic, 2)).toBeCloseTo(Math.exp(-statistic / 2), 12);
  });

  it('puts the published critical values at their tail probabilities', () => {
    // NIST/SEMATECH e-Handbook 1.3.6.7.4 (upper critical values of the χ² distribution).
    expect(chiSquarePValue(3.841, 1)).toBeCloseTo(0.05, 4);
    expect(chiSquarePValue(22.458, 6)).toBeCloseTo(0.001, 5);
    expect(chiSquarePValue(24.322, 7)).toBeCloseTo(0.001, 5);
    expect(chiSquarePValue(149.449, 100)).toBeCloseTo(0.001, 5);
  });

  it('measures how far counts are from their weights', () => {
    expect(chiSquareStatistic([50, 50], [1, 1])).toBe(0);
    expect(chiSquareStatistic([60, 40], [1, 1])).toBeCloseTo(4, 12);
    expect(chiSquareStatistic([300, 100], [3, 1])).toBe(0);
  });
});
