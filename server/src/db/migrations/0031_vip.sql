-- The VIP club and the adventure calendar (loyalty.md §3–§4, docs/vip.md).

-- The VIP manager of each group (POST /api/fe/config/managers): working hours `works_from`–`works_to` in `time_zone`
-- on the ISO weekdays `work_days`, contacts as the contract's `{kind, label, href}` list.
create table vip_managers (
  group_id integer primary key references groups (id),
  name text not null,
  avatar_url text not null,
  work_days integer[] not null check (work_days <@ array[1, 2, 3, 4, 5, 6, 7] and cardinality(work_days) > 0),
  works_from text not null check (works_from ~ '^\d{2}:\d{2}$'),
  works_to text not null check (works_to ~ '^\d{2}:\d{2}$'),
  time_zone text not null,
  contacts jsonb not null default '[]' check (jsonb_typeof(contacts) = 'array')
);

-- The VIP status a player holds above regular (no row: regular) and until when: a status reached in a quarter holds
-- until the end of the next quarter; diamond for life (`held_until` null).
create table vip_statuses (
  user_id bigint primary key references users (id) on delete cascade,
  status text not null check (status in ('bronze', 'silver', 'gold', 'diamond')),
  reached_at timestamptz not null,
  held_until timestamptz,
  check ((status = 'diamond') = (held_until is null))
);

-- When each player was last assessed in a quarter: the sum of the quarter's deposit and bet cents (all currencies, as
-- stored) then. The promotion job assesses again only players whose sum has moved since.
create table vip_assessments (
  user_id bigint not null references users (id) on delete cascade,
  quarter_start date not null,
  moved_cents bigint not null,
  assessed_at timestamptz not null,
  primary key (user_id, quarter_start)
);

-- The quarters whose start has re-assessed every status (one row each: the first process to insert it does the work).
create table vip_quarter_reassessments (
  quarter_start date primary key,
  done_at timestamptz not null
);

-- The promotion job finds the players who played or deposited today or yesterday.
create index player_daily_totals_day on player_daily_totals (day);

-- A prize of the adventure calendar, given through the bonus engine (`bonus`: money to wager `wager_multiplier`
-- times) or the free-spin engine (`fs`: `freespins_count` spins of `bet_cents` a line on `game`, their winnings wagered
-- `wager_multiplier` times), in the adventure's currency.
create table adventure_prizes (
  id integer generated always as identity primary key,
  type text not null check (type in ('bonus', 'fs')),
  title text not null,
  amount_cents bigint check (amount_cents > 0),
  wager_multiplier integer not null default 0 check (wager_multiplier >= 0),
  freespins_count integer check (freespins_count > 0),
  game text,
  bet_cents bigint check (bet_cents > 0),
  check (case type
    when 'bonus' then amount_cents is not null and freespins_count is null and game is null and bet_cents is null
    else amount_cents is null and freespins_count is not null and game is not null and bet_cents is not null end)
);

-- An adventure: days from `start_date`, one a UTC day, and a super prize once every day is completed. Its amounts are
-- in `currency`; a player sees and gets them at their value in his wallet's currency.
create table adventures (
  id integer generated always as identity primary key,
  title text not null,
  currency text not null references currencies (code),
  start_date date not null,
  super_prize_id integer not null references adventure_prizes (id),
  created_at timestamptz not null
);
create index adventures_start on adventures (start_date desc, id desc);

-- A day of an adventure: deposits of `min_deposit_cents` and bets of `wager_cents` (0: not asked; at least one is)
-- within `period_activation_days` days from its date.
create table adventure_days (
  adventure_id integer not null references adventures (id) on delete cascade,
  day integer not null check (day > 0),
  min_deposit_cents bigint not null check (min_deposit_cents >= 0),
  wager_cents bigint not null check (wager_cents >= 0),
  period_activation_days integer not null check (period_activation_days > 0),
  prize_id integer not null references adventure_prizes (id),
  primary key (adventure_id, day),
  check (min_deposit_cents > 0 or wager_cents > 0)
);

-- A claimed prize, once per adventure, player and day (`day` 0: the super prize), and the gift it became. The row is
-- written first (a second claim waits on it and then finds it) and gets its gift in the same transaction.
create table adventure_claims (
  adventure_id integer not null references adventures (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  day integer not null check (day >= 0),
  bonus_id bigint references bonuses (id),
  freespin_id bigint references freespins (id),
  claimed_at timestamptz not null,
  primary key (adventure_id, user_id, day)
);
