-- Comp points (loyalty.md §3–§4, docs/loyalty.md): an append-only journal like the money ledger. Every change is a
-- pair of entries at most (the spendable `chargeable` and the lifetime `persistent` points), written once per
-- (reference, kind), and the balance projection `comp_point_balances` moves in the same call of `post_comp_points`;
-- nothing else writes it. `comp_point_drift()` lists the players whose balance differs from their journal.
-- Levels level_1…level_12 are ranges of persistent points, each inside one status group (257 Bronze … 759 Diamond);
-- reaching a level's maximum moves the player into the next level and, when that level's group is higher, the group.
-- A real round accrues points from its bet at a rate per currency (EUR's when the currency has none), counted on the
-- player's running bet total per currency so that no fraction of a point is lost between rounds.

create table comp_point_levels (
  id text primary key check (id ~ '^level_[1-9][0-9]*$'),
  position integer not null unique,
  name text not null,
  group_id integer not null references statuses (group_id),
  persistent_comp_points_min bigint not null check (persistent_comp_points_min >= 0),
  persistent_comp_points_max bigint check (persistent_comp_points_max > persistent_comp_points_min),
  gift_descriptions text[] not null default '{}'
);

-- minor units of bet per comp point, per currency
create table comp_point_accrual_rates (
  currency text primary key references currencies (code),
  bet_cents_per_point bigint not null check (bet_cents_per_point > 0)
);

create table comp_point_entries (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  kind text not null check (kind in ('chargeable', 'persistent')),
  points bigint not null check (points <> 0),
  reason text not null check (reason in ('round', 'exchange', 'adjustment')),
  -- what caused it, e.g. 'round:1234': each kind is written once per reference
  reference text not null,
  created_at timestamptz not null,
  unique (reference, kind)
);
create index comp_point_entries_user on comp_point_entries (user_id, kind);

create function comp_point_entries_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'comp point entries are append-only (% refused)', tg_op using errcode = '55000';
end;
$$;
create trigger comp_point_entries_append_only before update or delete on comp_point_entries
  for each row execute function comp_point_entries_append_only();

-- the journal's projection: written only by post_comp_points
create table comp_point_balances (
  user_id bigint primary key references users (id),
  chargeable_points bigint not null check (chargeable_points >= 0),
  persistent_points bigint not null check (persistent_points >= 0),
  updated_at timestamptz not null
);

-- each player's running bet total per currency, from which a round's points follow without rounding losses
create table comp_point_bet_totals (
  user_id bigint not null references users (id),
  currency text not null references currencies (code),
  bet_cents bigint not null check (bet_cents >= 0),
  primary key (user_id, currency)
);

-- the level of a persistent balance: min ≤ points < max (exclude_end)
create function comp_point_level(p_points bigint) returns comp_point_levels language sql stable as $$
  select * from comp_point_levels
  where persistent_comp_points_min <= p_points
    and (persistent_comp_points_max is null or p_points < persistent_comp_points_max)
  order by position desc limit 1
$$;

-- Posts a change of a player's points: locks the balance row (made on first use), refuses when the chargeable
-- balance would go below zero (nothing written, `refused`), appends the non-zero entries unless the reference has
-- them already (then nothing moves, `posted` false), moves the balances by what was appended, and when the level
-- changes to one whose status group is above the player's current group, moves the player into that group.
create function post_comp_points(
  p_user_id bigint,
  p_reason text,
  p_reference text,
  p_chargeable bigint,
  p_persistent bigint,
  p_created_at timestamptz
) returns table (posted boolean, refused boolean, chargeable_points bigint, persistent_points bigint,
  awarded_chargeable bigint, awarded_persistent bigint, level_id text, level_name text, level_up boolean)
language plpgsql as $$
declare
  old record;
  added record;
  new_chargeable bigint;
  new_persistent bigint;
  new_level comp_point_levels;
  old_level comp_point_levels;
begin
  select b.chargeable_points, b.persistent_points into old
  from comp_point_balances b where b.user_id = p_user_id for update;
  if not found then
    insert into comp_point_balances (user_id, chargeable_points, persistent_points, updated_at)
    values (p_user_id, 0, 0, p_created_at) on conflict (user_id) do nothing;
    select b.chargeable_points, b.persistent_points into old
    from comp_point_balances b where b.user_id = p_user_id for update;
  end if;
  old_level := comp_point_level(old.persistent_points);
  if old.chargeable_points + p_chargeable < 0 or old.persistent_points + p_persistent < 0 then
    return query select false, true, old.chargeable_points, old.persistent_points, 0::bigint, 0::bigint,
      old_level.id, old_level.name, false;
    return;
  end if;

  with appended as (
    insert into comp_point_entries (user_id, kind, points, reason, reference, created_at)
    select p_user_id, change.kind, change.points, p_reason, p_reference, p_created_at
    from (values ('chargeable', p_chargeable), ('persistent', p_persistent)) as change (kind, points)
    where change.points <> 0
    on conflict (reference, kind) do nothing
    returning kind, points
  )
  select coalesce(sum(a.points) filter (where a.kind = 'chargeable'), 0)::bigint as chargeable,
    coalesce(sum(a.points) filter (where a.kind = 'persistent'), 0)::bigint as persistent,
    count(*) as entries
  into added from appended a;
  if added.entries = 0 then
    return query select false, false, old.chargeable_points, old.persistent_points, 0::bigint, 0::bigint,
      old_level.id, old_level.name, false;
    return;
  end if;

  update comp_point_balances b
  set chargeable_points = b.chargeable_points + added.chargeable,
    persistent_points = b.persistent_points + added.persistent,
    updated_at = p_created_at
  where b.user_id = p_user_id
  returning b.chargeable_points, b.persistent_points into new_chargeable, new_persistent;
  new_level := comp_point_level(new_persistent);
  -- a player moves up into the new level's group, never down (a group given by hand is kept)
  if new_level.position > coalesce(old_level.position, -1) and (
    select s.position from statuses s where s.group_id = new_level.group_id) > coalesce((
      select max(s.position) from user_groups g join statuses s on s.group_id = g.group_id where g.user_id = p_user_id),
      -1) then
    delete from user_groups g where g.user_id = p_user_id and g.group_id in (select s.group_id from statuses s);
    insert into user_groups (user_id, group_id, added_at) values (p_user_id, new_level.group_id, p_created_at);
  end if;
  return query select true, false, new_chargeable, new_persistent, added.chargeable, added.persistent,
    new_level.id, new_level.name, coalesce(new_level.position > coalesce(old_level.position, -1), false);
end;
$$;

-- A real round's accrual: the bet joins the player's running total in the currency, and the round earns the whole
-- points that total crossed (the currency's rate, else EUR's), as chargeable and persistent points referenced by the
-- round. No row when the round earned no whole point, or when `p_enabled` is false (the accrual switch).
create function accrue_round_comp_points(
  p_enabled boolean,
  p_user_id bigint,
  p_currency text,
  p_bet_cents bigint,
  p_round_id bigint,
  p_created_at timestamptz
) returns table (posted boolean, refused boolean, chargeable_points bigint, persistent_points bigint,
  awarded_chargeable bigint, awarded_persistent bigint, level_id text, level_name text, level_up boolean)
language plpgsql as $$
declare
  per_point bigint;
  total bigint;
  points bigint;
begin
  if not p_enabled then
    return;
  end if;
  select r.bet_cents_per_point into per_point from comp_point_accrual_rates r
  where r.currency in (p_currency, 'EUR') order by r.currency = p_currency desc limit 1;
  if per_point is null then
    return;
  end if;
  insert into comp_point_bet_totals as t (user_id, currency, bet_cents) values (p_user_id, p_currency, p_bet_cents)
  on conflict (user_id, currency) do update set bet_cents = t.bet_cents + excluded.bet_cents
  returning t.bet_cents into total;
  points := total / per_point - (total - p_bet_cents) / per_point;
  if points = 0 then
    return;
  end if;
  return query select * from post_comp_points(p_user_id, 'round', 'round:' || p_round_id, points, points, p_created_at);
end;
$$;

-- players whose balance differs from the sum of their journal (none when the books are right)
create function comp_point_drift() returns table (user_id bigint, chargeable_points bigint, persistent_points bigint,
  chargeable_journal bigint, persistent_journal bigint)
language sql stable as $$
  select coalesce(b.user_id, j.user_id), coalesce(b.chargeable_points, 0), coalesce(b.persistent_points, 0),
    coalesce(j.chargeable, 0), coalesce(j.persistent, 0)
  from comp_point_balances b
  full join (
    select e.user_id,
      sum(e.points) filter (where e.kind = 'chargeable')::bigint as chargeable,
      sum(e.points) filter (where e.kind = 'persistent')::bigint as persistent
    from comp_point_entries e group by e.user_id
  ) j on j.user_id = b.user_id
  where coalesce(b.chargeable_points, 0) <> coalesce(j.chargeable, 0)
    or coalesce(b.persistent_points, 0) <> coalesce(j.persistent, 0)
$$;
