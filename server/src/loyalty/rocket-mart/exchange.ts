import type { ExchangeIssue, ExchangeRequest, ExchangeResult, LootboxStrategy, RateType } from '@casino/sdk/contract';
import { issueBonus } from '../../bonuses/issue-bonus';
import type { Queryable } from '../../db/database';
import { issueFreespins } from '../../freespins/issue-freespins';
import { invalid } from '../../http/http-error';
import { postLedgerTransaction } from '../../ledger/post';
import { issueTickets } from '../../lotteries/issue-tickets';
import { loadBonusEligibility } from '../../offers/bonus-eligibility';
import { postCompPoints } from '../comp-points';
import { issueLootbox } from '../lootboxes/issue-lootbox';
import { prizeTableFor } from '../lootboxes/prize-table';
import { exchangeRefused, insufficientPoints } from './exchange-refused';
import { findRate, type RateRow, requiresBonuses, unitPoints } from './rate-cards';

const DAY_MS = 86_400_000;

/** Days a gift bought in the shop may wait to be activated, and then be used: a week each, as the seeded offers. */
export const EXCHANGE_GIFT_DAYS = 7;

/** Group key of the bonuses and free spins the shop issues. */
export const ROCKET_MART_GROUP_KEY = 'rocket_mart';

/** What one exchange asks for: the card's type (from the path) and the body's `exchange`. */
export interface ExchangeOrder {
  userId: number;
  type: RateType;
  exchange: ExchangeRequest['exchange'];
  /** How a bought loot box came: `exchange` (the shop, default) or `purchase` (a spin bought on the wheel page). */
  lootboxStrategy?: LootboxStrategy;
}

/** The card `order` names, checked against the path's type, the player and the price they saw. */
async function checkedRate(tx: Queryable, order: ExchangeOrder): Promise<{ rate: RateRow; points: number }> {
  const { group, currency } = order.exchange;
  const rate = await findRate(tx, group);
  if (!rate?.active || rate.type !== order.type) throw exchangeRefused('unknown_reward', 'group');
  const eligibility = await loadBonusEligibility(tx, order.userId);
  if (eligibility.multiAccount) throw exchangeRefused('multi_account');
  if (requiresBonuses(rate) && !eligibility.canIssueBonuses) throw exchangeRefused('bonuses_disabled');
  const [wallet] = await tx.query('select 1 from accounts where user_id = $1 and currency = $2', [
    order.userId,
    currency,
  ]);
  if (!wallet) throw invalid('currency', 'is not the currency of one of your wallets');
  const pricedIn = rate.prices.some((price) => price.currency === currency);
  if (!pricedIn && rate.prices.length > 0) {
    throw exchangeRefused('unknown_reward', 'currency', `is not a currency this reward is sold in`);
  }
  const points = unitPoints(rate, currency);
  if (order.exchange.points !== points) throw exchangeRefused('price_changed');
  // a configuration with no prize table for this player (none of their groups', no default) cannot issue their box
  if (rate.lootbox_group_key !== null && !(await prizeTableFor(tx, rate.lootbox_group_key, order.userId))) {
    throw exchangeRefused('unknown_reward', 'group', 'is a loot box that cannot be given to you now');
  }
  return { rate, points };
}

/** The amount of one item in the order's currency (money, a free spin's line bet, a bonus). */
function amountOf(rate: RateRow, currency: string): number {
  const price = rate.prices.find((entry) => entry.currency === currency);
  if (!price) throw new Error(`reward ${rate.group_key} has no price in ${currency}`);
  return price.amount_cents;
}

/** Gives what `quantity` items of a card give, inside `tx`, after the points were spent. */
async function issue(
  tx: Queryable,
  order: ExchangeOrder,
  rate: RateRow,
  quantity: number,
  exchangeId: number,
  now: Date,
): Promise<ExchangeIssue[]> {
  const { userId } = order;
  const { currency } = order.exchange;
  const activatableUntil = new Date(now.getTime() + EXCHANGE_GIFT_DAYS * DAY_MS);
  const validUntil = new Date(activatableUntil.getTime() + EXCHANGE_GIFT_DAYS * DAY_MS);
  switch (rate.type) {
    case 'money':
      return [{ kind: 'cash', currency, amount_cents: amountOf(rate, currency) * quantity }];
    case 'freespins': {
      const count = (rate.freespins_count ?? 0) * quantity;
      const freespins = await issueFreespins(
        tx,
        {
          userId,
          strategy: 'gift',
          title: rate.title,
          currency,
          games: rate.games,
          count,
          betLevelCents: amountOf(rate, currency),
          wagerMultiplier: rate.wager,
          groupKey: ROCKET_MART_GROUP_KEY,
          activatableUntil,
          validUntil,
        },
        now,
      );
      return [{ kind: 'freespins', id: freespins.id, freespins_count: count }];
    }
    case 'lootboxes': {
      const issued: ExchangeIssue[] = [];
      for (let item = 1; item <= quantity; item++) {
        const { row } = await issueLootbox(
          tx,
          {
            player: userId,
            groupKey: rate.lootbox_group_key ?? '',
            currency,
            reference: `exchange:${exchangeId}:${item}`,
            strategy: order.lootboxStrategy ?? 'exchange',
          },
          now,
        );
        issued.push({ kind: 'lootbox', id: row.id });
      }
      return issued;
    }
    case 'special': {
      if (rate.fulfilment === 'bonus') {
        const amountCents = amountOf(rate, currency) * quantity;
        const bonus = await issueBonus(
          tx,
          {
            userId,
            strategy: 'gift',
            title: rate.title,
            currency,
            amountCents,
            wagerMultiplier: rate.wager,
            groupKey: ROCKET_MART_GROUP_KEY,
            activatableUntil,
            validUntil,
          },
          now,
        );
        return [{ kind: 'bonus', id: bonus.id, currency, amount_cents: amountCents }];
      }
      const [request] = await tx.query<{ id: number }>(
        `insert into special_reward_requests (exchange_id, user_id, group_key, created_at) values ($1, $2, $3, $4)
         returning id`,
        [exchangeId, userId, rate.group_key, now],
      );
      if (!request) throw new Error('insert into special_reward_requests returned no row');
      return [{ kind: 'request', id: request.id, status: 'open' }];
    }
    case 'lotteries':
      return [];
  }
}

