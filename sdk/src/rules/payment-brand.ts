/** Group whose players do not see {@link HIDDEN_PAYMENT_BRAND} (core.md §5 "a specific payment brand is hidden for group 631"). */
export const PAYMENT_BRAND_HIDDEN_GROUP = 631;

/**
 * The brand hidden for group 631. The spec does not name it; the sandbox's brands are `card`, `bank_transfer` and the
 * coins, and bank transfer is the one an operator withholds from a flagged group (slow, costly to reverse).
 */
export const HIDDEN_PAYMENT_BRAND = 'bank_transfer';

/** The methods a player of these groups may see: all, minus {@link HIDDEN_PAYMENT_BRAND} in group 631. */
export function visiblePaymentMethods<M extends { brand: string }>(
  methods: readonly M[],
  groupIds: readonly (number | string)[],
): M[] {
  const hidden = groupIds.some((id) => Number(id) === PAYMENT_BRAND_HIDDEN_GROUP);
  return hidden ? methods.filter((method) => method.brand !== HIDDEN_PAYMENT_BRAND) : [...methods];
}
