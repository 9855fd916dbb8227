/** A player field row of the seed; mirrors the PlayerField contract. */
export interface SeedPlayerField {
  field: string;
  type: 'text' | 'select' | 'date' | 'checkbox' | 'email' | 'password' | 'tel';
  minLength?: number;
  maxLength?: number;
  onceSet?: boolean;
  minAge?: number;
  inclusion?: readonly string[];
}

/** Every field the platform may ask for. */
export const PLAYER_FIELDS: readonly SeedPlayerField[] = [
  { field: 'email', type: 'email', maxLength: 254 },
  { field: 'password', type: 'password', minLength: 8, maxLength: 128 },
  { field: 'currency', type: 'select' },
  { field: 'country', type: 'select' },
  { field: 'nickname', type: 'text', minLength: 3, maxLength: 15 },
  { field: 'first_name', type: 'text', maxLength: 50 },
  { field: 'last_name', type: 'text', maxLength: 50 },
  { field: 'date_of_birth', type: 'date', onceSet: true, minAge: 18 },
  { field: 'gender', type: 'select', inclusion: ['m', 'f'] },
  { field: 'mobile_phone', type: 'tel', minLength: 8, maxLength: 20 },
  { field: 'city', type: 'text', maxLength: 60 },
  { field: 'address', type: 'text', maxLength: 120 },
  { field: 'postal_code', type: 'text', maxLength: 12 },
  { field: 'state', type: 'text', maxLength: 60 },
  { field: 'personal_id_number', type: 'text', minLength: 11, maxLength: 11, onceSet: true },
  { field: 'receive_promos', type: 'checkbox' },
  { field: 'receive_sms_promos', type: 'checkbox' },
  { field: 'terms_acceptance', type: 'checkbox' },
];

/** Fields asked in each fixed context. */
export const CONTEXTS: Readonly<Record<'registration' | 'deposit' | 'cashout' | 'edition', readonly string[]>> = {
  registration: [
    'email',
    'password',
    'currency',
    'country',
    'nickname',
    'date_of_birth',
    'mobile_phone',
    'receive_promos',
    'terms_acceptance',
  ],
  deposit: ['first_name', 'last_name', 'date_of_birth', 'mobile_phone', 'country', 'city', 'address', 'postal_code'],
  cashout: ['first_name', 'last_name', 'date_of_birth', 'mobile_phone', 'country', 'city', 'address', 'postal_code'],
  edition: [
    'first_name',
    'last_name',
    'nickname',
    'date_of_birth',
    'gender',
    'mobile_phone',
    'country',
    'city',
    'address',
    'postal_code',
    'state',
    'personal_id_number',
    'receive_promos',
    'receive_sms_promos',
  ],
};

/** Fields a game provider needs before a game opens in real mode. */
export const PROVIDER_CONTEXTS: Readonly<Record<string, readonly string[]>> = {
  authentic: ['first_name', 'last_name', 'date_of_birth', 'mobile_phone'],
  evolution: ['first_name', 'last_name', 'date_of_birth', 'country'],
  netent: ['date_of_birth', 'country'],
  playngo: ['nickname', 'date_of_birth'],
};

/** Fields each payment system needs, per action. */
export const PAYMENT_SYSTEM_CONTEXTS: Readonly<
  Record<string, { deposit: readonly string[]; cashout: readonly string[] }>
> = {
  card: {
    deposit: ['first_name', 'last_name', 'postal_code'],
    cashout: ['first_name', 'last_name', 'address', 'city', 'postal_code'],
  },
  interac: {
    deposit: ['first_name', 'last_name', 'mobile_phone'],
    cashout: ['first_name', 'last_name', 'mobile_phone'],
  },
  crypto: { deposit: [], cashout: ['date_of_birth'] },
};
