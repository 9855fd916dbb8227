-- Bonuses, free spins, offers, coupons and notifications (docs/bonuses.md). Bonus money lives in the player's `bonus`
-- ledger account and comes from, and goes back to, the house account `house_bonuses`; it becomes cash only at
-- wager_done, through a ledger transaction like every other balance change.

alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check
  check (kind in ('cash', 'bonus', 'reserved', 'house_payments', 'house_games', 'house_fees', 'house_adjustments',
    'house_bonuses'));

alter table ledger_transactions drop constraint ledger_transactions_kind_check;
alter table ledger_transactions add constraint ledger_transactions_kind_check
  check (kind in ('opening_balance', 'deposit', 'cashout_reserve', 'cashout_payout', 'cashout_release', 'bet', 'win',
    'bonus_issue', 'bonus_convert', 'bonus_forfeit', 'freespin_win'));

-- What a deposit, a registration or a coupon gives: the offer's `id` is its code. `conditions` and `results` hold the
-- contract's OfferCondition[] and OfferResult[] (sdk/src/contract/bonuses.ts) as JSON.
create table bonus_offers (
  id text primary key check (id ~ '^[A-Z0-9_-]{2,64}$'),
  kind text not null check (kind in ('deposit', 'registration', 'coupon')),
  title text not null,
  group_key text,
  conditions jsonb not null default '[]',
  results jsonb not null,
  -- days an issued bonus waits for activation (null: it starts at once), days it may be wagered (null: no end)
  activatable_days integer check (activatable_days > 0),
  valid_days integer check (valid_days > 0),
  active boolean not null default true,
  position integer not null default 0
);

create table bonuses (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  offer_id text references bonus_offers (id),
  -- the deposit that earned it; a deposit gives at most one bonus
  payment_id bigint unique references payments (id),
  strategy text not null check (strategy in ('registration', 'deposit', 'coupon', 'gift', 'freespins')),
  title text not null,
  group_key text,
  currency text not null references currencies (code),
  stage text not null check (stage in ('issued', 'wait', 'handle_bets', 'wager_done', 'lost', 'canceled', 'expired')),
  amount_cents bigint not null check (amount_cents > 0),
  amount_wager_requirement_cents bigint not null check (amount_wager_requirement_cents >= 0),
  amount_wager_cents bigint not null default 0 check (amount_wager_cents >= 0),
  max_win_cents bigint check (max_win_cents > 0),
  -- bonus money the bonus holds (its share of the bonus ledger account): amount plus winnings while handle_bets
  balance_cents bigint not null default 0 check (balance_cents >= 0),
  cancelable boolean not null default true,
  activatable_until timestamptz,
  valid_until timestamptz,
  created_at timestamptz not null,
  activated_at timestamptz,
  finished_at timestamptz,
  check ((stage in ('wager_done', 'lost', 'canceled', 'expired')) = (finished_at is not null)),
  check (stage = 'handle_bets' or balance_cents = 0)
);
create index bonuses_user on bonuses (user_id, id);
-- at most one bonus of a wallet is wagered at a time; activated ones queue behind it in `wait`
create unique index bonuses_one_wagered on bonuses (user_id, currency) where stage = 'handle_bets';
create index bonuses_due on bonuses (activatable_until) where stage = 'issued';
create index bonuses_valid on bonuses (valid_until) where stage in ('wait', 'handle_bets');

create table bonus_transitions (
  id bigint generated always as identity primary key,
  bonus_id bigint not null references bonuses (id),
  from_stage text,
  to_stage text not null,
  reason text,
  ledger_transaction_id bigint references ledger_transactions (id),
  at timestamptz not null
);
create index bonus_transitions_bonus on bonus_transitions (bonus_id, id);

create table freespins (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  offer_id text references bonus_offers (id),
  strategy text not null check (strategy in ('registration', 'deposit', 'coupon', 'gift')),
  title text not null,
  group_key text,
  currency text not null references currencies (code),
  stage text not null check (stage in ('issued', 'activated', 'finished', 'canceled', 'expired')),
  -- game identifiers ('provider/slug') the spins are played on
  games text[] not null check (cardinality(games) > 0),
  freespins_total integer not null check (freespins_total > 0),
  freespins_performed integer not null default 0 check (freespins_performed between 0 and freespins_total),
  bet_level_cents bigint not null check (bet_level_cents > 0),
  win_cents bigint not null default 0 check (win_cents >= 0),
  wager_multiplier integer not null default 0 check (wager_multiplier >= 0),
  -- the bonus the winnings became (when they needed wagering)
  bonus_id bigint references bonuses (id),
  cancelable boolean not null default true,
  activatable_until timestamptz,
  valid_until timestamptz,
  created_at timestamptz not null,
  activated_at timestamptz,
  finished_at timestamptz,
  check ((stage in ('finished', 'canceled', 'expired')) = (finished_at is not null))
);
create index freespins_user on freespins (user_id, id);

-- a free-spin round stakes nothing: it has no bet transaction, and names the free spins it used
alter table game_rounds alter column bet_transaction_id drop not null;
alter table game_rounds add column freespin_id bigint references freespins (id);
alter table game_rounds add check ((bet_transaction_id is null) = (freespin_id is not null));
-- its win is collected on the free-spin record, not paid per round: only a paid round's win has a transaction
alter table game_rounds drop constraint game_rounds_check;
alter table game_rounds add check (case when freespin_id is null then (win_cents = 0) = (win_transaction_id is null)
  else win_transaction_id is null end);

-- one coupon per player, once
create table coupon_redemptions (
  user_id bigint not null references users (id),
  offer_id text not null references bonus_offers (id),
  redeemed_at timestamptz not null,
  primary key (user_id, offer_id)
);

create table personal_notifications (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  type text not null check (type in ('personal', 'bonuses_changes', 'freespins_changes')),
  title text not null,
  text text not null,
  identifier text,
  content jsonb not null default '{"icon": null, "title": null, "button": null}',
  created_at timestamptz not null
);
create index personal_notifications_user on personal_notifications (user_id, created_at desc);

-- notices: shown to testers (group 21) and group 916 (core.md §6)
create table notices (
  id bigint generated always as identity primary key,
  type text not null check (type in ('info', 'warning')),
  title text not null,
  text text not null,
  content text,
  active boolean not null default true,
  created_at timestamptz not null
);

-- operator configuration: group keys of bonuses whose issued gifts the front end hides
create table disabled_bonus_groups (group_key text primary key);
