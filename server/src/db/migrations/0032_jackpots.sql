-- Jackpots (docs/jackpots.md): pools with levels fed by the real bets of their games, inside settle_real_round.
--
-- A level's pool is `base_cents` (seeds put in minus wins paid out) plus the whole cents of what its bets contributed,
-- kept in `jackpot_pools`: the jackpot's `shards` rows, picked by player, so that bets of different players seldom
-- wait on one row, each holding every level's exact contributions (`contributed[index + 1]`, numeric), so that a bet
-- writes one row whatever the number of levels. A shard's whole cents of a level are in its pool, the fraction is the
-- carry that the next bets complete, so nothing is lost or invented. The money moves in the
-- ledger: the bet's posting takes the contributions from `house_games` into `house_jackpot_pools` (through
-- `house_jackpot_exchange` when the jackpot's currency is not the wallet's, at value), seeds come from
-- `house_jackpot_seeds`, a win goes from `house_jackpot_pools` to the winner's cash.

alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check
  check (kind in ('cash', 'bonus', 'reserved', 'house_payments', 'house_games', 'house_fees', 'house_adjustments',
    'house_bonuses', 'house_loyalty', 'house_tournaments', 'house_lotteries', 'house_jackpot_pools',
    'house_jackpot_seeds', 'house_jackpot_exchange'));

alter table ledger_transactions drop constraint ledger_transactions_kind_check;
alter table ledger_transactions add constraint ledger_transactions_kind_check
  check (kind in ('opening_balance', 'deposit', 'cashout_reserve', 'cashout_payout', 'cashout_release', 'bet', 'win',
    'bonus_issue', 'bonus_convert', 'bonus_forfeit', 'freespin_win', 'comp_points_exchange', 'tournament_prize',
    'lottery_prize', 'jackpot_seed', 'jackpot_win'));

