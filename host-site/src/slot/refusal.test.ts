import { readRefusal } from './refusal';
import { slotPlatform } from './testing/slotPlatform';

const ROUND = { game: 'deepsea/pearl-reef', currency: 'EUR', line_bet_cents: 10 };

async function refusalOf(status: number, body: unknown) {
  const { calls } = slotPlatform({ realRound: () => ({ status, body }) });
  return readRefusal(await calls.realRound(ROUND, 'key-1').catch((e) => e));
}

describe('readRefusal', () => {
  it('recognises every limit the server refuses a round for', async () => {
    const limits = [
      { base: ['play is blocked by your cooling-off until 2026-03-03 12:00 UTC'] },
      { base: ['play is blocked by your self-exclusion until it ends'] },
      { base: ['your day session limit of 60 minutes of play is reached: play again after 2026-03-03 00:00 UTC'] },
      {
        line_bet_cents: [
          'makes a bet of €20.00, over your week loss limit of €100.00: €10.00 left until 2026-03-09 00:00 UTC',
        ],
      },
      { line_bet_cents: ['makes a bet of €20.00, over your month wager limit of €50.00: €0.00 left until x'] },
    ];
    for (const errors of limits) {
      const message = Object.values(errors)[0]?.[0];
      expect(await refusalOf(422, { errors })).toEqual({ kind: 'limit', message });
    }
  });

  it('tells short cash, sign-in, other refusals and a lost connection apart', async () => {
    const short =
      'not enough money: the bet of €20.00 is more than the €7.80 cash in your EUR wallet; lower the line bet or make a deposit';
    expect(await refusalOf(422, { errors: { line_bet_cents: [short] } })).toEqual({ kind: 'money', message: short });
    expect(await refusalOf(401, { errors: { base: ['You need to sign in'] } })).toEqual({ kind: 'sign_in' });
    expect(await refusalOf(422, { errors: { currency: ['x is not offered in EUR'] } })).toEqual({
      kind: 'other',
      message: 'x is not offered in EUR',
    });
    expect(
      await refusalOf(500, { errors: { base: ['Something went wrong on our side. Please try again later.'] } }),
    ).toEqual({ kind: 'other', message: null });
    expect(await refusalOf(502, 'bad gateway')).toEqual({ kind: 'other', message: null });
    const { calls } = slotPlatform({ realRound: () => 'network' });
    expect(readRefusal(await calls.realRound(ROUND, 'key-1').catch((e) => e))).toEqual({
      kind: 'network',
    });
  });
});
