import type { Queryable } from '../db/database';
import { GROUP } from '../seed/groups';

/** What decides which offers a player may get. */
export interface BonusEligibility {
  userId: number;
  /** The active wallet's currency. */
  currency: string;
  groupIds: number[];
  /** The player's own switch (PATCH /api/player/update_bonus_settings). */
  canIssueBonuses: boolean;
  /** The deposit offer the player's next deposit takes, if one is set. */
  depositBonusCode: string | null;
  /** In the multi-account group (100): no deposit or registration bonus (core.md §6). */
  multiAccount: boolean;
}

/** Loads the player's {@link BonusEligibility}. Throws for an unknown player (callers pass a signed-in id). */
export async function loadBonusEligibility(db: Queryable, userId: number): Promise<BonusEligibility> {
  const [row] = await db.query<{
    currency: string;
    can_issue_bonuses: boolean;
    deposit_bonus_code: string | null;
    group_ids: number[];
  }>(
    `select coalesce((select a.currency from accounts a where a.user_id = u.id and a.active limit 1), '') as currency,
       u.can_issue_bonuses, u.deposit_bonus_code,
       array(select g.group_id from user_groups g where g.user_id = u.id order by g.group_id) as group_ids
     from users u where u.id = $1`,
    [userId],
  );
  if (!row) throw new Error(`player ${userId} does not exist`);
  return {
    userId,
    currency: row.currency,
    groupIds: row.group_ids.map(Number),
    canIssueBonuses: row.can_issue_bonuses,
    depositBonusCode: row.deposit_bonus_code,
    multiAccount: row.group_ids.map(Number).includes(GROUP.multiAccount),
  };
}

/** Whether the player may take gifts (coupons): bonuses allowed and no deposit bonus code waiting (core.md §6). */
export function canTakeGifts(eligibility: BonusEligibility): boolean {
  return eligibility.canIssueBonuses && eligibility.depositBonusCode === null;
}