create table jackpots (
  id bigint generated always as identity primary key,
  identifier text not null unique check (identifier ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  name text not null check (name <> ''),
  type text not null check (type in ('mystic', 'progressive')),
  state text not null default 'active' check (state in ('active', 'inactive')),
  currency text not null references currencies (code),
  allowed_currencies text[] not null check (cardinality(allowed_currencies) > 0),
  -- pool rows the contributions are spread over, picked by player (docs/jackpots.md, Concurrency)
  shards smallint not null default 16 check (shards between 1 and 256),
  created_at timestamptz not null
);

-- the games whose real bets feed a jackpot (game identifiers, as game_rounds keeps them)
create table jackpot_games (
  jackpot_id bigint not null references jackpots (id),
  game text not null,
  primary key (game, jackpot_id)
);

create table jackpot_levels (
  id bigint generated always as identity primary key,
  jackpot_id bigint not null references jackpots (id),
  identifier text not null check (identifier ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  name text not null check (name <> ''),
  index integer not null check (index >= 0),
  state text not null default 'active' check (state in ('active', 'inactive')),
  seed_cents bigint not null check (seed_cents > 0),
  must_drop_by_cents bigint check (must_drop_by_cents > seed_cents),
  contribution_percent numeric(7, 4) not null check (contribution_percent > 0 and contribution_percent < 100),
  -- seeds put in minus wins paid out: the pool is this plus the whole cents its shards were contributed
  base_cents bigint not null default 0,
  -- mystic: the hidden amount the level is won at, drawn uniformly (strong random) in (seed, must_drop_by] when it
  -- is seeded; never answered by any API
  drop_at_cents bigint,
  -- the dev endpoint's switch (docs/jackpots.md): the next contributing bet wins the level
  forced_drop boolean not null default false,
  unique (jackpot_id, identifier),
  unique (jackpot_id, index)
);

create table jackpot_pools (
  jackpot_id bigint not null references jackpots (id),
  shard smallint not null check (shard >= 0),
  -- per level index + 1: the exact contributions of the bets of the players of this shard
  contributed numeric[] not null default '{}',
  primary key (jackpot_id, shard)
);

create table jackpot_wins (
  id bigint generated always as identity primary key,
  jackpot_id bigint not null references jackpots (id),
  level_id bigint not null references jackpot_levels (id),
  user_id bigint not null references users (id),
  round_id bigint references game_rounds (id),
  -- what the winner got, in his wallet's currency
  currency text not null references currencies (code),
  amount_cents bigint not null check (amount_cents >= 0),
  -- the level's pool, in the jackpot's currency
  original_currency text not null references currencies (code),
  original_amount_cents bigint not null check (original_amount_cents > 0),
  transaction_id bigint not null references ledger_transactions (id),
  created_at timestamptz not null,
  unique (level_id, round_id)
);
create index jackpot_wins_latest on jackpot_wins (created_at desc, id desc);
create index jackpot_wins_jackpot on jackpot_wins (jackpot_id, created_at desc, id desc);

-- What the ticker last published (server/src/jackpots/ticker-publisher.ts): one row, claimed `for update skip locked`
-- so that two server processes never both publish, with the amounts each level had in the last frame.
create table jackpot_ticker (
  id boolean primary key default true check (id),
  published_at timestamptz,
  amounts jsonb not null default '{}'
);
insert into jackpot_ticker default values;

-- The pools of levels now: base plus the whole cents of every shard. (PL/pgSQL, not SQL, here and below: a SQL
-- function that is not inlined plans its query on every call, a PL/pgSQL one once per connection.)
create function jackpot_level_amounts(p_level_ids bigint[]) returns table (level_id bigint, amount_cents bigint)
language plpgsql stable as $$
begin
  return query select l.id, l.base_cents + coalesce((select sum(floor(p.contributed[l.index + 1])) from jackpot_pools p
    where p.jackpot_id = l.jackpot_id), 0)::bigint
  from jackpot_levels l where l.id = any (p_level_ids);
end;
$$;

-- An amount in `p_from` at its value in `p_to`, exactly (numeric, 12 decimals of a minor unit): the rates of
-- tournament_value_cents (migration 0026), the one value table.
create function jackpot_value(p_amount numeric, p_from text, p_to text) returns numeric
language plpgsql stable as $$
begin
  if p_from = p_to then
    return p_amount;
  end if;
  return (select round(p_amount * coalesce(rate_to.bet_cents_per_point, eur.bet_cents_per_point)
      / coalesce(rate_from.bet_cents_per_point, eur.bet_cents_per_point), 12)
    from (select 1) one
    left join comp_point_accrual_rates eur on eur.currency = 'EUR'
    left join comp_point_accrual_rates rate_from on rate_from.currency = p_from
    left join comp_point_accrual_rates rate_to on rate_to.currency = p_to);
end;
$$;

-- A mystic level's hidden drop amount, uniform in (p_seed, p_must]: 60 strong random bits per try (gen_random_uuid's
-- 122 come from pg_strong_random), tries above the last whole multiple of the span drawn again so that every amount
-- is equally likely. Null for a level without a must-drop-by amount.
create function jackpot_drop_at_cents(p_seed bigint, p_must bigint) returns bigint
language plpgsql volatile as $$
declare
  span bigint;
  bound bigint;
  hex text;
  draw bigint;
begin
  if p_must is null then
    return null;
  end if;
  span := p_must - p_seed;
  bound := (1152921504606846976 / span) * span;
  loop
    hex := replace(gen_random_uuid()::text, '-', '');
    draw := ('x' || substr(hex, 1, 12) || substr(hex, 14, 3))::bit(60)::bigint;
    exit when draw < bound;
  end loop;
  return p_seed + 1 + draw % span;
end;
$$;

-- Seeds a level from the house (after `p_paid_cents` was paid out of it, or at its creation with 0): its seed from
-- `house_jackpot_seeds` to `house_jackpot_pools`, its base moved so the pool is the seed plus later contributions, a
-- new hidden drop amount, the forced drop cleared. The caller holds the level's row lock (or created it).
create function seed_jackpot_level(p_level_id bigint, p_paid_cents bigint, p_at timestamptz) returns void
language plpgsql as $$
declare
  lvl record;
  seed_id bigint;
begin
  select l.seed_cents, l.must_drop_by_cents, j.currency into lvl
  from jackpot_levels l join jackpots j on j.id = l.jackpot_id where l.id = p_level_id;
  select p.transaction_id into seed_id from post_ledger_transaction('jackpot_seed', null, null, p_at,
    array[null, null]::bigint[], array[lvl.currency, lvl.currency], array['house_jackpot_seeds', 'house_jackpot_pools'],
    array[-lvl.seed_cents, lvl.seed_cents]) p;
  update jackpot_levels set base_cents = base_cents - p_paid_cents + lvl.seed_cents,
    drop_at_cents = jackpot_drop_at_cents(lvl.seed_cents, lvl.must_drop_by_cents), forced_drop = false
  where id = p_level_id;
end;
$$;

-- Wins the level for the round's player if its pool reached the hidden drop amount (or a drop was forced): under the
-- level's row lock the pool is read again (a concurrent winner committed first leaves it reseeded, so a level is won
-- once), paid to the player's cash at its value in his wallet currency (through `house_jackpot_exchange` when it
-- differs), recorded, and the level reseeded. Answers the win as `jackpot_win_award` carries it, or null.
create function drop_jackpot_level(p_level_id bigint, p_user_id bigint, p_currency text, p_round_id bigint,
  p_at timestamptz) returns json
