import { NetworkError } from '@casino/sdk';
import type { FixtureAnswer } from '@casino/sdk/testing';
import { demoRounds, realRounds } from './slotRounds';
import { oceanRound } from './testing/slotFixtures';
import { slotPlatform } from './testing/slotPlatform';

const ACCOUNT = {
  currency: 'EUR',
  amount_cents: 9_800,
  available_to_cashout_cents: 9_800,
  available_to_bet_with_locked_cent: 0,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: null,
  active: true,
  total_wagering_cents: 0,
  wagered_cents: 0,
};

describe('slot rounds', () => {
  it('plays a demo round without a session', async () => {
    const { calls, requests } = slotPlatform({
      demoRound: () => ({ status: 201, body: { round: oceanRound(10, 'FUN') } }),
    });
    const played = await demoRounds(calls, 'deepsea/pearl-reef').play(10);
    expect(played).toEqual({ round: oceanRound(10, 'FUN'), balance: null });
    expect(requests[0]?.body).toEqual({ game: 'deepsea/pearl-reef', line_bet_cents: 10 });
  });

  it('sends a real round with a fresh Idempotency-Key, and asks an unanswered spin again with the same key', async () => {
    const answers: FixtureAnswer[] = [
      'network',
      'network',
      { status: 201, body: { round: oceanRound(10, 'EUR'), balance: ACCOUNT } },
      { status: 422, body: { errors: { line_bet_cents: ['not enough money: …'] } } },
      { status: 201, body: { round: oceanRound(20, 'EUR', false), balance: ACCOUNT } },
    ];
    const { calls, requests } = slotPlatform({
      realRound: () => answers.shift() ?? 'network',
    });
    let keys = 0;
    const rounds = realRounds(calls, 'deepsea/pearl-reef', 'EUR', () => `key-${++keys}`);

    await expect(rounds.play(10)).rejects.toBeInstanceOf(NetworkError);
    expect((await rounds.play(10)).balance).toEqual(ACCOUNT);
    await expect(rounds.play(20)).rejects.toMatchObject({ status: 422 });
    expect((await rounds.play(20)).round.win_cents).toBe(0);

    expect(requests.map((request) => request.headers.get('idempotency-key'))).toEqual([
      'key-1', // the client's own retry after a network failure…
      'key-1',
      'key-1', // …and the player's next spin at the same bet: the same key
      'key-2', // a refusal was an answer: a new spin gets a new key
      'key-3',
    ]);
    expect(requests[0]?.body).toEqual({ game: 'deepsea/pearl-reef', currency: 'EUR', line_bet_cents: 10 });
  });

  it('takes a new key when the bet of an unanswered spin changes', async () => {
    const answers: FixtureAnswer[] = [
      'network',
      'network',
      { status: 201, body: { round: oceanRound(20, 'EUR'), balance: ACCOUNT } },
    ];
    const { calls, requests } = slotPlatform({ realRound: () => answers.shift() ?? 'network' });
    let keys = 0;
    const rounds = realRounds(calls, 'deepsea/pearl-reef', 'EUR', () => `key-${++keys}`);
    await expect(rounds.play(10)).rejects.toBeInstanceOf(NetworkError);
    await rounds.play(20);
    expect(requests.map((request) => request.headers.get('idempotency-key'))).toEqual(['key-1', 'key-1', 'key-2']);
  });
});
