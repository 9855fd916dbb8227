import { HASH_SHORTCUTS, popupOf } from './popups';

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

  it('has the four hash shortcuts', () => {
    expect(HASH_SHORTCUTS).toEqual({
      '#sign-in': '/sign-in',
      '#sign-up': '/sign-up',
      '#remind': '/remind',
      '#new-password': '/new-password',
    });
  });
});