language plpgsql as $$
declare
  lvl record;
  amount bigint;
  paid bigint;
  win_transaction_id bigint;
  new_win_id bigint;
begin
  select l.id, l.jackpot_id, l.name, l.drop_at_cents, l.forced_drop, j.currency, j.name as jackpot_name into lvl
  from jackpot_levels l join jackpots j on j.id = l.jackpot_id where l.id = p_level_id for update of l;
  select a.amount_cents into amount from jackpot_level_amounts(array[p_level_id]) a;
  if not (lvl.forced_drop or coalesce(amount >= lvl.drop_at_cents, false)) or amount <= 0 then
    return null;
  end if;
  paid := floor(jackpot_value(amount, lvl.currency, p_currency));
  if paid <= 0 then
    return null;
  end if;
  if lvl.currency = p_currency then
    select p.transaction_id into win_transaction_id from post_ledger_transaction('jackpot_win', p_user_id, null, p_at,
      array[null, p_user_id], array[lvl.currency, p_currency], array['house_jackpot_pools', 'cash'],
      array[-amount, paid]) p;
  else
    select p.transaction_id into win_transaction_id from post_ledger_transaction('jackpot_win', p_user_id, null, p_at,
      array[null, null, null, p_user_id]::bigint[], array[lvl.currency, lvl.currency, p_currency, p_currency],
      array['house_jackpot_pools', 'house_jackpot_exchange', 'house_jackpot_exchange', 'cash'],
      array[-amount, amount, -paid, paid]) p;
  end if;
  if win_transaction_id is null then
    raise exception 'the jackpot win of player % in % was refused', p_user_id, p_currency;
  end if;
  insert into jackpot_wins (jackpot_id, level_id, user_id, round_id, currency, amount_cents, original_currency,
    original_amount_cents, transaction_id, created_at)
  values (lvl.jackpot_id, p_level_id, p_user_id, p_round_id, p_currency, paid, lvl.currency, amount,
    win_transaction_id, p_at)
  returning id into new_win_id;
  perform seed_jackpot_level(p_level_id, amount, p_at);
  return json_build_object('win_id', new_win_id, 'round_id', p_round_id, 'jackpot_id', lvl.jackpot_id,
    'jackpot_name', lvl.jackpot_name, 'jackpot_level_name', lvl.name, 'amount_cents', paid, 'currency', p_currency,
    'created_at', p_at);
end;
$$;

-- settle_real_round (migration 0030) with the jackpots: the bet's contributions move from house_games to the pools
-- in the bet's own posting, and a contribution that reaches a level's drop amount wins it for the player in the
-- round's transaction. The answer gains `jackpot_wins`, the wins as `jackpot_win_award` carries them (an empty array
-- when none), for the caller to publish to the winner.
drop function settle_real_round(bigint, text, text, bigint, bigint, bigint, integer[], timestamptz, boolean, boolean,
  bigint);
