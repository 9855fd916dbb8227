import type { Payment, PaymentsPage, PaymentsPageRequest, PlayerStats } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { invalid } from '../http/http-error';
import { PAYMENT_COLUMNS, type PaymentRow, toPayment } from './payment-record';

/** Most payments GET /api/player/payments answers (the newest). */
export const PAYMENT_LIST_LIMIT = 100;
/** Page size of POST /api/player/payments/with_pages when none is given. */
export const DEFAULT_PAGE_SIZE = 20;

/** The player's payments, newest first (at most {@link PAYMENT_LIST_LIMIT}). */
export async function listPayments(db: Queryable, userId: number): Promise<Payment[]> {
  const rows = await db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments where user_id = $1 and state <> 'created'
     order by created_at desc, id desc limit $2`,
    [userId, PAYMENT_LIST_LIMIT],
  );
  return rows.map((row) => toPayment(row));
}

function filterDate(value: string | undefined, field: 'from' | 'to'): Date | null {
  if (value === undefined || value === '') return null;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly && field === 'to' ? `${value}T23:59:59.999Z` : value);
  if (Number.isNaN(date.getTime())) throw invalid(`filter.${field}`, 'must be an ISO date (YYYY-MM-DD) or date-time');
  return date;
}

/** One page of the player's payments, newest first, filtered by currency, type (action) and creation time. */
export async function pagePayments(db: Queryable, userId: number, request: PaymentsPageRequest): Promise<PaymentsPage> {
  const page = request.page ?? 1;
  const perPage = request.page_size ?? DEFAULT_PAGE_SIZE;
  const filter = request.filter ?? {};
  const params = [
    userId,
    filter.currency ?? null,
    filter.type ?? null,
    filterDate(filter.from, 'from'),
    filterDate(filter.to, 'to'),
  ];
  const where = `user_id = $1 and state <> 'created' and ($2::text is null or currency = $2)
    and ($3::text is null or action = $3) and ($4::timestamptz is null or created_at >= $4)
    and ($5::timestamptz is null or created_at <= $5)`;
  const rows = await db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments where ${where} order by created_at desc, id desc limit $6 offset $7`,
    [...params, perPage, (page - 1) * perPage],
  );
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from payments where ${where}`,
    params,
  );
  return {
    data: rows.map((row) => toPayment(row)),
    pagination: { page, per_page: perPage, total_count: count?.total ?? 0 },
  };
}

/**
 * GET /api/player/stats: succeeded deposits (count and sums) and cashouts by currency from the payments, bets by
 * currency from the ledger (what the player moved to the games house account), and a notice about pending cashouts.
 */
export async function playerStats(db: Queryable, userId: number): Promise<PlayerStats> {
  const sums = await db.query<{ action: string; currency: string; total: number; count: number }>(
    `select action, currency, sum(amount_cents)::bigint as total, count(*)::int as count from payments
     where user_id = $1 and state = 'succeeded' group by action, currency order by currency`,
    [userId],
  );
  const bets = await db.query<{ currency: string; total: number }>(
    `select a.currency, sum(e.amount_cents)::bigint as total
     from ledger_transactions t
     join ledger_entries e on e.transaction_id = t.id
     join ledger_accounts a on a.id = e.account_id and a.kind = 'house_games'
     where t.user_id = $1 and e.amount_cents > 0
     group by a.currency order by a.currency`,
    [userId],
  );
  const [pending] = await db.query<{ count: number }>(
    `select count(*)::int as count from payments where user_id = $1 and action = 'cashout' and state = 'pending'`,
    [userId],
  );
  const deposits = sums.filter((row) => row.action === 'deposit');
  const pendingCount = pending?.count ?? 0;
  return {
    deposits_count: deposits.reduce((total, row) => total + row.count, 0),
    deposits_sum: Object.fromEntries(deposits.map((row) => [row.currency, row.total])),
    cashouts_sum: Object.fromEntries(
      sums.filter((row) => row.action === 'cashout').map((row) => [row.currency, row.total]),
    ),
    bets_sum: Object.fromEntries(bets.map((row) => [row.currency, row.total])),
    messages: {
      notice:
        pendingCount === 0
          ? ''
          : `You have ${pendingCount} pending withdrawal${pendingCount === 1 ? '' : 's'}; you can recall it until it is processed.`,
    },
  };
}
