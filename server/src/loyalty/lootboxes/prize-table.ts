import type { LootboxBonus } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';
import type { StoredLootboxItem } from './lootbox-record';

/** The prize table key of guests and of players in none of a configuration's groups. */
export const DEFAULT_SEGMENT_KEY = 'default';

/** A prize table of a loot box configuration: its key (`'21'`, …, `default`) and its prizes in order. */
export interface PrizeTable {
  segmentKey: string;
  prizes: StoredLootboxItem[];
}

/**
 * The prize table of configuration `groupKey` for player `userId` (null: a guest): the table of the first of the
 * player's user groups that has one, in ascending group id (tester 21 before 1308 before 1309), else `default`
 * (loyalty.md §4: "the first user group that matches a key"). Null when the configuration has no table for them.
 */
export async function prizeTableFor(
  db: Queryable,
  groupKey: string,
  userId: number | null,
): Promise<PrizeTable | null> {
  const prizes = await db.query<StoredLootboxItem & { segment_key: string }>(
    `with chosen as (
       select p.segment_key from lootbox_prizes p
       where p.group_key = $1 and (p.segment_key = $3 or p.segment_key in
         (select g.group_id::text from user_groups g where g.user_id = $2))
       order by p.segment_key = $3, case when p.segment_key <> $3 then p.segment_key::bigint end
       limit 1
     )
     select p.id::int as id, p.weight, p.label, p.description, p.bonus, p.segment_key
     from lootbox_prizes p join chosen using (segment_key)
     where p.group_key = $1 order by p.position`,
    [groupKey, userId, DEFAULT_SEGMENT_KEY],
  );
  const first = prizes[0];
  if (!first) return null;
  return {
    segmentKey: first.segment_key,
    prizes: prizes.map(({ segment_key: _, ...prize }) => prize),
  };
}

/** The per-currency amount lists of a prize (`bet_level`, `bonus_amount`, `max_win`). */
function amountLists(bonus: LootboxBonus): { currency: string; amount_cents: number }[][] {
  const lists = [];
  for (const field of [...bonus.attributes, ...bonus.result_bonus]) {
    if (Array.isArray(field.value) && field.field !== 'games') {
      lists.push(field.value as { currency: string; amount_cents: number }[]);
    }
  }
  return lists;
}

/** Whether every amount of every prize of `prizes` is given in `currency`. */
export function offersCurrency(prizes: readonly StoredLootboxItem[], currency: string): boolean {
  return prizes.every((prize) => amountLists(prize.bonus).every((list) => list.some((a) => a.currency === currency)));
}

/** How amounts of a currency are written: its code, symbol and minor units per unit. */
export interface CurrencyFormat {
  code: string;
  symbol: string;
  subunits: number;
}

/** The format of currency `code` (the `currencies` row). */
export async function currencyFormat(db: Queryable, code: string): Promise<CurrencyFormat> {
  const [row] = await db.query<{ symbol: string; subunits_to_unit: number }>(
    'select symbol, subunits_to_unit from currencies where code = $1',
    [code],
  );
  if (!row) throw new Error(`unknown currency ${code}`);
  return { code, symbol: row.symbol, subunits: Number(row.subunits_to_unit) };
}

/** `amountCents` as the symbol and the amount, grouped, with the minor units only when there are some: £1,000, €0.10. */
export function formatAmount(amountCents: number, format: CurrencyFormat): string {
  const units = amountCents / format.subunits;
  const decimals = Number.isInteger(units) ? 0 : Math.round(Math.log10(format.subunits));
  return `${format.symbol}${units.toLocaleString('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
}

/** `text` with `{bonus_amount}`, `{max_win}` and `{bet_level}` written as the prize's amounts in the format's currency. */
export function fillAmounts(text: string, bonus: LootboxBonus, format: CurrencyFormat): string {
  return text.replace(/\{(bonus_amount|max_win|bet_level)\}/g, (placeholder, field: string) => {
    const list = [...bonus.attributes, ...bonus.result_bonus].find((f) => f.field === field)?.value;
    const amount = Array.isArray(list)
      ? (list as { currency: string; amount_cents: number }[]).find((a) => a.currency === format.code)
      : undefined;
    return amount ? formatAmount(amount.amount_cents, format) : placeholder;
  });
}

/**
 * The prize in the format's currency: every per-currency amount list cut down to that currency's entry, the amounts
 * written into its texts.
 */
export function inCurrency(prize: StoredLootboxItem, format: CurrencyFormat): StoredLootboxItem {
  const only = <T extends { field: string; value: unknown }>(field: T): T =>
    Array.isArray(field.value) && field.field !== 'games'
      ? { ...field, value: (field.value as { currency: string }[]).filter((a) => a.currency === format.code) }
      : field;
  return {
    ...prize,
    label: fillAmounts(prize.label, prize.bonus, format),
    description: fillAmounts(prize.description, prize.bonus, format),
    bonus: {
      ...prize.bonus,
      title: fillAmounts(prize.bonus.title, prize.bonus, format),
      attributes: prize.bonus.attributes.map(only),
      result_bonus: prize.bonus.result_bonus.map(only),
    },
  };
}
