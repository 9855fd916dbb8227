import * as z from 'zod/mini';
import { PlayerField } from './info';

/** What a payment does: money in or money out. */
export const PaymentAction = z.enum(['deposit', 'cashout']);
export type PaymentAction = z.infer<typeof PaymentAction>;

/** Payment states (api-facts §2). The sandbox also records `created` before the first answer; it is never sent. */
export const PaymentState = z.enum([
  'canceled',
  'declined',
  'rejected',
  'recalled',
  'succeeded',
  'pending',
  'processing',
  'reserved',
]);
export type PaymentState = z.infer<typeof PaymentState>;

/** A payment as the history and the deposit/cashout calls answer it (api-facts §2 plus the fee and the 3-D Secure step). */
export const Payment = z.object({
  id: z.int(),
  amount_cents: z.int(),
  /** Fee kept by the provider, in minor units (cashouts of some methods). */
  fee_cents: z.int(),
  currency: z.string(),
  action: PaymentAction,
  payment_system: z.string(),
  system_name: z.string(),
  brand: z.string(),
  recallable: z.boolean(),
  success: z.boolean(),
  created_at: z.string(),
  finished_at: z.nullable(z.string()),
  state: PaymentState,
  cancellation_reason: z.nullable(z.string()),
  /** Where the player confirms the deposit (3-D Secure step); null when no step is needed. */
  redirect_url: z.nullable(z.string()),
});
export type Payment = z.infer<typeof Payment>;
/** GET /api/player/payments: newest first. */
export const PaymentList = z.array(Payment);

/** POST /api/player/payments/with_pages (api-facts §2). `from`/`to` are ISO dates or times, inclusive. */
export const PaymentsPageRequest = z.object({
  page: z.optional(z.int().check(z.minimum(1))),
  page_size: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
  filter: z.optional(
    z.object({
      currency: z.optional(z.string()),
      type: z.optional(PaymentAction),
      from: z.optional(z.string()),
      to: z.optional(z.string()),
    }),
  ),
});
export type PaymentsPageRequest = z.infer<typeof PaymentsPageRequest>;
/** Answer of POST /api/player/payments/with_pages. */
export const PaymentsPage = z.object({
  data: z.array(Payment),
  pagination: z.object({ page: z.int(), per_page: z.int(), total_count: z.int() }),
});
export type PaymentsPage = z.infer<typeof PaymentsPage>;

/** GET /api/player/stats (api-facts §2): sums by currency in minor units. */
export const PlayerStats = z.object({
  deposits_count: z.int(),
  deposits_sum: z.record(z.string(), z.int()),
  cashouts_sum: z.record(z.string(), z.int()),
  bets_sum: z.record(z.string(), z.int()),
  messages: z.object({ notice: z.string() }),
});
export type PlayerStats = z.infer<typeof PlayerStats>;

/** Query of GET /api/player/payment_methods and of GET /api/player/payment_methods/{id}/fields. */
export const PaymentMethodsQuery = z.object({ currency: z.string(), action: PaymentAction });
export type PaymentMethodsQuery = z.infer<typeof PaymentMethodsQuery>;

