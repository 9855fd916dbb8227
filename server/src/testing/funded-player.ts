import type { Queryable } from '../db/database';
import { postOpeningBalance } from '../ledger/opening-balance';
import { createPlayer } from '../players/create-player';

/**
 * Creates a confirmed US player `email` inside `tx` with a wallet in `currency` (defaults to USD) holding `cashCents`
 * of cash (posted through the ledger) and the demo players' password, so a test client can sign in as them. Returns
 * the user id.
 */
export async function createFundedPlayer(
  tx: Queryable,
  email: string,
  cashCents: number,
  now: Date,
  currency = 'USD',
): Promise<number> {
  const [demo] = await tx.query<{ hash: string }>(
    `select encrypted_password as hash from users where email = 'usd@casino.test'`,
  );
  const userId = await createPlayer(
    tx,
    {
      email,
      passwordHash: demo?.hash ?? '',
      currency,
      country: 'US',
      language: 'en',
      licenseName: 'CW',
      termsAccepted: true,
      confirmedAt: now,
    },
    now,
  );
  await postOpeningBalance(tx, userId, { currency, cashCents, bonusCents: 0 }, now);
  return userId;
}
