-- Lotteries (loyalty.md §3, api-facts §5, docs/lotteries.md): players get numbered tickets by exchanging comp points in
-- the Rocket Mart or by a qualifying deposit; at `end_at` the draw job draws the winning tickets from a secret seed
-- and the ticket list and pays each prize place once, through the ledger (cash from `house_lotteries`, transaction
-- kind `lottery_prize`), the free-spin engine or the bonus engine.
--
-- The draw is verifiable: `seed` (32 random bytes, hex) is chosen when the lottery is created and kept secret,
-- `seed_hash` (its SHA-256) is published from the start; after the draw the seed is published, and the winners follow
-- from it and the ticket list alone (sdk/src/rules/lottery-draw.ts).
--
-- Tickets are numbered 1, 2, … per lottery: issuing them moves `tickets_count` on the lottery's row, which locks it,
-- so numbers never collide, a player's limit is counted under the lock, and the draw job's claim (which updates the
-- same row) either comes after the tickets or makes the issue find the lottery drawn.

alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check
  check (kind in ('cash', 'bonus', 'reserved', 'house_payments', 'house_games', 'house_fees', 'house_adjustments',
    'house_bonuses', 'house_loyalty', 'house_tournaments', 'house_lotteries'));

alter table ledger_transactions drop constraint ledger_transactions_kind_check;
alter table ledger_transactions add constraint ledger_transactions_kind_check
  check (kind in ('opening_balance', 'deposit', 'cashout_reserve', 'cashout_payout', 'cashout_release', 'bet', 'win',
    'bonus_issue', 'bonus_convert', 'bonus_forfeit', 'freespin_win', 'comp_points_exchange', 'tournament_prize',
    'lottery_prize'));

create table lotteries (
  id bigint generated always as identity primary key,
  frontend_identifier text not null unique check (frontend_identifier ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  title text not null check (title <> ''),
  -- how tickets are won and what the prizes are, sanitised HTML
  description text not null default '',
  -- the currency the prizes' cash and bonus amounts are in
  currency text not null references currencies (code),
  start_at timestamptz not null,
  end_at timestamptz not null check (end_at > start_at),
  -- groups whose players may hold tickets; empty: every player
  group_ids integer[] not null default '{}',
  -- most tickets one player may hold; null: no limit
  max_tickets_count_to_player integer check (max_tickets_count_to_player > 0),
  -- tickets issued so far: the last ticket's number
  tickets_count integer not null default 0 check (tickets_count >= 0),
  -- the draw's secret (32 bytes, hex), answered only once drawn_at is set, and its published SHA-256
  seed text not null check (seed ~ '^[0-9a-f]{64}$'),
  seed_hash text not null check (seed_hash ~ '^[0-9a-f]{64}$'),
  -- set once, by the draw job, in the transaction that draws, stores the winners and pays the prizes
  drawn_at timestamptz,
  created_at timestamptz not null
);
-- the due ones the draw job claims, and the lists by end
create index lotteries_undrawn on lotteries (end_at) where drawn_at is null;
create index lotteries_end on lotteries (end_at desc);

-- A prize place, as a tournament's (money through the ledger in the lottery's currency, free spins, a bonus); paid
-- to the holder of the ticket drawn for the place.
create table lottery_prizes (
  id bigint generated always as identity primary key,
  lottery_id bigint not null references lotteries (id) on delete cascade,
  award_place integer not null check (award_place > 0),
  money_award_cents bigint not null default 0 check (money_award_cents >= 0),
  freespins_count integer not null default 0 check (freespins_count >= 0),
  freespins_game text,
  freespins_bet_cents bigint not null default 0 check (freespins_bet_cents >= 0),
  bonus_amount_cents bigint not null default 0 check (bonus_amount_cents >= 0),
  wager_multiplier integer not null default 0 check (wager_multiplier >= 0),
  paid_user_id bigint references users (id),
  paid_at timestamptz,
  unique (lottery_id, award_place),
  check ((freespins_count > 0) = (freespins_game is not null)),
  check ((freespins_count > 0) = (freespins_bet_cents > 0)),
  check ((paid_user_id is null) = (paid_at is null))
);

-- A deposit of at least `from_amount_cents` in `currency` gives one ticket per `price_cents` of it (floored); of a
-- currency's active rules the one with the highest threshold the deposit reaches applies.
create table lottery_deposit_scale_rules (
  lottery_id bigint not null references lotteries (id) on delete cascade,
  currency text not null references currencies (code),
  from_amount_cents bigint not null check (from_amount_cents >= 0),
  price_cents bigint not null check (price_cents > 0),
  active boolean not null default true,
  primary key (lottery_id, currency, from_amount_cents)
);

create table lottery_tickets (
  id bigint generated always as identity primary key,
  lottery_id bigint not null references lotteries (id) on delete cascade,
  -- 1, 2, … in the order the tickets were issued
  number integer not null check (number > 0),
  user_id bigint not null references users (id),
  -- the wallet the ticket came with (the exchange's or the deposit's): a cash prize is paid into it
  currency text not null references currencies (code),
  source text not null check (source in ('exchange', 'deposit')),
  -- what gave it, one per ticket ('exchange:{id}:{n}', 'payment:{id}:{n}'): a retried exchange or deposit gives its
  -- tickets once
  reference text not null,
  created_at timestamptz not null,
  unique (lottery_id, number),
  unique (lottery_id, reference)
);
create index lottery_tickets_user on lottery_tickets (user_id, lottery_id);

-- The draw's result: the ticket drawn for each prize place.
create table lottery_winners (
  lottery_id bigint not null references lotteries (id) on delete cascade,
  award_place integer not null,
  ticket_number integer not null,
  user_id bigint not null references users (id),
  primary key (lottery_id, award_place),
  unique (lottery_id, ticket_number),
  foreign key (lottery_id, award_place) references lottery_prizes (lottery_id, award_place),
  foreign key (lottery_id, ticket_number) references lottery_tickets (lottery_id, number)
);
create index lottery_winners_user on lottery_winners (user_id);

-- Rocket Mart lottery cards: how many tickets one item gives.
alter table comp_point_rates add column tickets_count integer check (tickets_count > 0);
update comp_point_rates set tickets_count = greatest(1, coalesce(substring(group_key from '_([0-9]+)$')::integer, 1))
where type = 'lotteries';
alter table comp_point_rates add constraint comp_point_rates_tickets_count check
  ((type = 'lotteries') = (tickets_count is not null));
