import type { MethodField, PaymentAction, PaymentMethod } from '@casino/sdk/contract';

/** Payment systems of the sandbox provider (they name the player-field contexts of /api/info/player_fields). */
export type PaymentSystem = 'card' | 'bank_transfer' | 'crypto';

/** Amount bounds, fee and timing of a method for one action. */
export interface ActionTerms {
  minCents: number;
  /** Null: no upper bound. */
  maxCents: number | null;
  /** Fee in basis points of the amount (100 = 1 %). */
  feeBps: number;
  /** Seconds the provider takes once the payment is processing (0 = instant). */
  processingSeconds: number;
  processingText: string;
}

/** A method of the sandbox for one currency, with its terms per action (none: the action is not offered). */
export interface SandboxMethod {
  id: string;
  system: PaymentSystem;
  type: PaymentMethod['type'];
  brand: string;
  title: string;
  /** Name shown as `system_name` on payments. */
  systemName: string;
  currency: string;
  deposit: ActionTerms | null;
  cashout: ActionTerms | null;
}

/** Seconds a cashout stays pending (recallable, under review) before the provider starts processing it. */
export const CASHOUT_REVIEW_SECONDS = 600;
/** Seconds a deposit waits for its 3-D Secure step before it is canceled. */
export const AUTHENTICATION_WINDOW_SECONDS = 900;

/** Minor units per major unit of the fiat currencies (ISO 4217; JPY has none). */
const FIAT_SUBUNITS: Readonly<Record<string, number>> = {
  EUR: 100,
  USD: 100,
  GBP: 100,
  CAD: 100,
  AUD: 100,
  NZD: 100,
  NOK: 100,
  PLN: 100,
  JPY: 1,
  BRL: 100,
  INR: 100,
  KZT: 100,
};

/** How many units of a currency weigh about as much as one EUR for the fiat bounds (so that 10 JPY is not a minimum). */
const FIAT_SCALE: Readonly<Record<string, number>> = { JPY: 150, NOK: 10, PLN: 4, BRL: 5, INR: 80, KZT: 450 };

/** Crypto minimum deposit and withdrawal bounds of core.md §9, in minor units (BTC, BCH, LTC, DOG 10^8; ETH 10^9; USDT 10^6). */
export const CRYPTO_TERMS: Readonly<
  Record<
    string,
    { name: string; brand: string; minDepositCents: number; cashoutMinCents: number; cashoutMaxCents: number }
  >
> = {
  BTC: {
    brand: 'bitcoin',
    name: 'Bitcoin',
    minDepositCents: 10_000,
    cashoutMinCents: 10_000,
    cashoutMaxCents: 40_000_000,
  },
  BCH: {
    brand: 'bitcoin_cash',
    name: 'Bitcoin Cash',
    minDepositCents: 10_000,
    cashoutMinCents: 10_000,
    cashoutMaxCents: 40_000_000,
  },
  LTC: {
    brand: 'litecoin',
    name: 'Litecoin',
    minDepositCents: 1_000_000,
    cashoutMinCents: 10_000,
    cashoutMaxCents: 6_000_000_000,
  },
  ETH: {
    brand: 'ethereum',
    name: 'Ethereum',
    minDepositCents: 10_000_000,
    cashoutMinCents: 100_000,
    cashoutMaxCents: 12_000_000_000,
  },
  DOG: {
    brand: 'dogecoin',
    name: 'Dogecoin',
    minDepositCents: 1_000_000,
    cashoutMinCents: 10_000,
    cashoutMaxCents: 160_000_000_000_000,
  },
  USDT: {
    brand: 'tether',
    name: 'Tether (ERC-20)',
    minDepositCents: 20_000_000,
    cashoutMinCents: 25_000_000,
    cashoutMaxCents: 4_000_000_000,
  },
};

function fiatTerms(currency: string, min: number, max: number, feeBps: number, seconds: number, text: string) {
  const unit = (FIAT_SUBUNITS[currency] ?? 100) * (FIAT_SCALE[currency] ?? 1);
  return { minCents: min * unit, maxCents: max * unit, feeBps, processingSeconds: seconds, processingText: text };
}

/** The sandbox's methods for a currency (none for an unknown currency or a coin without deposit addresses). */
export function sandboxMethods(currency: string): SandboxMethod[] {
  if (FIAT_SUBUNITS[currency] !== undefined) {
    return [
      {
        id: 'card',
        system: 'card',
        type: 'cards',
        brand: 'card',
        title: 'Credit or debit card',
        systemName: 'Sandbox Cards',
        currency,
        deposit: fiatTerms(currency, 10, 5_000, 0, 0, 'Instant'),
        cashout: fiatTerms(currency, 20, 4_000, 0, 0, 'Instant once approved'),
      },
      {
        id: 'bank_transfer',
        system: 'bank_transfer',
        type: 'bank_transfer',
        brand: 'bank_transfer',
        title: 'Bank transfer',
        systemName: 'Sandbox Bank',
        currency,
        deposit: fiatTerms(currency, 20, 50_000, 0, 120, '1–3 business days (sandbox: 2 minutes)'),
        cashout: fiatTerms(currency, 50, 50_000, 100, 300, '1–3 business days (sandbox: 5 minutes)'),
      },
    ];
  }
  const coin = CRYPTO_TERMS[currency];
  if (!coin) return [];
  return [
    {
      id: `crypto_${currency.toLowerCase()}`,
      system: 'crypto',
      type: 'crypto',
      brand: coin.brand,
      title: coin.name,
      systemName: 'Sandbox Chain',
      currency,
      deposit: {
        minCents: coin.minDepositCents,
        maxCents: null,
        feeBps: 0,
        processingSeconds: 0,
        processingText: 'After network confirmation',
      },
      cashout: {
        minCents: coin.cashoutMinCents,
        maxCents: coin.cashoutMaxCents,
        feeBps: 0,
        processingSeconds: 60,
        processingText: 'About 10 minutes (sandbox: 1 minute)',
      },
    },
  ];
}

