-- The Rocket Mart (loyalty.md §2–§5, docs/loyalty.md, Rocket Mart): cards that sell rewards for comp points, an
-- exchange journal, the special-reward requests the support team fulfils, the promotion pages switches and the CMS
-- pages. An exchange spends points through post_comp_points (reference `exchange:{id}`) and gives cash through the
-- ledger (from the house account `house_loyalty`, transaction kind `comp_points_exchange`), free spins, loot boxes or
-- a special reward, all in one transaction.

alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check
  check (kind in ('cash', 'bonus', 'reserved', 'house_payments', 'house_games', 'house_fees', 'house_adjustments',
    'house_bonuses', 'house_loyalty'));

alter table ledger_transactions drop constraint ledger_transactions_kind_check;
alter table ledger_transactions add constraint ledger_transactions_kind_check
  check (kind in ('opening_balance', 'deposit', 'cashout_reserve', 'cashout_payout', 'cashout_release', 'bet', 'win',
    'bonus_issue', 'bonus_convert', 'bonus_forfeit', 'freespin_win', 'comp_points_exchange'));

-- A card of the shop: `group_key` names it in an exchange. `points` is the price of one item where a currency has no
-- price of its own (EUR's, loyalty.md §9). Free-spin cards give `freespins_count` spins on `games`; loot box cards a box
-- of the loot box configuration `lootbox_group_key`; special cards a bonus (`fulfilment` bonus, amounts in the prices)
-- or a request to the support team (`fulfilment` request). Lottery cards are shown only (exchange: Loyalty II).
create table comp_point_rates (
  group_key text primary key check (group_key ~ '^[a-z][a-z0-9_]{1,63}$'),
  type text not null check (type in ('money', 'freespins', 'lootboxes', 'lotteries', 'special')),
  position integer not null,
  title text not null,
  description text,
  label text check (label in ('popular', 'new', 'vip')),
  points bigint not null check (points > 0),
  -- wagering of what the card gives, as a multiple of it (0: cash, or free-spin winnings paid as cash)
  wager integer not null default 0 check (wager >= 0),
  freespins_count integer check (freespins_count > 0),
  games text[] not null default '{}',
  lootbox_group_key text,
  fulfilment text check (fulfilment in ('bonus', 'request')),
  lottery_ids integer[],
  active boolean not null default true,
  check ((type = 'freespins') = (freespins_count is not null)),
  check ((type = 'freespins') = (cardinality(games) > 0)),
  check ((type = 'lootboxes') = (lootbox_group_key is not null)),
  check ((type = 'special') = (fulfilment is not null)),
  check (type <> 'money' or wager = 0)
);
create index comp_point_rates_type on comp_point_rates (type, position) where active;

-- A card's price and value in one currency: `points` buy `amount_cents` (money: cash paid; free spins: each spin's line
-- bet; a special bonus: the bonus amount).
create table comp_point_rate_prices (
  group_key text not null references comp_point_rates (group_key),
  currency text not null references currencies (code),
  points bigint not null check (points > 0),
  amount_cents bigint not null check (amount_cents > 0),
  primary key (group_key, currency)
);

-- One exchange: who bought which card, how many, in which currency, for how many points. Its comp point entries are
-- referenced `exchange:{id}`, so the journal says what every spent point bought.
create table comp_point_exchanges (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  group_key text not null references comp_point_rates (group_key),
  type text not null,
  currency text not null references currencies (code),
  quantity integer not null check (quantity > 0),
  points bigint not null check (points > 0),
  created_at timestamptz not null
);
create index comp_point_exchanges_user on comp_point_exchanges (user_id, id);

-- Special rewards the support team fulfils by hand (a call from a personal manager, priority withdrawals): open until
-- they mark it done.
create table special_reward_requests (
  id bigint generated always as identity primary key,
  exchange_id bigint not null references comp_point_exchanges (id),
  user_id bigint not null references users (id),
  group_key text not null references comp_point_rates (group_key),
  status text not null default 'open' check (status in ('open', 'fulfilled', 'canceled')),
  created_at timestamptz not null,
  fulfilled_at timestamptz,
  check ((status = 'open') = (fulfilled_at is null))
);
create index special_reward_requests_open on special_reward_requests (created_at) where status = 'open';

-- GET /api/fe/config/manage-promotion-pages: one switch per promotion page.
create table promotion_pages (
  page text primary key check (page in ('rocket_mart', 'rocket_chance', 'lotteries')),
  enabled boolean not null
);

-- GET /api/cms/pages/{slug}: content pages per locale; HTML limited to p, ul, li, strong, a, h2, h3.
create table cms_pages (
  slug text not null check (slug ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  locale text not null references locales (code),
  title text not null,
  content_html text not null,
  updated_at timestamptz not null,
  primary key (slug, locale)
);
