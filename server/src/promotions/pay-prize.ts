import { issueBonus } from '../bonuses/issue-bonus';
import type { Queryable } from '../db/database';
import { issueFreespins } from '../freespins/issue-freespins';
import type { HouseAccountKind } from '../ledger/ledger-accounts';
import { type LedgerTransactionKind, postLedgerTransaction } from '../ledger/post';

const DAY_MS = 86_400_000;
/** Days a won bonus or won free spins wait in the player's gifts to be activated. */
export const PROMO_PRIZE_ACTIVATABLE_DAYS = 7;
/** Days after the win until which an activated prize bonus may be wagered, or its free spins played. */
export const PROMO_PRIZE_VALID_DAYS = 30;

/** What a prize place of a tournament or a lottery gives (`tournament_prizes`, `lottery_prizes`), in `currency`. */
export interface PromoPrizeTerms {
  money_award_cents: number;
  freespins_count: number;
  freespins_game: string | null;
  freespins_bet_cents: number;
  bonus_amount_cents: number;
  wager_multiplier: number;
}

/** Who gets a prize's gifts (free spins, bonus). */
export interface PromoGiftPayment {
  userId: number;
  /** The currency the prize's amounts are in: the tournament's, the lottery's or the adventure's. */
  prizeCurrency: string;
  /** The winner's wallet the prize is paid in; its amounts are converted to it at their value. */
  walletCurrency: string;
  /** The gift's title in the player's gifts (free spins, bonus). */
  title: string;
  /** Group key of the issued gifts, naming the promotion (`lottery:12`, `tournament:4`, `adventure:3`). */
  groupKey: string;
}

/** Who gets a prize and how it is booked. */
export interface PromoPrizePayment extends PromoGiftPayment {
  /** The house account cash prizes come from, and the ledger transaction's kind. */
  house: Extract<HouseAccountKind, 'house_tournaments' | 'house_lotteries'>;
  transactionKind: Extract<LedgerTransactionKind, 'tournament_prize' | 'lottery_prize'>;
}

/** What a paid prize gave, for the caller's records. */
export interface PaidPromoPrize {
  cashCents: number;
  freespinId: number | null;
  bonusId: number | null;
}

/** A prize's amounts at their value in the winner's wallet currency. */
interface PrizeValue {
  cash: number;
  line_bet: number;
  bonus: number;
}

/**
 * The prize's cash, free-spin line bet and bonus at their value in `to` (rounded down), in one statement with
 * `tournament_value_cents` (migration 0026): the comp point accrual rates say what each currency's minor unit is worth,
 * as tournament scores convert (docs/tournaments.md). A line bet worth less than a minor unit there is one.
 */
async function prizeValue(tx: Queryable, prize: PromoPrizeTerms, from: string, to: string): Promise<PrizeValue> {
  const [value] = await tx.query<PrizeValue>(
    `select tournament_value_cents($1, $4, $5) as cash,
       case when $2::bigint > 0 then greatest(1, tournament_value_cents($2, $4, $5)) else 0 end as line_bet,
       tournament_value_cents($3, $4, $5) as bonus`,
    [prize.money_award_cents, prize.freespins_bet_cents, prize.bonus_amount_cents, from, to],
  );
  if (!value) throw new Error(`no value of a prize in ${from} for ${to}`);
  return value;
}

/**
 * Pays one prize place inside `tx`, through the engines every payment goes through: the cash from the house account
 * to the winner's cash (ledger, no wagering), free spins and a bonus as gifts ({@link issuePromoGifts}). Amounts are
 * converted to the winner's wallet currency at their value; cash worth nothing there (rounded down to zero) is left
 * out. The caller makes it happen once (its claim of the place).
 */
export async function payPromoPrize(
  tx: Queryable,
  prize: PromoPrizeTerms,
  payment: PromoPrizePayment,
  now: Date,
): Promise<PaidPromoPrize> {
  const { userId, walletCurrency: currency } = payment;
  const value = await prizeValue(tx, prize, payment.prizeCurrency, currency);
  if (value.cash > 0) {
    await postLedgerTransaction(
      tx,
      {
        kind: payment.transactionKind,
        userId,
        legs: [
          { account: { currency, kind: payment.house }, amountCents: -value.cash },
          { account: { userId, currency, kind: 'cash' }, amountCents: value.cash },
        ],
      },
      now,
    );
  }
  return { cashCents: value.cash, ...(await issueValuedGifts(tx, prize, value, payment, now)) };
}

/**
 * Gives a prize's free spins and bonus inside `tx` (its cash, if any, is not paid: {@link payPromoPrize} pays that):
 * free spins as a `gift` record on the prize's game and a bonus as a `gift` to wager `wager_multiplier` times, both
 * waiting in the player's gifts ({@link PROMO_PRIZE_ACTIVATABLE_DAYS}), at their value in the wallet's currency; a
 * bonus worth nothing there (rounded down to zero) is left out. The caller makes it happen once.
 */
export async function issuePromoGifts(
  tx: Queryable,
  prize: PromoPrizeTerms,
  payment: PromoGiftPayment,
  now: Date,
): Promise<Omit<PaidPromoPrize, 'cashCents'>> {
  const value = await prizeValue(tx, { ...prize, money_award_cents: 0 }, payment.prizeCurrency, payment.walletCurrency);
  return issueValuedGifts(tx, prize, value, payment, now);
}

async function issueValuedGifts(
  tx: Queryable,
  prize: PromoPrizeTerms,
  value: PrizeValue,
  payment: PromoGiftPayment,
  now: Date,
): Promise<Omit<PaidPromoPrize, 'cashCents'>> {
  const { userId, walletCurrency: currency } = payment;
  const paid: Omit<PaidPromoPrize, 'cashCents'> = { freespinId: null, bonusId: null };
  const activatableUntil = new Date(now.getTime() + PROMO_PRIZE_ACTIVATABLE_DAYS * DAY_MS);
  const validUntil = new Date(now.getTime() + PROMO_PRIZE_VALID_DAYS * DAY_MS);
  if (prize.freespins_count > 0 && prize.freespins_game !== null && value.line_bet > 0) {
    const freespins = await issueFreespins(
      tx,
      {
        userId,
        strategy: 'gift',
        title: payment.title,
        currency,
        games: [prize.freespins_game],
        count: prize.freespins_count,
        betLevelCents: value.line_bet,
        wagerMultiplier: prize.wager_multiplier,
        groupKey: payment.groupKey,
        activatableUntil,
        validUntil,
      },
      now,
    );
    paid.freespinId = freespins.id;
  }
  if (value.bonus > 0) {
    const issued = await issueBonus(
      tx,
      {
        userId,
        strategy: 'gift',
        title: payment.title,
        currency,
        amountCents: value.bonus,
        wagerMultiplier: prize.wager_multiplier,
        groupKey: payment.groupKey,
        activatableUntil,
        validUntil,
      },
      now,
    );
    paid.bonusId = issued.id;
  }
  return paid;
}
