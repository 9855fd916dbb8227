import { CASHBOX_STEP_PATHS, cashboxStepOf, HASH_SHORTCUTS, popupOf } from './popups';

describe('popup paths', () => {
  it('maps the popup routes of core.md §2, old names included', () => {
    expect(popupOf('/sign-in')).toBe('sign-in');
    expect(popupOf('/login')).toBe('sign-in');
    expect(popupOf('/sign-up')).toBe('sign-up');
    expect(popupOf('/registration')).toBe('sign-up');
    expect(popupOf('/remind')).toBe('remind');
    expect(popupOf('/new-password')).toBe('new-password');
    expect(popupOf('/email-verify')).toBe('email-verify');
    expect(popupOf('/profile')).toBeNull();
    expect(popupOf('/constructor')).toBeNull();
  });

  it('opens the cashbox popup at the step of each cashbox path, the account alias included', () => {
    expect(
      ['/cashbox', '/dashboard', '/deposit', '/deposit-bonus', '/withdraw', '/deposit-fast', '/cashbox/history'].map(
        cashboxStepOf,
      ),
    ).toEqual(['dashboard', 'dashboard', 'deposit', 'deposit', 'withdraw', 'one-click', 'history']);
    expect(cashboxStepOf('/accounts/EUR/deposit')).toBe('deposit');
    expect(popupOf('/accounts/12/deposit')).toBe('cashbox');
    expect(cashboxStepOf('/accounts/EUR/deposit/more')).toBeNull();
    expect(popupOf('/accounts')).toBeNull();
    for (const [step, path] of Object.entries(CASHBOX_STEP_PATHS)) expect(cashboxStepOf(path)).toBe(step);
  });

  it('has the hash shortcuts of the account popups and the deposit', () => {
    expect(HASH_SHORTCUTS).toEqual({
      '#sign-in': '/sign-in',
      '#sign-up': '/sign-up',
      '#remind': '/remind',
      '#new-password': '/new-password',
      '#deposit': '/deposit',
    });
  });
});
