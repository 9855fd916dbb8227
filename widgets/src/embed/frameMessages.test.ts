import type { SessionUser } from '@casino/sdk/contract';
import { frameMessages } from './frameMessages';

const ORIGIN = 'http://localhost:8080';
const user = { id: 7, email: 'eur@casino.test' } as SessionUser;

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
});
