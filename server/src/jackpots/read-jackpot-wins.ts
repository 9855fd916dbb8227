import type { JackpotWinList } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { publicName } from '../players/public-name';

/** Most wins GET /api/jackpot_wins answers: the newest ones (lists show JACKPOT_LEADERBOARD_SIZE at first). */
export const JACKPOT_WINS_LISTED = 50;

interface WinRow {
  id: number;
  amount_cents: number;
  currency: string;
  jackpot_name: string;
  jackpot_level_name: string;
  created_at: Date;
  jackpot_level_external_code: string;
  jackpot_external_code: string;
  nickname: string | null;
  email: string;
  jackpot_original_currency: string;
  jackpot_original_amount_cents: number;
}

/**
 * GET /api/jackpot_wins: the newest {@link JACKPOT_WINS_LISTED} wins of active jackpots (of the jackpot
 * `identifier` when given), newest first, each winner's name masked ({@link publicName}). A win is paid in the
 * round's transaction, so it is approved when it is made: `approved_at` is its time. The external codes are the
 * level's and the jackpot's identifiers.
 */
export async function listJackpotWins(db: Queryable, identifier?: string): Promise<JackpotWinList> {
  const rows = await db.query<WinRow>(
    `select w.id, w.amount_cents, w.currency, j.name as jackpot_name, l.name as jackpot_level_name, w.created_at,
       l.identifier as jackpot_level_external_code, j.identifier as jackpot_external_code, u.nickname, u.email,
       w.original_currency as jackpot_original_currency, w.original_amount_cents as jackpot_original_amount_cents
     from jackpot_wins w
     join jackpots j on j.id = w.jackpot_id
     join jackpot_levels l on l.id = w.level_id
     join users u on u.id = w.user_id
     where j.state = 'active' and ($1::text is null or j.identifier = $1)
     order by w.created_at desc, w.id desc
     limit $2`,
    [identifier ?? null, JACKPOT_WINS_LISTED],
  );
  return rows.map(({ nickname, email, created_at, ...row }) => ({
    ...row,
    created_at: created_at.toISOString(),
    approved_at: created_at.toISOString(),
    user_name: publicName(nickname, email),
  }));
}
