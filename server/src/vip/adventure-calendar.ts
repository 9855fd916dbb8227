import type { AdventureCalendar, AdventureDay, AdventurePrize } from '@casino/sdk/contract';
import {
  adventureActiveUntil,
  adventureDayDate,
  adventureDayProgress,
  adventureDayWindow,
  isAdventureDayToday,
} from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import type { AdventureRow } from './adventure-record';

/** Whose calendar it is: a signed-in player and his active wallet's currency, or null for a guest. */
export interface AdventureViewer {
  userId: number;
  currency: string;
}

/** Amounts of `from` at their value in `to` (`tournament_value_cents`, rounded down), in order. */
async function valuesIn(db: Queryable, amounts: readonly number[], from: string, to: string): Promise<number[]> {
  if (from === to) return [...amounts];
  const [row] = await db.query<{ values: (number | string)[] }>(
    `select array(select tournament_value_cents(u.amount, $2, $3) from unnest($1::bigint[]) with ordinality
       as u (amount, position) order by u.position) as values`,
    [amounts, from, to],
  );
  return (row?.values ?? []).map(Number);
}

/** The claimed days of the player (0: the super prize) and when. */
async function readClaims(db: Queryable, adventureId: number, userId: number): Promise<Map<number, string>> {
  const rows = await db.query<{ day: number; claimed_at: Date }>(
    'select day, claimed_at from adventure_claims where adventure_id = $1 and user_id = $2',
    [adventureId, userId],
  );
  return new Map(rows.map((row) => [row.day, row.claimed_at.toISOString()]));
}

/**
 * The player's deposits and bets counted for each day whose window has begun: every wallet's, valued in `currency`,
 * from the day's date to the last date of its window, in one statement.
 */
async function readDaySums(
  db: Queryable,
  userId: number,
  days: readonly { day: number; from: string; to: string }[],
  currency: string,
): Promise<Map<number, { depositCents: number; wagerCents: number }>> {
  if (days.length === 0) return new Map();
  const rows = await db.query<{ day: number; deposit_cents: number; wager_cents: number }>(
    `select w.day, sum(tournament_value_cents(w.deposit_cents, w.currency, $5))::bigint as deposit_cents,
       sum(tournament_value_cents(w.bet_cents, w.currency, $5))::bigint as wager_cents
     from (select d.day, t.currency, sum(t.deposit_cents)::bigint as deposit_cents, sum(t.bet_cents)::bigint as bet_cents
       from unnest($2::integer[], $3::date[], $4::date[]) as d (day, first_day, last_day)
       join player_daily_totals t on t.user_id = $1 and t.day between d.first_day and d.last_day
       group by d.day, t.currency) w
     group by w.day`,
    [userId, days.map((d) => d.day), days.map((d) => d.from), days.map((d) => d.to), currency],
  );
  return new Map(rows.map((row) => [row.day, { depositCents: row.deposit_cents, wagerCents: row.wager_cents }]));
}

/**
 * The calendar of an adventure as GET /api/fe/config/vip-adventures answers it (docs/vip.md): its amounts at their
 * value in the viewer's currency (the adventure's own for a guest), each day with its window, the viewer's deposits
 * and bets in it, its step of stepTotal and whether it is completed (`adventureDayProgress`), and his claims. A guest
 * gets the days without progress.
 */
export async function adventureCalendar(
  db: Queryable,
  adventure: AdventureRow,
  viewer: AdventureViewer | null,
  now: Date,
): Promise<AdventureCalendar> {
  const currency = viewer?.currency ?? adventure.currency;
  const prizes = [...adventure.days.map((day) => day.prize), adventure.superPrize];
  const amounts = [
    ...adventure.days.flatMap((day) => [day.condition.minDep, day.condition.wager]),
    ...prizes.flatMap((prize) => [prize.amount_cents ?? 0, prize.bet_cents ?? 0]),
  ];
  const values = await valuesIn(db, amounts, adventure.currency, currency);
  const valueAt = (index: number) => values[index] ?? 0;
  const prizeAt = (prize: AdventurePrize, index: number): AdventurePrize => {
    const at = adventure.days.length * 2 + index * 2;
    return {
      ...prize,
      amount_cents: prize.amount_cents === null ? null : valueAt(at),
      bet_cents: prize.bet_cents === null ? null : Math.max(1, valueAt(at + 1)),
    };
  };
  const windows = adventure.days.map((day) => {
    const date = adventureDayDate(adventure.startDate, day.day);
    return { day: day.day, date, ...adventureDayWindow(date, day.condition.periodActivationDays) };
  });
  const begun = windows.filter((window) => window.start <= now.getTime());
  const sums = viewer
    ? await readDaySums(
        db,
        viewer.userId,
        begun.map((window) => ({ day: window.day, from: window.date, to: window.lastDate })),
        currency,
      )
    : new Map();
  const claims = viewer ? await readClaims(db, adventure.id, viewer.userId) : new Map<number, string>();
  const days = adventure.days.map((day, index): AdventureDay => {
    const date = windows[index]?.date ?? adventureDayDate(adventure.startDate, day.day);
    const condition = { ...day.condition, minDep: valueAt(index * 2), wager: valueAt(index * 2 + 1) };
    const sum = sums.get(day.day) ?? { depositCents: 0, wagerCents: 0 };
    const progress = adventureDayProgress(condition, sum);
    return {
      day: day.day,
      date,
      step: progress.step,
      stepTotal: progress.stepTotal,
      isCompleted: viewer !== null && progress.isCompleted,
      today: isAdventureDayToday(date, condition.periodActivationDays, now.getTime()),
      activeUntil: adventureActiveUntil(date, condition.periodActivationDays),
      depositCents: sum.depositCents,
      wagerCents: sum.wagerCents,
      claimedAt: claims.get(day.day) ?? null,
      prize: prizeAt(day.prize, index),
      condition,
    };
  });
  return {
    id: adventure.id,
    title: adventure.title,
    currency,
    days,
    superPrize: { prize: prizeAt(adventure.superPrize, adventure.days.length), claimedAt: claims.get(0) ?? null },
  };
}
