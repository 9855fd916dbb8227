-- Each player's real deposits and bets per UTC day and wallet currency (docs/vip.md): VIP progress sums a quarter of
-- them, an adventure day its window. Only the player's own row is written (no row shared between players), from
-- settle_real_round (bets) and the deposit's transaction (deposits).
create table player_daily_totals (
  user_id bigint not null references users (id),
  day date not null,
  currency text not null references currencies (code),
  deposit_cents bigint not null default 0 check (deposit_cents >= 0),
  bet_cents bigint not null default 0 check (bet_cents >= 0),
  primary key (user_id, day, currency)
);

-- Adds a deposit and a bet amount to the player's totals of the UTC day of `p_at`.
create function add_player_daily_totals(p_user_id bigint, p_at timestamptz, p_currency text, p_bet_cents bigint,
  p_deposit_cents bigint) returns void
language sql as $$
  insert into player_daily_totals as t (user_id, day, currency, deposit_cents, bet_cents)
  values (p_user_id, (p_at at time zone 'UTC')::date, p_currency, p_deposit_cents, p_bet_cents)
  on conflict (user_id, day, currency) do update
    set deposit_cents = t.deposit_cents + excluded.deposit_cents, bet_cents = t.bet_cents + excluded.bet_cents;
$$;

-- The mystic jackpot pages and the adventure calendar's bookmark have switches too (loyalty.md §2, §6).
alter table promotion_pages drop constraint promotion_pages_page_check;
alter table promotion_pages add constraint promotion_pages_page_check
  check (page in ('rocket_mart', 'rocket_chance', 'lotteries', 'mystic_jackpots', 'vip_adventure'));

-- settle_real_round (migration 0026) with the day's bet added to the player's daily totals; same answer.
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
  level_up boolean)
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
begin
  -- the game, offered in the currency, and the player's wallet in it (as playableGame reads them)
  select g.id, g.identifier, g.provider,
    exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = p_currency) as offered,
    exists (select 1 from accounts a where a.user_id = p_user_id and a.currency = p_currency) as has_wallet
  into game from games g where g.identifier = p_game;
  if not found then
    return query select 'no_game', null::bigint, null::bigint, null::bigint, null::bigint, null::bigint, null::json,
      null::boolean, null::bigint, null::bigint, null::bigint, null::bigint, null::text, null::text, null::boolean;
    return;
  end if;
  if not game.offered or not game.has_wallet then
    return query select case when game.offered then 'no_wallet' else 'not_offered' end, null::bigint, null::bigint,
      null::bigint, null::bigint, null::bigint, null::json, null::boolean, null::bigint, null::bigint, null::bigint,
      null::bigint, null::text, null::text, null::boolean;
    return;
  end if;
  -- open limits (any, due or not) and a wagered bonus are checked and locked by the server first
  if not p_checked and (
    exists (select 1 from user_limits where user_id = p_user_id and ended_at is null)
    or exists (select 1 from bonuses where user_id = p_user_id and currency = p_currency and stage = 'handle_bets')
  ) then
    return query select 'needs_locks', null::bigint, null::bigint, null::bigint, null::bigint, null::bigint,
      null::json, null::boolean, null::bigint, null::bigint, null::bigint, null::bigint, null::text, null::text,
      null::boolean;
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
      null::boolean, null::bigint, null::bigint, null::bigint, null::bigint, null::text, null::text, null::boolean;
    return;
  end if;
  -- the win goes back to bonus money in the bet's proportion (bonusShareOfWin)
  if from_bonus > 0 then
    win_bonus := (p_win_cents * from_bonus) / p_bet_cents;
  end if;

  -- the bet to house_games, then the win back to cash and bonus money: legs of zero are left out, as in betPosting
  select l.users, l.currencies, l.kinds, l.amounts into posting
  from (
    select array_agg(leg.user_id order by leg.ord) as users, array_agg(p_currency order by leg.ord) as currencies,
      array_agg(leg.kind order by leg.ord) as kinds, array_agg(leg.amount order by leg.ord) as amounts
    from (values (1, null::bigint, 'house_games', p_bet_cents), (2, p_user_id, 'cash', -from_cash),
      (3, p_user_id, 'bonus', -from_bonus)) as leg (ord, user_id, kind, amount)
    where leg.amount <> 0
  ) l;
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

  -- the wallets as GET /api/player/accounts lists them (listAccounts), active first
  return query select 'settled', cash, from_cash, from_bonus, win_bonus, new_round_id,
    (select coalesce(json_agg(json_build_object('currency', a.currency, 'amount_cents', a.amount_cents,
        'available_to_cashout_cents', a.available_to_cashout_cents, 'total_wagering_cents', a.total_wagering_cents,
        'wagered_cents', a.wagered_cents, 'active', a.active, 'hidden_at', a.hidden_at)
      order by a.active desc, c.position), '[]'::json)
     from accounts a join currencies c on c.code = a.currency where a.user_id = p_user_id),
    coalesce(award.posted, false), award.chargeable_points, award.persistent_points, award.awarded_chargeable,
    award.awarded_persistent, award.level_id, award.level_name, award.level_up;
end;
$$;