/** A payment method (api-facts §7 `Method`) with its amount bounds, fee and processing time for one currency and action. */
export const PaymentMethod = z.object({
  id: z.string(),
  brand: z.string(),
  title: z.nullable(z.string()),
  description: z.nullable(z.string()),
  translationKey: z.string(),
  type: z.enum(['bank_transfer', 'cards', 'crypto', 'direct', 'voucher']),
  iconSrc: z.nullable(z.string()),
  extraIcons: z.array(z.string()),
  provider: z.object({ name: z.string(), paymentSystem: z.string() }),
  savedProfiles: z.array(z.object({ id: z.string(), title: z.string(), isRemoveAvailable: z.boolean() })),
  isForSavedProfilesOnly: z.boolean(),
  isProfileRequiredForCashout: z.boolean(),
  termsOfService: z.object({
    restrictions: z.object({
      amountCurrencyCode: z.string(),
      minAmountCents: z.int(),
      /** Null: no upper bound. */
      maxAmountCents: z.nullable(z.int()),
    }),
  }),
  currency: z.string(),
  /** Whether a pending cashout of this method can be recalled. */
  recallable: z.boolean(),
  /** `percent` of the amount plus `fixedCents`, kept from the amount. */
  fee: z.object({ percent: z.number(), fixedCents: z.int() }),
  /** Seconds from submission to the provider's answer (0 = instant), and the same in words. */
  processingTime: z.object({ seconds: z.int(), text: z.string() }),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentMethodList = z.array(PaymentMethod);

/** An input the payment method needs (card number, IBAN, wallet address…). */
export const MethodField = z.object({
  name: z.string(),
  type: z.enum(['text', 'tel', 'password']),
  label: z.string(),
  required: z.boolean(),
  autocomplete: z.nullable(z.string()),
  /** Regular expression (JavaScript syntax) the whole value must match, as a first check in the browser. */
  pattern: z.nullable(z.string()),
});
export type MethodField = z.infer<typeof MethodField>;

/** GET /api/player/payment_methods/{id}/fields (api-facts §7 `getMethodFields`). */
export const PaymentMethodFields = z.object({
  amountField: z.nullable(
    z.object({
      name: z.literal('amount_cents'),
      currency: z.string(),
      minAmountCents: z.int(),
      maxAmountCents: z.nullable(z.int()),
    }),
  ),
  /** False while a player field the method needs is empty on the profile: fill `playerFields` first. */
  isSubmitAvailable: z.boolean(),
  methodFields: z.array(MethodField),
  playerFields: z.array(PlayerField),
});
export type PaymentMethodFields = z.infer<typeof PaymentMethodFields>;

/** POST /api/player/payments/deposit (header `Idempotency-Key` required). */
export const DepositRequest = z.object({
  payment: z.object({
    method_id: z.string(),
    amount_cents: z.int(),
    currency: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
    deposit_bonus_code: z.optional(z.nullable(z.string())),
    /** Casino page the 3-D Secure step returns to: a path of this site or a page of an allowed embed origin. */
    return_url: z.optional(z.string()),
  }),
});
export type DepositRequest = z.infer<typeof DepositRequest>;

/** POST /api/player/payments/cashout (header `Idempotency-Key` required). */
export const CashoutRequest = z.object({
  payment: z.object({
    method_id: z.string(),
    amount_cents: z.int(),
    currency: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type CashoutRequest = z.infer<typeof CashoutRequest>;

/** POST /api/users/transaction: the fraud check (core.md §7). The card is masked to its first 6 and last 4 digits. */
export const FraudCheckRequest = z.object({
  transaction: z.object({
    country: z.nullable(z.string()),
    first_name: z.nullable(z.string()),
    last_name: z.nullable(z.string()),
    email: z.string(),
    dfpc: z.optional(z.nullable(z.string())),
    card_number: z.optional(z.nullable(z.string())),
    amount_cents: z.int(),
    currency: z.string(),
    payment_system: z.string(),
    type: z.enum(['transaction', 'payout']),
    player_status: z.optional(z.nullable(z.string())),
  }),
});
export type FraudCheckRequest = z.infer<typeof FraudCheckRequest>;
/** Answer of the fraud check: `decline` comes with the reasons. */
export const FraudCheckResult = z.object({
  decision: z.enum(['approve', 'decline']),
  reasons: z.array(z.string()),
});
export type FraudCheckResult = z.infer<typeof FraudCheckResult>;

/** GET /api/player/crypto_addresses/{currency}: the player's deposit address of a coin, its minimum deposit and a QR code of the address (PNG data URL). */
export const CryptoAddress = z.object({
  currency: z.string(),
  address: z.string(),
  min_deposit_cents: z.int(),
  qr_code: z.string().check(z.startsWith('data:image/png;base64,')),
});
export type CryptoAddress = z.infer<typeof CryptoAddress>;

/** POST /dev/crypto/receive (development only): the chain confirms a transfer to a deposit address. */
export const CryptoReceiveRequest = z.object({ address: z.string(), amount_cents: z.int() });
export type CryptoReceiveRequest = z.infer<typeof CryptoReceiveRequest>;

/** POST of the sandbox's 3-D Secure page: the player approves or fails the authentication. */
export const AuthenticationOutcomeRequest = z.object({ outcome: z.enum(['approve', 'fail']) });
export type AuthenticationOutcomeRequest = z.infer<typeof AuthenticationOutcomeRequest>;
/** Answer of that POST: where the page sends the player next. */
export const AuthenticationOutcome = z.object({ payment: Payment, return_url: z.string() });
export type AuthenticationOutcome = z.infer<typeof AuthenticationOutcome>;
