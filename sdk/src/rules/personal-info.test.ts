import { missingPersonalInfo, PERSONAL_INFO_FIELDS } from './personal-info';

const complete = {
  mobile_phone: '+49 151 2345678',
  first_name: 'Ann',
  last_name: 'Lee',
  date_of_birth: '1990-05-05',
  country: 'DE',
  city: 'Berlin',
  address: 'Unter den Linden 1',
  postal_code: '10117',
};

describe('personal info before the cashbox (core.md §5: "if a fiat user lacks phone, first name, last name, birth date, country, city, address or postal code")', () => {
  it('names the eight fields of the rule', () => {
    expect(PERSONAL_INFO_FIELDS).toEqual([
      'mobile_phone',
      'first_name',
      'last_name',
      'date_of_birth',
      'country',
      'city',
      'address',
      'postal_code',
    ]);
  });

  it('lets a complete fiat player through', () => {
    expect(missingPersonalInfo(complete, true)).toEqual([]);
  });

  it('lists the empty, blank and missing fields of a fiat player', () => {
    const { city: _city, ...withoutCity } = complete;
    expect(missingPersonalInfo({ ...withoutCity, mobile_phone: null, postal_code: '  ' }, true)).toEqual([
      'mobile_phone',
      'city',
      'postal_code',
    ]);
  });

  it('asks nothing of a crypto player', () => {
    expect(missingPersonalInfo({}, false)).toEqual([]);
  });
});
