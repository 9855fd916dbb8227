import { EXCHANGE_QUANTITY_MAX, type RateCard, type RatePrice } from '../contract/rocket-mart';

/** The currency whose price applies when the player's currency has none (loyalty.md §4, §9). */
export const RATE_FALLBACK_CURRENCY = 'EUR';

/** Shop tabs (loyalty.md §2): the root (`all`) shows the three groups money, free spins and special. */
export const ROCKET_MART_TABS = ['all', 'money', 'freespins', 'special'] as const;
export type RocketMartTab = (typeof ROCKET_MART_TABS)[number];

/**
 * A card's price and value for a player of `currency`: its own entry, else EUR's (loyalty.md §4: "per currency for
 * money, falling back to EUR"); null when neither exists (loot box cards: their one price is `rate.points`).
 */
export function ratePrice(card: Pick<RateCard, 'rates'>, currency: string | null | undefined): RatePrice | null {
  const own = card.rates.find((price) => price.currency === currency);
  return own ?? card.rates.find((price) => price.currency === RATE_FALLBACK_CURRENCY) ?? null;
}

/** The points one item of a card costs a player of `currency`. */
export function pricePoints(card: Pick<RateCard, 'rates' | 'rate'>, currency: string | null | undefined): number {
  return ratePrice(card, currency)?.points ?? card.rate.points;
}

/** A reward applies when the balance is at least its price (loyalty.md §4). */
export function isAffordable(balance: number, price: number): boolean {
  return price > 0 && balance >= price;
}

/** How many items one exchange may buy: at least 1, at most `floor(balance / price)` (loyalty.md §5) and the contract's cap. */
export interface QuantityBounds {
  min: number;
  /** 0 when not even one is affordable. */
  max: number;
}

/** Quantity bounds of an exchange at `price` points each from `balance` (loyalty.md §5). */
export function quantityBounds(balance: number, price: number): QuantityBounds {
  const affordable = price > 0 ? Math.floor(Math.max(balance, 0) / price) : 0;
  return { min: 1, max: Math.min(affordable, EXCHANGE_QUANTITY_MAX) };
}

/** The stepper shows only when more than one item is affordable (loyalty.md §2, §5). */
export function showsQuantityStepper(balance: number, price: number): boolean {
  return quantityBounds(balance, price).max > 1;
}

/** `quantity` kept within the bounds (1 when none is affordable, so the card still names one item's price). */
export function clampQuantity(quantity: number, bounds: QuantityBounds): number {
  if (!Number.isFinite(quantity)) return bounds.min;
  return Math.max(bounds.min, Math.min(Math.floor(quantity), Math.max(bounds.max, bounds.min)));
}

/** Points still missing to buy `quantity` items at `price` (loyalty.md §5, §8 insufficient-funds message); 0 when affordable. */
export function missingPoints(balance: number, price: number, quantity = 1): number {
  return Math.max(price * quantity - balance, 0);
}

/** The tab group of each card type: loot boxes are special rewards; lottery tickets wait for Loyalty II (none). */
const TAB_OF_TYPE: Readonly<Record<RateCard['type'], RocketMartTab | null>> = {
  money: 'money',
  freespins: 'freespins',
  special: 'special',
  lootboxes: 'special',
  lotteries: null,
};

/** Whether a card belongs on a tab: its group's tab, and `all`, which holds every group (loyalty.md §2). */
export function isOnTab(card: Pick<RateCard, 'type'>, tab: RocketMartTab): boolean {
  const own = TAB_OF_TYPE[card.type];
  return own !== null && (tab === 'all' || tab === own);
}
