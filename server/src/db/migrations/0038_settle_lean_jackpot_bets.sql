-- settle_real_round (migration 0032) doing less for the bets of jackpot games, whose rounds lost 10-20 % against the
-- round before issue 16 (docs/performance.md, Jackpots): a game of no jackpot skips the jackpots' query (the game's row
-- says whether any jackpot takes it), and a bet that completed no whole cent of any level (most small bets: the
-- fraction stays in the pool row as the carry) is posted as a plain bet, without the contribution legs' query. Same
-- answer, same money.

create or replace function settle_real_round(
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
    exists (select 1 from accounts a where a.user_id = p_user_id and a.currency = p_currency) as has_wallet,
    exists (select 1 from jackpot_games j where j.game = g.identifier) as has_jackpots
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
  if game.has_jackpots then
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
        if cents > 0 then
          contributed_currencies := contributed_currencies || jp.currency;
          contributed_cents := contributed_cents || cents;
          contributed_values := contributed_values || case when jp.currency = p_currency then cents::numeric
            when jp.bet_value > 0 then cents * p_bet_cents / jp.bet_value else 0 end;
        end if;
        if cents > 0 or jp.forced[pos] then
          droppable_levels := droppable_levels || jp.levels[pos];
        end if;
      end loop;
    end loop;
  end if;
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
