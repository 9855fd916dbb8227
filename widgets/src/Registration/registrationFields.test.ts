import type { PlayerFields } from '@casino/sdk/contract';
import { registrationFields } from './registrationFields';

const FIELDS: PlayerFields = {
  fields: [
    { field: 'gender', type: 'select', inclusion: { in: ['male', 'female'] } },
    { field: 'date_of_birth', type: 'date' },
    { field: 'receive_promos', type: 'checkbox' },
  ],
  contexts: {
    registration: ['email', 'gender', 'date_of_birth', 'city', 'receive_promos', 'terms_acceptance'],
    deposit: [],
    cashout: [],
    edition: [],
    providers: {},
    payment_systems: {},
  },
};

describe('registrationFields', () => {
  it('lists the context fields beyond the base ones, typed by the field list, in context order', () => {
    expect(registrationFields(FIELDS)).toEqual([
      { name: 'gender', type: 'select', choices: ['male', 'female'], autoComplete: 'sex' },
      { name: 'date_of_birth', type: 'date', choices: [], autoComplete: 'bday' },
      { name: 'city', type: 'text', choices: [], autoComplete: 'address-level2' },
      { name: 'receive_promos', type: 'checkbox', choices: [], autoComplete: undefined },
    ]);
  });

  it('has no extra fields before the player fields have loaded', () => {
    expect(registrationFields(null)).toEqual([]);
  });
});
