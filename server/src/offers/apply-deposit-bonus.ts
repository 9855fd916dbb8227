import type { Queryable } from '../db/database';
import { notifyPlayer } from '../notifications/notify';
import type { PaymentRow } from '../payments/payment-record';
import { loadBonusEligibility } from './bonus-eligibility';
import { grantOffer } from './grant-offer';
import { unmetCondition } from './offer-conditions';
import { findOffer } from './offer-record';

/** Why a deposit got no bonus although it named one (the `deposit_bonus_not_applied_<reason>` notification text). */
export type DepositBonusRefusal =
  | 'unavailable'
  | 'bonuses_off'
  | 'multi_account'
  | 'currency'
  | 'groups'
  | 'min_amount'
  | 'max_amount'
  | 'deposit_number';

/** What {@link applyDepositBonus} did. */
export type DepositBonusOutcome =
  | { kind: 'none' }
  | { kind: 'issued'; bonusIds: number[] }
  | { kind: 'refused'; reason: DepositBonusRefusal };

/**
 * Gives the deposit bonus of a deposit that has just succeeded, inside the settlement's transaction. The code is the
 * deposit's own `deposit_bonus_code`, else the player's; the player's code is cleared once a deposit in a currency
 * the offer has used it. The offer must be an active deposit offer; the player must allow bonuses and not be a
 * multi-account (group 100); its conditions (groups, amount in the currency, deposit number counting this deposit)
 * must hold. The bonus starts at once (issueBonus, then activateBonus). When the deposit gets nothing, the player is
 * notified why (`personal`, text `deposit_bonus_not_applied_<reason>`).
 */
export async function applyDepositBonus(tx: Queryable, payment: PaymentRow, now: Date): Promise<DepositBonusOutcome> {
  const [codes] = await tx.query<{ payment_code: string | null; player_code: string | null; deposit_number: number }>(
    `select p.deposit_bonus_code as payment_code, u.deposit_bonus_code as player_code,
       (select count(*)::integer from payments d
        where d.user_id = p.user_id and d.action = 'deposit' and d.state = 'succeeded') as deposit_number
     from payments p join users u on u.id = p.user_id where p.id = $1`,
    [payment.id],
  );
  const code = codes?.payment_code || codes?.player_code;
  if (!codes || !code) return { kind: 'none' };
  const offer = await findOffer(tx, code);
  const eligibility = await loadBonusEligibility(tx, payment.user_id);
  let reason: DepositBonusRefusal | null = null;
  if (!offer?.active || offer.kind !== 'deposit') reason = 'unavailable';
  else if (!eligibility.canIssueBonuses) reason = 'bonuses_off';
  else if (eligibility.multiAccount) reason = 'multi_account';
  else {
    reason = unmetCondition(offer, {
      currency: payment.currency,
      groupIds: eligibility.groupIds,
      amountCents: payment.amount_cents,
      depositNumber: codes.deposit_number,
    });
  }
  if (reason !== 'currency' && codes.player_code !== null && codes.player_code === code) {
    await tx.query('update users set deposit_bonus_code = null, updated_at = $2 where id = $1', [payment.user_id, now]);
  }
  if (offer && reason === null) {
    const bonuses = await grantOffer(
      tx,
      offer,
      {
        userId: payment.user_id,
        strategy: 'deposit',
        currency: payment.currency,
        depositCents: payment.amount_cents,
        paymentId: payment.id,
        startNow: true,
      },
      now,
    );
    return { kind: 'issued', bonusIds: bonuses.map((bonus) => bonus.id) };
  }
  const refusal = reason ?? 'unavailable';
  await notifyPlayer(
    tx,
    payment.user_id,
    {
      type: 'personal',
      title: offer?.title ?? code,
      text: `deposit_bonus_not_applied_${refusal}`,
      identifier: `payment:${payment.id}`,
      content: { icon: 'warning', title: offer?.title ?? code, button: null },
    },
    now,
  );
  return { kind: 'refused', reason: refusal };
}