/**
 * The lottery and the ticket count of a lottery card's exchange: `lottery_id` must be one the card sells (default: the
 * first of them running at `now`, else the first), `tickets_count`, when sent, what the card gives for the quantity.
 */
async function lotteryOrder(
  tx: Queryable,
  rate: RateRow,
  exchange: ExchangeOrder['exchange'],
  quantity: number,
  now: Date,
) {
  const lotteries = rate.lottery_ids ?? [];
  const [running] = await tx.query<{ id: number }>(
    `select l.id from unnest($1::bigint[]) with ordinality as card (id, position) join lotteries l on l.id = card.id
     where l.start_at <= $2 and l.end_at > $2 and l.drawn_at is null order by card.position limit 1`,
    [lotteries, now],
  );
  const lotteryId = exchange.lottery_id ?? running?.id ?? lotteries[0];
  if (lotteryId === undefined || !lotteries.includes(lotteryId)) {
    throw exchangeRefused('unknown_reward', 'lottery_id', 'is not a lottery this reward sells tickets to');
  }
  const tickets = (rate.tickets_count ?? 1) * quantity;
  if (exchange.tickets_count !== undefined && exchange.tickets_count !== tickets) {
    throw invalid('tickets_count', `must be ${tickets}: ${rate.tickets_count ?? 1} a reward, ${quantity} bought`);
  }
  return { lotteryId, tickets };
}

/**
 * Gives a lottery card's tickets for exchange `exchangeId` (referenced `exchange:{id}`), before its points are spent:
 * the lottery's row is locked before the comp point balance (docs/lotteries.md, lock order).
 */
async function exchangeTickets(
  tx: Queryable,
  order: ExchangeOrder,
  rate: RateRow,
  quantity: number,
  exchangeId: number,
  now: Date,
): Promise<ExchangeIssue[]> {
  const { lotteryId, tickets } = await lotteryOrder(tx, rate, order.exchange, quantity, now);
  const issued = await issueTickets(
    tx,
    {
      lotteryId,
      userId: order.userId,
      currency: order.exchange.currency,
      source: 'exchange',
      reference: `exchange:${exchangeId}`,
      count: tickets,
      overLimit: 'refuse',
    },
    now,
  );
  if (issued.refused !== null) throw exchangeRefused(issued.refused, 'lottery_id');
  return [{ kind: 'tickets', lottery_id: lotteryId, numbers: issued.numbers }];
}

/**
 * Exchanges comp points for a Rocket Mart reward inside `tx` (docs/loyalty.md, Rocket Mart): checks the card, the
 * player (group 100, `can_issue_bonuses`), the wallet and the price they saw; records the exchange; for money posts
 * the cash from `house_loyalty` first (the ledger accounts are locked before the comp point balance, as a round locks
 * them) and for lottery tickets gives them (the lottery's row, too, is locked before the balance:
 * docs/lotteries.md); spends `points × quantity` chargeable points (referenced `exchange:{id}`; too few is
 * {@link insufficientPoints} and nothing stays); then issues free spins, loot boxes, a bonus or a support request.
 * Refusals throw, so the caller's transaction rolls everything back.
 */
export async function exchangeCompPoints(tx: Queryable, order: ExchangeOrder, now: Date): Promise<ExchangeResult> {
  const { rate, points } = await checkedRate(tx, order);
  const quantity = order.exchange.quantity ?? 1;
  const total = points * quantity;
  const { currency } = order.exchange;
  const [exchange] = await tx.query<{ id: number }>(
    `insert into comp_point_exchanges (user_id, group_key, type, currency, quantity, points, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [order.userId, rate.group_key, rate.type, currency, quantity, total, now],
  );
  if (!exchange) throw new Error('insert into comp_point_exchanges returned no row');
  const tickets = rate.type === 'lotteries' ? await exchangeTickets(tx, order, rate, quantity, exchange.id, now) : [];
  if (rate.type === 'money') {
    const cents = amountOf(rate, currency) * quantity;
    await postLedgerTransaction(
      tx,
      {
        kind: 'comp_points_exchange',
        userId: order.userId,
        legs: [
          { account: { currency, kind: 'house_loyalty' }, amountCents: -cents },
          { account: { userId: order.userId, currency, kind: 'cash' }, amountCents: cents },
        ],
      },
      now,
    );
  }
  const spent = await postCompPoints(
    tx,
    {
      userId: order.userId,
      reason: 'exchange',
      reference: `exchange:${exchange.id}`,
      chargeable: -total,
      persistent: 0,
    },
    now,
  );
  if (spent.refused) throw insufficientPoints(total - spent.chargeable_points);
  if (!spent.posted) throw new Error(`exchange ${exchange.id} was spent before it was recorded`);
  return {
    id: exchange.id,
    type: rate.type,
    group: rate.group_key,
    quantity,
    points: total,
    issued: [...tickets, ...(await issue(tx, order, rate, quantity, exchange.id, now))],
    comp_points: { chargeable: { points: spent.chargeable_points }, persistent: { points: spent.persistent_points } },
  };
}