/** The method `id` of a currency, or null. */
export function findSandboxMethod(currency: string, id: string): SandboxMethod | null {
  return sandboxMethods(currency).find((method) => method.id === id) ?? null;
}

/** Fee of an amount under some terms, in minor units (rounded down). */
export function feeCents(terms: ActionTerms, amountCents: number): number {
  return Math.floor((amountCents * terms.feeBps) / 10_000);
}

/** A method in the shape of GET /api/player/payment_methods for one action. */
export function toPaymentMethod(method: SandboxMethod, terms: ActionTerms, action: PaymentAction): PaymentMethod {
  return {
    id: method.id,
    brand: method.brand,
    title: method.title,
    description: terms.processingText,
    translationKey: `payments.methods.${method.id}`,
    type: method.type,
    iconSrc: null,
    extraIcons: [],
    provider: { name: 'sandbox', paymentSystem: method.system },
    savedProfiles: [],
    isForSavedProfilesOnly: false,
    isProfileRequiredForCashout: false,
    termsOfService: {
      restrictions: {
        amountCurrencyCode: method.currency,
        minAmountCents: terms.minCents,
        maxAmountCents: terms.maxCents,
      },
    },
    currency: method.currency,
    recallable: action === 'cashout',
    fee: { percent: terms.feeBps / 100, fixedCents: 0 },
    processingTime: { seconds: terms.processingSeconds, text: terms.processingText },
  };
}

const CARD_NUMBER_FIELD: MethodField = {
  name: 'card_number',
  type: 'tel',
  label: 'Card number',
  required: true,
  autocomplete: 'cc-number',
  pattern: '[0-9 -]{12,23}',
};
const CARD_HOLDER_FIELD: MethodField = {
  name: 'card_holder',
  type: 'text',
  label: 'Name on card',
  required: true,
  autocomplete: 'cc-name',
  pattern: null,
};

/** Address patterns of the coins, in the formats the sandbox hands out (see crypto-addresses.ts). */
export const CRYPTO_ADDRESS_PATTERNS: Readonly<Record<string, RegExp>> = {
  BTC: /^bc1q[02-9ac-hj-np-z]{38}$/,
  BCH: /^bitcoincash:q[02-9ac-hj-np-z]{41}$/,
  LTC: /^ltc1q[02-9ac-hj-np-z]{38}$/,
  ETH: /^0x[0-9a-fA-F]{40}$/,
  USDT: /^0x[0-9a-fA-F]{40}$/,
  DOG: /^D[1-9A-HJ-NP-Za-km-z]{33}$/,
};

/** The inputs a method needs for an action, in display order. */
export function methodFields(method: SandboxMethod, action: PaymentAction): MethodField[] {
  if (method.system === 'card') {
    if (action === 'cashout') return [CARD_NUMBER_FIELD, CARD_HOLDER_FIELD];
    return [
      CARD_NUMBER_FIELD,
      CARD_HOLDER_FIELD,
      {
        name: 'expiry_month',
        type: 'tel',
        label: 'Expiry month',
        required: true,
        autocomplete: 'cc-exp-month',
        pattern: '[0-9]{1,2}',
      },
      {
        name: 'expiry_year',
        type: 'tel',
        label: 'Expiry year',
        required: true,
        autocomplete: 'cc-exp-year',
        pattern: '[0-9]{2}|[0-9]{4}',
      },
      {
        name: 'cvv',
        type: 'password',
        label: 'Security code',
        required: true,
        autocomplete: 'cc-csc',
        pattern: '[0-9]{3,4}',
      },
    ];
  }
  if (method.system === 'bank_transfer') {
    if (action === 'deposit') return [];
    return [
      {
        name: 'iban',
        type: 'text',
        label: 'IBAN',
        required: true,
        autocomplete: null,
        pattern: '[A-Za-z]{2}[0-9]{2}[A-Za-z0-9 ]{11,36}',
      },
      {
        name: 'account_holder',
        type: 'text',
        label: 'Account holder',
        required: true,
        autocomplete: 'name',
        pattern: null,
      },
    ];
  }
  if (action === 'deposit') return [];
  return [
    {
      name: 'address',
      type: 'text',
      label: `${method.title} address`,
      required: true,
      autocomplete: null,
      pattern: CRYPTO_ADDRESS_PATTERNS[method.currency]?.source.replace(/^\^|\$$/g, '') ?? null,
    },
  ];
}
