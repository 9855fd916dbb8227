-- add_player_daily_totals (migration 0030) in PL/pgSQL: a SQL-language function called from settle_real_round is
-- planned again on every call, a PL/pgSQL one keeps its statement's plan for the session. Measured with
-- bench/jackpots.ts (docs/performance.md, "Jackpot contributions").
create or replace function add_player_daily_totals(p_user_id bigint, p_at timestamptz, p_currency text,
  p_bet_cents bigint, p_deposit_cents bigint) returns void
language plpgsql as $$
begin
  insert into player_daily_totals as t (user_id, day, currency, deposit_cents, bet_cents)
  values (p_user_id, (p_at at time zone 'UTC')::date, p_currency, p_deposit_cents, p_bet_cents)
  on conflict (user_id, day, currency) do update
    set deposit_cents = t.deposit_cents + excluded.deposit_cents, bet_cents = t.bet_cents + excluded.bet_cents;
end;
$$;