create function settle_real_round(
  p_user_id bigint,
  p_game text,
  p_currency text,
  p_line_bet_cents bigint,
  p_bet_cents bigint,
  p_win_cents bigint,
  p_stops integer[],
  p_created_at timestamptz,
  p_accrue boolean,
  p_checked boolean,
  p_bonus_balance_cents bigint
) returns table (outcome text, cash_cents bigint, bet_cash_cents bigint, bet_bonus_cents bigint,
  win_bonus_cents bigint, round_id bigint, accounts json, posted boolean, chargeable_points bigint,
  persistent_points bigint, awarded_chargeable bigint, awarded_persistent bigint, level_id text, level_name text,
  level_up boolean, jackpot_wins json)
language plpgsql as $$
declare
  game record;
  cash bigint;
  from_cash bigint;
  from_bonus bigint;
  win_bonus bigint := 0;
  bet_id bigint;
  win_id bigint;
  posting record;
  new_round_id bigint;
  award record;
  jp record;
  totals numeric[];
  level_share numeric;
  cents bigint;
  droppable_levels bigint[];
  contributed_currencies text[];
  contributed_cents bigint[];
  contributed_values numeric[];
  wins json[] := '{}';
  won json;
  contributed_level bigint;
begin
  -- the game, offered in the currency, and the player's wallet in it (as playableGame reads them)
  select g.id, g.identifier, g.provider,
    exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = p_currency) as offered,
    exists (select 1 from accounts a where a.user_id = p_user_id and a.currency = p_currency) as has_wallet
  into game from games g where g.identifier = p_game;
  if not found then
    return query select 'no_game', null::bigint, null::bigint, null::bigint, null::bigint, null::bigint, null::json,
      null::boolean, null::bigint, null::bigint, null::bigint, null::bigint, null::text, null::text, null::boolean,
      null::json;
    return;
  end if;
  if not game.offered or not game.has_wallet then
    return query select case when game.offered then 'no_wallet' else 'not_offered' end, null::bigint, null::bigint,
      null::bigint, null::bigint, null::bigint, null::json, null::boolean, null::bigint, null::bigint, null::bigint,
      null::bigint, null::text, null::text, null::boolean, null::json;
    return;
  end if;
  -- open limits (any, due or not) and a wagered bonus are checked and locked by the server first
  if not p_checked and (
    exists (select 1 from user_limits where user_id = p_user_id and ended_at is null)
    or exists (select 1 from bonuses where user_id = p_user_id and currency = p_currency and stage = 'handle_bets')
  ) then
    return query select 'needs_locks', null::bigint, null::bigint, null::bigint, null::bigint, null::bigint,
      null::json, null::boolean, null::bigint, null::bigint, null::bigint, null::bigint, null::text, null::text,
      null::boolean, null::json;
    return;
  end if;

  -- the wallet's ledger accounts locked (in id order), the bet split: cash first, then the bonus money
  select coalesce(sum(l.balance_cents) filter (where l.kind = 'cash'), 0) into cash
  from (select kind, balance_cents from ledger_accounts where user_id = p_user_id and currency = p_currency
    order by id for update) l;
  from_cash := least(p_bet_cents, greatest(cash, 0));
  from_bonus := p_bet_cents - from_cash;
  if from_bonus > coalesce(p_bonus_balance_cents, 0) then
    return query select 'short', cash, null::bigint, null::bigint, null::bigint, null::bigint, null::json,
      null::boolean, null::bigint, null::bigint, null::bigint, null::bigint, null::text, null::text, null::boolean,
      null::json;
    return;
  end if;
  -- the win goes back to bonus money in the bet's proportion (bonusShareOfWin)
  if from_bonus > 0 then
    win_bonus := (p_win_cents * from_bonus) / p_bet_cents;
  end if;

  -- the bet to house_games, less the whole cents it contributed to jackpot pools, which go to house_jackpot_pools (at
  -- value through house_jackpot_exchange for a jackpot in another currency): legs of zero are left out, as in
  -- betPosting
  -- the bet's contributions to the levels of the active jackpots of the game that take the currency: each active
  -- level's share of the bet at its value in the jackpot's currency (valued once per jackpot, as jackpot_value does)
  -- added to the player's pool row of the jackpot, one row per jackpot, jackpots in id order (two bets never lock
  -- rows in opposite orders). A level whose pool moved by a whole cent, or whose drop is forced, may drop below; one
  -- that did not move cannot newly reach its drop amount, so most small bets read no pool.
  for jp in
    select j.id, j.shards, j.currency, v.bet_value,
      array_agg(l.id order by l.index) as levels,
      array_agg(l.state = 'active' order by l.index) as active,
      array_agg(l.forced_drop order by l.index) as forced,
      array_agg(case when l.state = 'active' then v.bet_value * l.contribution_percent / 100 else 0 end
        order by l.index) as shares
    from jackpot_games g
    join jackpots j on j.id = g.jackpot_id
    cross join lateral (select case when j.currency = p_currency then p_bet_cents::numeric
      else round(p_bet_cents * coalesce(rate_to.bet_cents_per_point, eur.bet_cents_per_point)
        / coalesce(rate_from.bet_cents_per_point, eur.bet_cents_per_point), 12) end as bet_value
      from (select 1) one
      left join comp_point_accrual_rates eur on eur.currency = 'EUR'
      left join comp_point_accrual_rates rate_from on rate_from.currency = p_currency
      left join comp_point_accrual_rates rate_to on rate_to.currency = j.currency) v
    join jackpot_levels l on l.jackpot_id = j.id
    where g.game = game.identifier and j.state = 'active' and p_currency = any (j.allowed_currencies)
    group by j.id, v.bet_value
    order by j.id
  loop
    update jackpot_pools p set contributed = (
      select array_agg(coalesce(c.before, 0) + coalesce(c.share, 0) order by c.position)
      from unnest(p.contributed, jp.shares) with ordinality as c (before, share, position))
    where p.jackpot_id = jp.id and p.shard = p_user_id % jp.shards
    returning p.contributed into totals;
    for pos in 1..cardinality(jp.levels) loop
      continue when not jp.active[pos];
      level_share := jp.shares[pos];
      -- the whole cents this share completed; the fraction stays in the row as the carry
      cents := (floor(totals[pos]) - floor(totals[pos] - level_share))::bigint;
      contributed_currencies := contributed_currencies || jp.currency;
      contributed_cents := contributed_cents || cents;
      contributed_values := contributed_values || case when jp.currency = p_currency then cents::numeric
        when jp.bet_value > 0 then cents * p_bet_cents / jp.bet_value else 0 end;
      if cents > 0 or jp.forced[pos] then
        droppable_levels := droppable_levels || jp.levels[pos];
      end if;
    end loop;
  end loop;
  if contributed_currencies is null then
    select l.users, l.currencies, l.kinds, l.amounts into posting
    from (
      select array_agg(leg.user_id order by leg.ord) as users, array_agg(p_currency order by leg.ord) as currencies,
        array_agg(leg.kind order by leg.ord) as kinds, array_agg(leg.amount order by leg.ord) as amounts
      from (values (1, null::bigint, 'house_games', p_bet_cents), (2, p_user_id, 'cash', -from_cash),
        (3, p_user_id, 'bonus', -from_bonus)) as leg (ord, user_id, kind, amount)
      where leg.amount <> 0
    ) l;
  else
    -- house_games keeps the bet less what it gave the pools, valued in the bet's currency
    select l.users, l.currencies, l.kinds, l.amounts into posting
    from (
      with pool as (
        select c.currency, sum(c.cents)::bigint as cents, round(sum(c.value))::bigint as value
        from unnest(contributed_currencies, contributed_cents, contributed_values) as c (currency, cents, value)
        group by c.currency
      )
      select array_agg(leg.user_id order by leg.ord) as users, array_agg(leg.currency order by leg.ord) as currencies,
        array_agg(leg.kind order by leg.ord) as kinds, array_agg(leg.amount order by leg.ord) as amounts
      from (
        values (1, null::bigint, p_currency, 'house_games', p_bet_cents - (select sum(value) from pool)::bigint),
          (2, p_user_id, p_currency, 'cash', -from_cash), (3, p_user_id, p_currency, 'bonus', -from_bonus),
          (4, null, p_currency, 'house_jackpot_exchange',
            (select sum(value) from pool where currency <> p_currency)::bigint)
        union all
        select 5 + row_number() over (order by pool.currency), null, pool.currency, 'house_jackpot_exchange',
          -pool.cents
        from pool where pool.currency <> p_currency
        union all
        select 1000 + row_number() over (order by pool.currency), null, pool.currency, 'house_jackpot_pools', pool.cents
        from pool
      ) as leg (ord, user_id, currency, kind, amount)
      where leg.amount <> 0
    ) l;
  end if;
  select p.transaction_id into bet_id from post_ledger_transaction('bet', p_user_id, null, p_created_at,
    posting.users, posting.currencies, posting.kinds, posting.amounts) p;
  if bet_id is null then
    raise exception 'the bet of player % in % was refused under the wallet''s locks', p_user_id, p_currency;
  end if;
  if p_win_cents > 0 then
    select l.users, l.currencies, l.kinds, l.amounts into posting
    from (
      select array_agg(leg.user_id order by leg.ord) as users, array_agg(p_currency order by leg.ord) as currencies,
        array_agg(leg.kind order by leg.ord) as kinds, array_agg(leg.amount order by leg.ord) as amounts
      from (values (1, null::bigint, 'house_games', -p_win_cents), (2, p_user_id, 'cash', p_win_cents - win_bonus),
        (3, p_user_id, 'bonus', win_bonus)) as leg (ord, user_id, kind, amount)
      where leg.amount <> 0
    ) l;
    select p.transaction_id into win_id from post_ledger_transaction('win', p_user_id, null, p_created_at,
      posting.users, posting.currencies, posting.kinds, posting.amounts) p;
    if win_id is null then
      raise exception 'the win of player % in % was refused', p_user_id, p_currency;
    end if;
  end if;

  -- the round, the game played, the bet's comp points (docs/loyalty.md, Accrual), the running tournaments' scores and
  -- the player's daily bet sum (VIP progress and adventure days)
  insert into game_rounds (user_id, game, currency, line_bet_cents, bet_cents, win_cents, stops, bet_transaction_id,
    win_transaction_id, created_at)
  values (p_user_id, game.identifier, p_currency, p_line_bet_cents, p_bet_cents, p_win_cents, p_stops, bet_id, win_id,
    p_created_at)
  returning id into new_round_id;
  insert into played_games (user_id, game_id, last_activity_at) values (p_user_id, game.id, p_created_at)
  on conflict (user_id, game_id) do update
    set last_activity_at = greatest(played_games.last_activity_at, excluded.last_activity_at);
  select * into award from accrue_round_comp_points(p_accrue, p_user_id, p_currency, p_bet_cents, new_round_id,
    p_created_at);
  perform score_round_in_tournaments(p_user_id, game.identifier, game.provider, p_currency, p_bet_cents, p_win_cents,
    p_created_at);
  perform add_player_daily_totals(p_user_id, p_created_at, p_currency, p_bet_cents, 0);

  -- the levels whose pool reached their drop amount (or whose drop is forced) are won by this round, in id order
  if droppable_levels is not null then
    for contributed_level in
      select l.id from jackpot_levels l join jackpot_level_amounts(droppable_levels) a on a.level_id = l.id
      where l.forced_drop or a.amount_cents >= l.drop_at_cents
      order by l.id
    loop
      won := drop_jackpot_level(contributed_level, p_user_id, p_currency, new_round_id, p_created_at);
      if won is not null then
        wins := wins || won;
      end if;
    end loop;
  end if;

  -- the wallets as GET /api/player/accounts lists them (listAccounts), active first
  return query select 'settled', cash, from_cash, from_bonus, win_bonus, new_round_id,
    (select coalesce(json_agg(json_build_object('currency', a.currency, 'amount_cents', a.amount_cents,
        'available_to_cashout_cents', a.available_to_cashout_cents, 'total_wagering_cents', a.total_wagering_cents,
        'wagered_cents', a.wagered_cents, 'active', a.active, 'hidden_at', a.hidden_at)
      order by a.active desc, c.position), '[]'::json)
     from accounts a join currencies c on c.code = a.currency where a.user_id = p_user_id),
    coalesce(award.posted, false), award.chargeable_points, award.persistent_points, award.awarded_chargeable,
    award.awarded_persistent, award.level_id, award.level_name, award.level_up, array_to_json(wins);
end;
$$;
