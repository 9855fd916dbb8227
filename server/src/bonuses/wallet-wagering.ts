import type { Queryable } from '../db/database';
import { listAccounts } from '../players/accounts';
import { publishToPlayer } from '../realtime/publish';

/**
 * Sets the wallet's wagering numbers (`total_wagering_cents` / `wagered_cents` of GET /api/player/accounts) to the
 * requirement / wagered of its `handle_bets` bonus, 0 / 0 when none, and publishes the accounts on `balance` when they
 * changed. Call it inside the transaction that changed the bonus, after the change.
 */
export async function projectWalletWagering(tx: Queryable, userId: number, currency: string): Promise<void> {
  const changed = await tx.query(
    `update accounts w set total_wagering_cents = p.requirement, wagered_cents = p.wagered
     from (
       select coalesce(sum(amount_wager_requirement_cents), 0) as requirement,
         coalesce(sum(amount_wager_cents), 0) as wagered
       from bonuses where user_id = $1 and currency = $2 and stage = 'handle_bets'
     ) p
     where w.user_id = $1 and w.currency = $2
       and (w.total_wagering_cents <> p.requirement or w.wagered_cents <> p.wagered)
     returning w.id`,
    [userId, currency],
  );
  if (changed.length > 0) await publishToPlayer(tx, userId, 'balance', await listAccounts(tx, userId));
}
