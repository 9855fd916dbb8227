import { REGISTRATION_GROUPS, registrationGroup, variantById, variantByVisitId } from './ab-test';

describe('A/B variants (core.md §6, §9)', () => {
  it('splits players into groups 543 (even id) and 544 (odd id)', () => {
    expect(REGISTRATION_GROUPS).toEqual({ even: 543, odd: 544 });
    expect(registrationGroup(42)).toBe(543);
    expect(registrationGroup(43)).toBe(544);
    expect(variantById(0)).toBe('even');
  });

  it('reads the last hex digit of an affiliate visit id', () => {
    expect(variantByVisitId('5f3a9c0e')).toBe('even');
    expect(variantByVisitId('5f3a9c0f')).toBe('odd');
    expect(variantByVisitId('5F3A9C0B')).toBe('odd');
    expect(variantByVisitId('abc-7')).toBe('odd');
    expect(variantByVisitId('visit-z')).toBeNull();
    expect(variantByVisitId('')).toBeNull();
  });
});
