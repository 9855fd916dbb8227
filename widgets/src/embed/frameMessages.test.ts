import type { Payment, SessionUser } from '@casino/sdk/contract';
import { frameMessages } from './frameMessages';

const ORIGIN = 'http://localhost:8080';
const user = { id: 7, email: 'eur@casino.test' } as SessionUser;
const payment = { id: 41, action: 'deposit', state: 'succeeded', amount_cents: 2500, currency: 'EUR' } as Payment;

describe('frameMessages', () => {
  it('asks the parent to refresh its user and then close the frame after sign-in or sign-up', () => {
    const expected = [
      { type: 'refresh_user', payload: {} },
      { type: 'close', payload: {} },
    ];
    expect(frameMessages(['casino:signed-in', user], ORIGIN)).toEqual(expected);
    expect(frameMessages(['casino:signed-up', user], ORIGIN)).toEqual(expected);
  });

  it('redirects the parent to the absolute address of the casino page a widget navigates to', () => {
    expect(frameMessages(['casino:navigate', { to: 'registration' }], ORIGIN)).toEqual([
      { type: 'redirect', payload: { url: 'http://localhost:8080/sign-up' } },
    ]);
    expect(frameMessages(['casino:navigate', { to: 'remind' }], ORIGIN)).toEqual([
      { type: 'redirect', payload: { url: 'http://localhost:8080/remind' } },
    ]);
    expect(frameMessages(['casino:navigate', { to: 'login' }], 'https://casino.example')).toEqual([
      { type: 'redirect', payload: { url: 'https://casino.example/sign-in' } },
    ]);
  });

  it('redirects the parent to the deposit page from the balance widget', () => {
    expect(frameMessages(['casino:deposit', null], ORIGIN)).toEqual([
      { type: 'redirect', payload: { url: 'http://localhost:8080/deposit' } },
    ]);
  });

  it('asks the parent to refresh its user after a cashbox deposit or withdrawal, and closes on Done', () => {
    expect(frameMessages(['casino:deposited', payment], ORIGIN)).toEqual([{ type: 'refresh_user', payload: {} }]);
    expect(frameMessages(['casino:withdrawn', { ...payment, action: 'cashout', state: 'pending' }], ORIGIN)).toEqual([
      { type: 'refresh_user', payload: {} },
    ]);
    expect(frameMessages(['casino:close', null], ORIGIN)).toEqual([{ type: 'close', payload: {} }]);
    expect(frameMessages(['casino:step-change', { step: 'withdraw' }], ORIGIN)).toEqual([]);
    expect(frameMessages(['casino:navigate', { to: 'limits' }], ORIGIN)).toEqual([
      { type: 'redirect', payload: { url: 'http://localhost:8080/profile/limits' } },
    ]);
  });

  it('sends the parent to the page of a game chosen in the search', () => {
    expect(frameMessages(['casino:game-selected', { identifier: 'netent/golden-reef' }], ORIGIN)).toEqual([
      { type: 'redirect', payload: { url: 'http://localhost:8080/play/netent/golden-reef' } },
    ]);
  });
});
