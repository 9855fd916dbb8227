-- Tournaments (loyalty.md §3–§4, docs/tournaments.md): a tournament ranks the real rounds its players settle between
-- `start_at` and `end_at` by its strategy (bet sum, win sum, best multiplier of one round, rounds played) and pays its
-- prize places through the ledger, the free-spin engine or the bonus engine when the close job closes it. Quests are
-- tournaments whose frontend_identifier contains `quest`.
--
-- A round scores inside its own statement (`settle_real_round`, replaced below): `score_round_in_tournaments` writes
-- only the player's own `tournament_players` row of each running tournament the round counts in, so rounds never
-- contend on a shared row. Scoring holds the tournament's advisory lock (class 1015, the tournament id) shared, the
-- close job takes it exclusively: a round settling while its tournament closes counts in the final ranking or not at
-- all. Scoring only tries the lock: while the close job holds it the tournament is closing and the round does not
-- score (waiting would risk a deadlock with the prize payment, which locks the winners' wallets).

alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check
  check (kind in ('cash', 'bonus', 'reserved', 'house_payments', 'house_games', 'house_fees', 'house_adjustments',
    'house_bonuses', 'house_loyalty', 'house_tournaments'));

alter table ledger_transactions drop constraint ledger_transactions_kind_check;
alter table ledger_transactions add constraint ledger_transactions_kind_check
  check (kind in ('opening_balance', 'deposit', 'cashout_reserve', 'cashout_payout', 'cashout_release', 'bet', 'win',
    'bonus_issue', 'bonus_convert', 'bonus_forfeit', 'freespin_win', 'comp_points_exchange', 'tournament_prize'));

create table tournaments (
  id bigint generated always as identity primary key,
  frontend_identifier text not null unique check (frontend_identifier ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  title text not null check (title <> ''),
  -- rules and how to take part, sanitised HTML
  description text not null default '',
  strategy text not null check (strategy in ('bet', 'win', 'rate', 'spin')),
  -- the currency scores, the minimum bet and the prizes are counted in
  currency text not null references currencies (code),
  -- wallet currencies whose rounds score
  currencies text[] not null check (cardinality(currencies) > 0),
  start_at timestamptz not null,
  end_at timestamptz not null check (end_at > start_at),
  -- set once, by the close job, in the transaction that ranks the players and pays the prizes
  finished_at timestamptz,
  -- groups whose players take part; empty: every player
  group_ids integer[] not null default '{}',
  min_bet_cents bigint not null default 0 check (min_bet_cents >= 0),
  -- games ('provider/slug') and providers whose rounds score; both empty: every game
  games text[] not null default '{}',
  providers text[] not null default '{}',
  user_confirmation_required boolean not null default false,
  created_at timestamptz not null
);
-- the running ones a round looks for, and the due ones the close job claims
create index tournaments_open on tournaments (end_at, start_at) where finished_at is null;
create index tournaments_end on tournaments (end_at desc);

create table tournament_prizes (
  id bigint generated always as identity primary key,
  tournament_id bigint not null references tournaments (id) on delete cascade,
  award_place integer not null check (award_place > 0),
  money_award_cents bigint not null default 0 check (money_award_cents >= 0),
  freespins_count integer not null default 0 check (freespins_count >= 0),
  freespins_game text,
  freespins_bet_cents bigint not null default 0 check (freespins_bet_cents >= 0),
  bonus_amount_cents bigint not null default 0 check (bonus_amount_cents >= 0),
  wager_multiplier integer not null default 0 check (wager_multiplier >= 0),
  paid_user_id bigint references users (id),
  paid_at timestamptz,
  unique (tournament_id, award_place),
  check ((freespins_count > 0) = (freespins_game is not null)),
  check ((freespins_count > 0) = (freespins_bet_cents > 0)),
  check ((paid_user_id is null) or (paid_at is not null))
);

create table tournament_players (
  tournament_id bigint not null references tournaments (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  -- the wallet of the player's first scoring round (null while he has only confirmed)
  currency text references currencies (code),
  confirmed_at timestamptz,
  -- sums and best multiplier at their value in the tournament's currency
  bet_cents bigint not null default 0,
  win_cents bigint not null default 0,
  rate numeric(14, 2) not null default 0,
  games_taken integer not null default 0,
  -- the strategy's metric: bet_cents, win_cents, rate or games_taken
  score numeric not null default 0,
  -- when the score last changed: who got there first ranks first
  scored_at timestamptz,
  -- what the leaderboard publisher last sent (docs/realtime.md)
  published_place integer,
  published_score numeric,
  -- written when the tournament closes
  final_place integer,
  primary key (tournament_id, user_id)
);
create index tournament_players_ranking on tournament_players (tournament_id, score desc, scored_at, user_id);
create index tournament_players_unpublished on tournament_players (tournament_id)
  where published_score is distinct from score;
create index tournament_players_user on tournament_players (user_id);

-- The leaderboard, the one definition everybody ranks by: the players who played a scoring round, by score (higher
-- first), then by who reached it first, then by player; place 1 is first.
create function tournament_ranking(p_tournament_id bigint) returns table (user_id bigint, place bigint,
  score numeric, scored_at timestamptz, bet_cents bigint, win_cents bigint, rate numeric, games_taken integer,
  currency text, confirmed_at timestamptz, published_place integer, published_score numeric, final_place integer)
language sql stable as $$
  select p.user_id, row_number() over (order by p.score desc, p.scored_at asc, p.user_id asc), p.score, p.scored_at,
    p.bet_cents, p.win_cents, p.rate, p.games_taken, p.currency, p.confirmed_at, p.published_place,
    p.published_score, p.final_place
  from tournament_players p
  where p.tournament_id = p_tournament_id and p.games_taken > 0
$$;

-- An amount in `p_from`'s minor units at its value in `p_to`'s (the comp point accrual rates: value in EUR =
-- amount × rate_EUR / rate_currency; a currency without a rate counts as EUR), rounded down.
create function tournament_value_cents(p_amount_cents bigint, p_from text, p_to text) returns bigint
language sql stable as $$
  select case when p_from = p_to then p_amount_cents else (
    select floor(p_amount_cents::numeric * coalesce(rate_to.bet_cents_per_point, eur.bet_cents_per_point)
      / coalesce(rate_from.bet_cents_per_point, eur.bet_cents_per_point))::bigint
    from (select 1) one
    left join comp_point_accrual_rates eur on eur.currency = 'EUR'
    left join comp_point_accrual_rates rate_from on rate_from.currency = p_from
    left join comp_point_accrual_rates rate_to on rate_to.currency = p_to
  ) end
$$;

-- A settled real round's part in the running tournaments (called by settle_real_round): every tournament running at
-- the round's time that takes the wallet currency, the game (or its provider), the bet (min_bet_cents at value) and
-- the player (his groups; his confirmation when it is required) gets the round added to the player's row: bet and
-- win sums at value, the best multiplier, one more game, the score by the strategy and, when the score changed, the
-- round's time as `scored_at`. One look-up for all of them, which also tries each one's shared advisory lock (a
-- tournament whose lock the close job holds is closing: the round does not score there), then one upsert per
-- tournament, which skips a tournament closed in between (its statement sees what committed before the lock).
create function score_round_in_tournaments(
  p_user_id bigint,
  p_game text,
  p_provider text,
  p_currency text,
  p_bet_cents bigint,
  p_win_cents bigint,
  p_created_at timestamptz
) returns void
language plpgsql as $$
declare
  t record;
  round_rate numeric(14, 2);
begin
  if p_bet_cents <= 0 then
    return;
  end if;
  round_rate := round(p_win_cents::numeric / p_bet_cents, 2);
  for t in
    select s.id, s.strategy, s.bet, s.win
    from (
      select tr.id, tr.strategy, tr.min_bet_cents,
        case when tr.currency = p_currency then p_bet_cents
          else floor(p_bet_cents::numeric * coalesce(r.bet_cents_per_point, rates.eur) / rates.wallet)::bigint end as bet,
        case when tr.currency = p_currency then p_win_cents
          else floor(p_win_cents::numeric * coalesce(r.bet_cents_per_point, rates.eur) / rates.wallet)::bigint end as win
      from tournaments tr
      left join comp_point_accrual_rates r on r.currency = tr.currency
      cross join (
        select e.bet_cents_per_point as eur, coalesce(w.bet_cents_per_point, e.bet_cents_per_point) as wallet
        from (select 1) one
        left join comp_point_accrual_rates e on e.currency = 'EUR'
        left join comp_point_accrual_rates w on w.currency = p_currency
      ) rates
      where tr.finished_at is null and tr.start_at <= p_created_at and p_created_at < tr.end_at
        and p_currency = any (tr.currencies)
        and ((cardinality(tr.games) = 0 and cardinality(tr.providers) = 0) or p_game = any (tr.games)
          or p_provider = any (tr.providers))
        and (cardinality(tr.group_ids) = 0 or exists (
          select 1 from user_groups g where g.user_id = p_user_id and g.group_id = any (tr.group_ids)))
        and (not tr.user_confirmation_required or exists (
          select 1 from tournament_players p
          where p.tournament_id = tr.id and p.user_id = p_user_id and p.confirmed_at is not null))
    ) s
    where s.bet >= s.min_bet_cents and pg_try_advisory_xact_lock_shared(1015, s.id::integer)
    order by s.id
  loop
    insert into tournament_players as p (tournament_id, user_id, currency, bet_cents, win_cents, rate, games_taken,
      score, scored_at)
    select t.id, p_user_id, p_currency, t.bet, t.win, round_rate, 1,
      case t.strategy when 'bet' then t.bet when 'win' then t.win when 'rate' then round_rate else 1 end, p_created_at
    where not exists (select 1 from tournaments tr where tr.id = t.id and tr.finished_at is not null)
    on conflict (tournament_id, user_id) do update
    set currency = coalesce(p.currency, excluded.currency),
      bet_cents = p.bet_cents + excluded.bet_cents,
      win_cents = p.win_cents + excluded.win_cents,
      rate = greatest(p.rate, excluded.rate),
      games_taken = p.games_taken + 1,
      score = case t.strategy
        when 'bet' then p.bet_cents + excluded.bet_cents
        when 'win' then p.win_cents + excluded.win_cents
        when 'rate' then greatest(p.rate, excluded.rate)
        else p.games_taken + 1 end,
      scored_at = case
        when p.scored_at is null or p.score is distinct from (case t.strategy
          when 'bet' then p.bet_cents + excluded.bet_cents
          when 'win' then p.win_cents + excluded.win_cents
          when 'rate' then greatest(p.rate, excluded.rate)
          else p.games_taken + 1 end) then excluded.scored_at
        else p.scored_at end;
  end loop;
end;
$$;

-- settle_real_round (migration 0025) with the tournaments' scoring after the comp point accrual; same answer.
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

  -- the round, the game played, the bet's comp points (docs/loyalty.md, Accrual), the running tournaments' scores
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
