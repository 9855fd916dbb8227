import type { Queryable } from '../db/database';

/** A player's ledger account kinds: spendable cash, bonus money, and cash reserved for pending withdrawals. */
export type PlayerAccountKind = 'cash' | 'bonus' | 'reserved';

/**
 * House account kinds: the payment provider's settlement, games, fees earned, manual adjustments (demo balances), the
 * bonus money given and taken back, the cash the Rocket Mart pays for comp points, and the cash prizes of tournaments
 * and lotteries.
 */
export type HouseAccountKind =
  | 'house_payments'
  | 'house_games'
  | 'house_fees'
  | 'house_adjustments'
  | 'house_bonuses'
  | 'house_loyalty'
  | 'house_tournaments'
  | 'house_lotteries';

/** One side of a posting: a player's account or a house account, in a currency. */
export type LedgerAccountRef =
  | { userId: number; currency: string; kind: PlayerAccountKind }
  | { userId?: undefined; currency: string; kind: HouseAccountKind };

/** The player account kinds every wallet has. */
export const PLAYER_ACCOUNT_KINDS: readonly PlayerAccountKind[] = ['cash', 'bonus', 'reserved'];

/** Opens the player's cash, bonus and reserved accounts of `currency` unless they exist. */
export async function openPlayerLedgerAccounts(tx: Queryable, userId: number, currency: string, now: Date) {
  await tx.query(
    `insert into ledger_accounts (user_id, currency, kind, balance_cents, created_at)
     select $1, $2, kind, 0, $3 from unnest($4::text[]) as kind
     on conflict (user_id, currency, kind) where user_id is not null do nothing`,
    [userId, currency, now, PLAYER_ACCOUNT_KINDS],
  );
}

/** Balances of a player's wallet by kind, in minor units (zero when the wallet is missing). */
export interface WalletBalances {
  cash: number;
  bonus: number;
  reserved: number;
}

/** Reads the balances of a player's accounts in `currency`; `lock` takes their row locks (in id order). */
export async function walletBalances(
  tx: Queryable,
  userId: number,
  currency: string,
  lock = false,
): Promise<WalletBalances> {
  const rows = await tx.query<{ kind: PlayerAccountKind; balance_cents: number }>(
    `select kind, balance_cents from ledger_accounts where user_id = $1 and currency = $2 order by id
     ${lock ? 'for update' : ''}`,
    [userId, currency],
  );
  const balances: WalletBalances = { cash: 0, bonus: 0, reserved: 0 };
  for (const row of rows) balances[row.kind] = row.balance_cents;
  return balances;
}
