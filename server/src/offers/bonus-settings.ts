import type { Queryable } from '../db/database';
import { loadBonusEligibility } from './bonus-eligibility';
import { requireDepositOffer } from './deposit-offer';

/** Sets the deposit offer the player's next deposit takes (stored upper-case); 422 when it does not apply to them. */
export async function setDepositBonusCode(tx: Queryable, userId: number, code: string, now: Date): Promise<void> {
  const eligibility = await loadBonusEligibility(tx, userId);
  const offer = await requireDepositOffer(tx, code, eligibility.currency, eligibility.groupIds);
  await tx.query('update users set deposit_bonus_code = $2, updated_at = $3 where id = $1', [userId, offer.id, now]);
}

/** Removes the player's deposit bonus code. */
export async function clearDepositBonusCode(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query('update users set deposit_bonus_code = null, updated_at = $2 where id = $1', [userId, now]);
}

/** Sets whether the player may be given bonuses (`can_issue_bonuses`). */
export async function updateBonusSettings(tx: Queryable, userId: number, canIssue: boolean, now: Date): Promise<void> {
  await tx.query('update users set can_issue_bonuses = $2, updated_at = $3 where id = $1', [userId, canIssue, now]);
}
