import type { PaymentMethod } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { invalid } from '../http/http-error';

/** A card the player paid with before: the sandbox keeps only its masked number and brand, never the full number. */
export interface SavedCard {
  /** `card_<id>` of the latest succeeded deposit with this card. */
  id: string;
  masked: string;
  brand: string;
}

/** Prefix of a saved card's id. */
const SAVED_CARD_PREFIX = 'card_';
/** Saved cards shown in the method list, newest first. */
const SAVED_CARDS_SHOWN = 5;

const BRAND_TITLES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  maestro: 'Maestro',
};

/** The title of a saved card in the method list: `Visa •••• 4242`. */
export function savedCardTitle(card: Pick<SavedCard, 'masked' | 'brand'>): string {
  return `${BRAND_TITLES[card.brand] ?? 'Card'} •••• ${card.masked.slice(-4)}`;
}

/** The player's saved cards: one per card of a succeeded card deposit, the most recently used first. */
export async function savedCards(db: Queryable, userId: number): Promise<SavedCard[]> {
  const rows = await db.query<{ id: number; instrument: string; brand: string }>(
    `select distinct on (instrument) id, instrument, brand from payments
     where user_id = $1 and action = 'deposit' and payment_system = 'card' and state = 'succeeded' and instrument is not null
     order by instrument, id desc`,
    [userId],
  );
  return rows
    .sort((a, b) => b.id - a.id)
    .slice(0, SAVED_CARDS_SHOWN)
    .map((row) => ({ id: `${SAVED_CARD_PREFIX}${row.id}`, masked: row.instrument, brand: row.brand }));
}

/** The method list's `savedProfiles` of the card method. */
export function savedProfiles(cards: readonly SavedCard[]): PaymentMethod['savedProfiles'] {
  return cards.map((card) => ({ id: card.id, title: savedCardTitle(card), isRemoveAvailable: false }));
}

/** The saved card a deposit names in `fields.saved_profile_id`; 422 when it is not one of the player's. */
export async function findSavedCard(db: Queryable, userId: number, id: string): Promise<SavedCard> {
  const paymentId = id.startsWith(SAVED_CARD_PREFIX) ? Number(id.slice(SAVED_CARD_PREFIX.length)) : Number.NaN;
  const [row] = Number.isSafeInteger(paymentId)
    ? await db.query<{ instrument: string; brand: string }>(
        `select instrument, brand from payments
         where id = $1 and user_id = $2 and action = 'deposit' and payment_system = 'card' and state = 'succeeded'
           and instrument is not null`,
        [paymentId, userId],
      )
    : [];
  if (!row) throw invalid('fields.saved_profile_id', 'is not one of your saved cards');
  return { id, masked: row.instrument, brand: row.brand };
}
