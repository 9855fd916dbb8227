import { isMultiAccount, MULTI_ACCOUNT_GROUP } from './multi-account';

describe('multi-account players (core.md §6)', () => {
  it('finds the multi-account group 100 among group ids or statuses', () => {
    expect(MULTI_ACCOUNT_GROUP).toBe(100);
    expect(isMultiAccount([21, 100])).toBe(true);
    expect(isMultiAccount(['100'])).toBe(true);
    expect(
      isMultiAccount([
        { id: 257, name: 'Bronze' },
        { id: '100', name: 'multi' },
      ]),
    ).toBe(true);
    expect(isMultiAccount([{ id: 257, name: 'Bronze' }, 1000, 10])).toBe(false);
    expect(isMultiAccount([])).toBe(false);
  });
});
