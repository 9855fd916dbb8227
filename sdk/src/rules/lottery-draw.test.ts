import { createHash, createHmac } from 'node:crypto';
import { drawLotteryWinners, seedHash } from './lottery-draw';

/** A seed made from a label, so every test run draws from the same seeds. */
function seedOf(label: string): string {
  return createHash('sha256').update(label).digest('hex');
}

/** The documented algorithm (lottery-draw.ts, steps 1–4) written again on node:crypto, as someone checking a draw would. */
function drawByHand(seedHex: string, tickets: readonly number[], places: number): number[] {
  const pool = [...tickets].sort((a, b) => a - b);
  const words: number[] = [];
  let block = 0;
  const word = () => {
    if (words.length === 0) {
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(block);
      block += 1;
      const digest = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(counter).digest();
      for (let offset = 0; offset < 32; offset += 4) words.push(digest.readUInt32BE(offset));
    }
    return words.shift() as number;
  };
  const winners: number[] = [];
  for (let index = 0; index < Math.min(places, pool.length); index += 1) {
    const bound = pool.length - index;
    let value = word();
    while (value >= 2 ** 32 - (2 ** 32 % bound)) value = word();
    const pick = index + (value % bound);
    [pool[index], pool[pick]] = [pool[pick] as number, pool[index] as number];
    winners.push(pool[index] as number);
  }
  return winners;
}

/** Pearson's χ² statistic of counts against equal expected counts. */
function chiSquareUniform(counts: readonly number[]): number {
  const expected = counts.reduce((sum, count) => sum + count, 0) / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('lottery draw (docs/lotteries.md, "Verifiable draw")', () => {
  const seed = seedOf('spring lottery');
  const tickets = Array.from({ length: 40 }, (_, index) => index + 1);

  it('hashes the seed’s bytes with SHA-256', async () => {
    expect(await seedHash(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
  });

  it('draws the same winners from the same seed and tickets, in any list order', async () => {
    const first = await drawLotteryWinners(seed, tickets, 5);
    expect(first).toHaveLength(5);
    expect(first.map((winner) => winner.award_place)).toEqual([1, 2, 3, 4, 5]);
    expect(await drawLotteryWinners(seed, [...tickets].reverse(), 5)).toEqual(first);
  });

  it('follows the documented algorithm step by step', async () => {
    for (const label of ['a', 'b', 'c', 'd']) {
      const drawn = await drawLotteryWinners(seedOf(label), [7, 3, 19, 120, 4, 55, 8], 4);
      expect(drawn.map((winner) => winner.ticket_number)).toEqual(
        drawByHand(seedOf(label), [7, 3, 19, 120, 4, 55, 8], 4),
      );
    }
    const many = Array.from({ length: 5_000 }, (_, index) => index * 3 + 1);
    const drawn = await drawLotteryWinners(seed, many, 30);
    expect(drawn.map((winner) => winner.ticket_number)).toEqual(drawByHand(seed, many, 30));
  });

  it('draws the worked example of docs/lotteries.md', async () => {
    const example = '3cbe0e08bc1962e7686e1befb7d2c3107dca766fe1cb722c5e9e005a2ae5739e';
    expect(await seedHash(example)).toBe('d0f1808375af2870f33428ebc1d788c2c502ad31cd53dc16bbbc54448c469e84');
    const ten = Array.from({ length: 10 }, (_, index) => index + 1);
    expect(await drawLotteryWinners(example, ten, 3)).toEqual([
      { award_place: 1, ticket_number: 10 },
      { award_place: 2, ticket_number: 1 },
      { award_place: 3, ticket_number: 4 },
    ]);
  });

  it('draws other winners from another seed', async () => {
    const first = await drawLotteryWinners(seed, tickets, 5);
    expect(await drawLotteryWinners(seedOf('summer lottery'), tickets, 5)).not.toEqual(first);
  });

  it('gives a ticket one place at most, and no more places than tickets', async () => {
    const drawn = await drawLotteryWinners(seed, [11, 12, 13], 10);
    expect(drawn.map((winner) => winner.award_place)).toEqual([1, 2, 3]);
    expect(new Set(drawn.map((winner) => winner.ticket_number))).toEqual(new Set([11, 12, 13]));
    expect(await drawLotteryWinners(seed, [], 3)).toEqual([]);
  });

  it('refuses a malformed seed and a ticket listed twice', async () => {
    await expect(drawLotteryWinners('abc', tickets, 1)).rejects.toThrow(RangeError);
    await expect(drawLotteryWinners(seed.toUpperCase(), tickets, 1)).rejects.toThrow(RangeError);
    await expect(drawLotteryWinners(seed, [1, 2, 2], 1)).rejects.toThrow(RangeError);
    await expect(seedHash('')).rejects.toThrow(RangeError);
  });

  it('gives every ticket the same chance of every place (χ², p > 0.001)', async () => {
    const ten = [5, 9, 14, 20, 21, 30, 44, 61, 70, 99];
    const first = new Array<number>(ten.length).fill(0);
    const third = new Array<number>(ten.length).fill(0);
    const pairs = new Array<number>(ten.length * ten.length).fill(0);
    for (let draw = 0; draw < 6_000; draw += 1) {
      const [one, two, three] = (await drawLotteryWinners(seedOf(`draw ${draw}`), ten, 3)).map((winner) =>
        ten.indexOf(winner.ticket_number),
      );
      first[one as number] = (first[one as number] ?? 0) + 1;
      third[three as number] = (third[three as number] ?? 0) + 1;
      const pair = (one as number) * ten.length + (two as number);
      pairs[pair] = (pairs[pair] ?? 0) + 1;
    }
    // Critical values at p = 0.001: 27.88 for 9 degrees of freedom, 135.98 for 89 (the 90 ordered pairs).
    expect(chiSquareUniform(first)).toBeLessThan(27.88);
    expect(chiSquareUniform(third)).toBeLessThan(27.88);
    expect(chiSquareUniform(pairs.filter((_, index) => index % (ten.length + 1) !== 0))).toBeLessThan(135.98);
  });
});
