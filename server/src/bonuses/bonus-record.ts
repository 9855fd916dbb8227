import type { Bonus } from '@casino/sdk/contract';
import { BONUS_TRANSITIONS, type BonusRecordStage, canMoveGift, isGiftOver } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { publishToPlayer } from '../realtime/publish';

/** A bonus row's stage (the contract's stages a bonus can take). */
export type BonusRowStage = BonusRecordStage;

/** Refuses a stage change the rules' {@link BONUS_TRANSITIONS} do not allow: a caller that asks for one is wrong. */
export function assertBonusMove(row: BonusRow, to: BonusRowStage): void {
  if (!canMoveGift(BONUS_TRANSITIONS, row.stage, to)) {
    throw new Error(`bonus ${row.id} cannot move from ${row.stage} to ${to}`);
  }
}

/** A `bonuses` row. */
export interface BonusRow {
  id: number;
  user_id: number;
  offer_id: string | null;
  payment_id: number | null;
  strategy: Bonus['strategy'];
  title: string;
  group_key: string | null;
  currency: string;
  stage: BonusRowStage;
  amount_cents: number;
  amount_wager_requirement_cents: number;
  amount_wager_cents: number;
  max_win_cents: number | null;
  balance_cents: number;
  cancelable: boolean;
  activatable_until: Date | null;
  valid_until: Date | null;
  created_at: Date;
  activated_at: Date | null;
  finished_at: Date | null;
}

/** Columns of {@link BonusRow}, for `select` and `returning`. */
export const BONUS_COLUMNS = `id, user_id, offer_id, payment_id, strategy, title, group_key, currency, stage, amount_cents,
  amount_wager_requirement_cents, amount_wager_cents, max_win_cents, balance_cents, cancelable, activatable_until,
  valid_until, created_at, activated_at, finished_at`;

/** The bonus row `id` locked for an update, or null. */
export async function lockBonus(tx: Queryable, id: number): Promise<BonusRow | null> {
  const [row] = await tx.query<BonusRow>(`select ${BONUS_COLUMNS} from bonuses where id = $1 for update`, [id]);
  return row ?? null;
}

/** A bonus row in the shape of GET /api/player/bonuses. */
export function toBonus(row: BonusRow): Bonus {
  return {
    id: row.id,
    title: row.title,
    amount_cents: row.amount_cents,
    currency: row.currency,
    stage: row.stage,
    strategy: row.strategy,
    amount_wager_requirement_cents: row.amount_wager_requirement_cents,
    amount_wager_cents: row.amount_wager_cents,
    created_at: row.created_at.toISOString(),
    activatable_until: row.activatable_until?.toISOString() ?? null,
    valid_until: row.valid_until?.toISOString() ?? null,
    activatable: row.stage === 'issued',
    cancelable: row.cancelable && !isGiftOver(BONUS_TRANSITIONS, row.stage),
    group_key: row.group_key,
    max_win_cents: row.max_win_cents,
    balance_cents: row.balance_cents,
  };
}

/** Options of {@link recordBonusTransition}. */
export interface BonusTransitionOptions {
  reason?: string | null;
  /** The ledger transaction that moved the bonus money, when one did. */
  ledgerTransactionId?: number | null;
}

/**
 * Records that `row` moved from `from` to its current stage inside `tx` and publishes the bonus on the player's
 * `bonuses_changes` channel. Callers update the row (stage, balance, finished_at) first and pass the updated row.
 */
export async function recordBonusTransition(
  tx: Queryable,
  row: BonusRow,
  from: BonusRowStage | null,
  now: Date,
  options: BonusTransitionOptions = {},
): Promise<void> {
  await tx.query(
    `insert into bonus_transitions (bonus_id, from_stage, to_stage, reason, ledger_transaction_id, at)
     values ($1, $2, $3, $4, $5, $6)`,
    [row.id, from, row.stage, options.reason ?? null, options.ledgerTransactionId ?? null, now],
  );
  await publishToPlayer(tx, row.user_id, 'bonuses_changes', toBonus(row));
}
