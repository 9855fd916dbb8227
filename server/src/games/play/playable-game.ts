import type { Queryable } from '../../db/database';
import { invalid } from '../../http/http-error';
import { noWallet } from '../../payments/payment-checks';

/** Demo play's currency: fun money. A game has a numeric id in it when it can be played for fun. */
export const FUN_CURRENCY = 'FUN';

/** A game that can be played in a currency. */
export interface PlayableGame {
  id: number;
  identifier: string;
}

/** Why a game cannot be played: unknown identifier, not offered in the currency, or no wallet of the player in it. */
export type UnplayableReason = 'no_game' | 'not_offered' | 'no_wallet';

/** The 422 of a game that cannot be played as asked (see {@link playableGame}). */
export function unplayable(reason: UnplayableReason, identifier: string, currency: string): Error {
  if (reason === 'no_game')
    return invalid('game', `no game has the identifier ${identifier}: use an identifier of POST /api/games_filter`);
  if (reason === 'no_wallet') return noWallet(currency);
  return invalid(
    'currency',
    currency === FUN_CURRENCY
      ? `${identifier} has no demo play: play it for real money`
      : `${identifier} is not offered in ${currency}: play it in another currency of the game`,
  );
}

/**
 * The game of `identifier` when it has a numeric id in `currency` (`FUN` for demo play); 422 on `game` for an
 * unknown identifier and on `currency` when the game is not offered in that currency. With `walletOf`, also 422 on
 * `currency` (as `requireWallet`) unless that player has a wallet in it, read in the same statement.
 */
export async function playableGame(
  db: Queryable,
  identifier: string,
  currency: string,
  walletOf?: number,
): Promise<PlayableGame> {
  const [row] = await db.query<{ id: number; identifier: string; offered: boolean; has_wallet: boolean }>(
    `select g.id, g.identifier,
       exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = $2) as offered,
       $3::bigint is null or exists (select 1 from accounts a where a.user_id = $3 and a.currency = $2) as has_wallet
     from games g where g.identifier = $1`,
    [identifier, currency, walletOf ?? null],
  );
  if (!row) throw unplayable('no_game', identifier, currency);
  if (!row.offered) throw unplayable('not_offered', identifier, currency);
  if (!row.has_wallet) throw unplayable('no_wallet', identifier, currency);
  return { id: row.id, identifier: row.identifier };
}
