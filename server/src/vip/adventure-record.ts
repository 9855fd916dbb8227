import type { AdventureCondition, AdventurePrize } from '@casino/sdk/contract';
import { adventureDayDate, isAdventureOver } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';

const DAY_MS = 86_400_000;
/** Days an adventure is still shown (as finished) after its time is over. */
export const ADVENTURE_SHOWN_DAYS_AFTER = 7;

/** A day of an adventure to create: what it asks and what it gives. */
export interface NewAdventureDay {
  condition: AdventureCondition;
  prize: AdventurePrize;
}

/** An adventure to create (docs/vip.md, Adventure calendar): its amounts in `currency`, a day per UTC date from `startDate`. */
export interface NewAdventure {
  title: string;
  currency: string;
  startDate: string;
  days: readonly NewAdventureDay[];
  superPrize: AdventurePrize;
}

/** A stored adventure: amounts in its currency, days numbered from 1. */
export interface AdventureRow {
  id: number;
  title: string;
  currency: string;
  startDate: string;
  days: { day: number; condition: AdventureCondition; prize: AdventurePrize }[];
  superPrize: AdventurePrize;
}

async function insertPrize(tx: Queryable, prize: AdventurePrize): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into adventure_prizes (type, title, amount_cents, wager_multiplier, freespins_count, game, bet_cents)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      prize.type,
      prize.title,
      prize.type === 'bonus' ? prize.amount_cents : null,
      prize.wager_multiplier ?? 0,
      prize.type === 'fs' ? prize.freespins_count : null,
      prize.type === 'fs' ? prize.game : null,
      prize.type === 'fs' ? prize.bet_cents : null,
    ],
  );
  if (!row) throw new Error('insert into adventure_prizes returned no id');
  return row.id;
}

/** Creates an adventure inside `tx`; answers its id. */
export async function createAdventure(tx: Queryable, adventure: NewAdventure, now: Date): Promise<number> {
  const superPrizeId = await insertPrize(tx, adventure.superPrize);
  const [row] = await tx.query<{ id: number }>(
    `insert into adventures (title, currency, start_date, super_prize_id, created_at)
     values ($1, $2, $3::date, $4, $5) returning id`,
    [adventure.title, adventure.currency, adventure.startDate, superPrizeId, now],
  );
  if (!row) throw new Error('insert into adventures returned no id');
  for (const [index, day] of adventure.days.entries()) {
    await tx.query(
      `insert into adventure_days (adventure_id, day, min_deposit_cents, wager_cents, period_activation_days, prize_id)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        row.id,
        index + 1,
        day.condition.minDep,
        day.condition.wager,
        day.condition.periodActivationDays,
        await insertPrize(tx, day.prize),
      ],
    );
  }
  return row.id;
}

interface PrizeJson {
  type: AdventurePrize['type'];
  title: string;
  amount_cents: number | null;
  wager_multiplier: number;
  freespins_count: number | null;
  game: string | null;
  bet_cents: number | null;
}

const toPrize = (row: PrizeJson): AdventurePrize => ({
  type: row.type,
  title: row.title,
  amount_cents: row.amount_cents === null ? null : Number(row.amount_cents),
  wager_multiplier: row.wager_multiplier,
  freespins_count: row.freespins_count,
  game: row.game,
  bet_cents: row.bet_cents === null ? null : Number(row.bet_cents),
});

/**
 * The adventure the calendar shows at `now` (one at a time): the one that started last (today or before; the latest
 * created on a tie), while running and for {@link ADVENTURE_SHOWN_DAYS_AFTER} days after its time is over; else null.
 */
export async function findShownAdventure(db: Queryable, now: Date): Promise<AdventureRow | null> {
  const [row] = await db.query<{
    id: number;
    title: string;
    currency: string;
    start_date: string;
    super_prize: PrizeJson;
    days: {
      day: number;
      min_deposit_cents: number;
      wager_cents: number;
      period_activation_days: number;
      prize: PrizeJson;
    }[];
  }>(
    `select a.id, a.title, a.currency, a.start_date, row_to_json(sp) as super_prize,
       (select json_agg(json_build_object('day', d.day, 'min_deposit_cents', d.min_deposit_cents,
          'wager_cents', d.wager_cents, 'period_activation_days', d.period_activation_days, 'prize', row_to_json(p))
          order by d.day)
        from adventure_days d join adventure_prizes p on p.id = d.prize_id where d.adventure_id = a.id) as days
     from adventures a join adventure_prizes sp on sp.id = a.super_prize_id
     where a.start_date <= $1::date
     order by a.start_date desc, a.id desc limit 1`,
    [now.toISOString().slice(0, 10)],
  );
  if (!row) return null;
  const adventure: AdventureRow = {
    id: row.id,
    title: row.title,
    currency: row.currency,
    startDate: row.start_date,
    superPrize: toPrize(row.super_prize),
    days: (row.days ?? []).map((day) => ({
      day: day.day,
      condition: {
        minDep: Number(day.min_deposit_cents),
        wager: Number(day.wager_cents),
        periodActivationDays: day.period_activation_days,
      },
      prize: toPrize(day.prize),
    })),
  };
  const dates = adventure.days.map((day) => ({ date: adventureDayDate(adventure.startDate, day.day) }));
  const shownUntil = now.getTime() - ADVENTURE_SHOWN_DAYS_AFTER * DAY_MS;
  return isAdventureOver(dates, shownUntil) ? null : adventure;
}
