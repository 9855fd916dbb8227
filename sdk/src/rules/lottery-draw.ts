/**
 * The lottery draw (docs/lotteries.md, "Verifiable draw"): the winners are a function of the secret seed and the
 * ticket list alone, so anyone holding the published seed and GET /api/lotteries/{id}/tickets draws them again. The
 * server draws with this very code; it runs on WebCrypto (`globalThis.crypto.subtle`), in Node 20 and in browsers.
 *
 * Algorithm, version 1:
 * 1. The tickets are sorted by number (ascending); numbers are unique.
 * 2. A stream of 32-bit words: block `b` (b = 0, 1, …) is HMAC-SHA256 with the 32 seed bytes as key over `b` as a
 *    4-byte big-endian unsigned integer; each block gives 8 words, read big-endian in order.
 * 3. A number uniform below `m` takes the next word `x`; `x` is rejected (and the next word taken) while
 *    `x ≥ 2³² − (2³² mod m)`, so every remainder is equally likely (no modulo bias); the number is `x mod m`.
 * 4. A partial Fisher–Yates shuffle: for place `p` = 1 … min(places, tickets), `j = (p − 1) + uniform(n − p + 1)`,
 *    swap the sorted list's items `p − 1` and `j`; item `p − 1` is the ticket of place `p`.
 * One prize per ticket: a ticket wins at most one place, a player wins several only by holding several tickets.
 */

/** A drawn ticket and the prize place it won (1 is first). */
export interface LotteryWinner {
  award_place: number;
  ticket_number: number;
}

const SEED_PATTERN = /^[0-9a-f]{64}$/;
const WORD_RANGE = 2 ** 32;
const WORDS_PER_BLOCK = 8;

function seedBytes(seedHex: string): Uint8Array<ArrayBuffer> {
  if (!SEED_PATTERN.test(seedHex)) throw new RangeError('a lottery seed is 32 bytes as 64 lowercase hex digits');
  const bytes = new Uint8Array(seedHex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(seedHex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The commitment published when a lottery opens: SHA-256 of the seed's bytes, as lowercase hex. */
export async function seedHash(seedHex: string): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', seedBytes(seedHex)));
}

/** Numbers uniform below a bound, from the seed's HMAC word stream (steps 2 and 3). */
async function uniformSource(seedHex: string): Promise<(bound: number) => Promise<number>> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    seedBytes(seedHex),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  let block = 0;
  let words = new DataView(new ArrayBuffer(0));
  let next = WORDS_PER_BLOCK;
  async function word(): Promise<number> {
    if (next === WORDS_PER_BLOCK) {
      // a byte array, not its bare ArrayBuffer: WebCrypto in a test DOM (jsdom) refuses another realm's ArrayBuffer
      const counter = new Uint8Array(4);
      new DataView(counter.buffer).setUint32(0, block);
      words = new DataView(await globalThis.crypto.subtle.sign('HMAC', key, counter));
      block += 1;
      next = 0;
    }
    const value = words.getUint32(next * 4);
    next += 1;
    return value;
  }
  return async (bound) => {
    const limit = WORD_RANGE - (WORD_RANGE % bound);
    for (;;) {
      const value = await word();
      if (value < limit) return value % bound;
    }
  };
}

/**
 * The winning tickets by place for `places` prize places: min(places, tickets) winners, place 1 first. Throws a
 * RangeError for a malformed seed or a repeated ticket number.
 */
export async function drawLotteryWinners(
  seedHex: string,
  ticketNumbers: readonly number[],
  places: number,
): Promise<LotteryWinner[]> {
  const pool = [...ticketNumbers].sort((a, b) => a - b);
  for (let index = 1; index < pool.length; index += 1) {
    if (pool[index] === pool[index - 1]) throw new RangeError(`ticket ${pool[index]} is listed twice`);
  }
  const uniform = await uniformSource(seedHex);
  const winners: LotteryWinner[] = [];
  const count = Math.min(Math.max(0, Math.floor(places)), pool.length);
  for (let index = 0; index < count; index += 1) {
    const pick = index + (await uniform(pool.length - index));
    const chosen = pool[pick] as number;
    pool[pick] = pool[index] as number;
    pool[index] = chosen;
    winners.push({ award_place: index + 1, ticket_number: chosen });
  }
  return winners;
}
