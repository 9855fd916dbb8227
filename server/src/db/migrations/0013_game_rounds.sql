-- Play rounds of the built-in slot (docs/games.md, Play rounds). A real round stakes through the ledger: its bet is a
-- ledger transaction of kind 'bet' (player cash → house_games) and its win, if any, one of kind 'win' (house_games →
-- player cash). Rounds are written once; demo rounds (fun money) are not stored.

alter table ledger_transactions drop constraint ledger_transactions_kind_check;
alter table ledger_transactions add constraint ledger_transactions_kind_check
  check (kind in ('opening_balance', 'deposit', 'cashout_reserve', 'cashout_payout', 'cashout_release', 'bet', 'win'));

create table game_rounds (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  -- the game's identifier ('provider/slug'), not a reference: the catalogue can be regenerated, the rounds stay
  game text not null,
  currency text not null references currencies (code),
  line_bet_cents bigint not null check (line_bet_cents > 0),
  bet_cents bigint not null check (bet_cents > 0),
  win_cents bigint not null check (win_cents >= 0),
  -- the stop drawn on each reel's strip: the window and its wins follow from them (server/src/games/slot)
  stops integer[] not null,
  bet_transaction_id bigint not null references ledger_transactions (id),
  win_transaction_id bigint references ledger_transactions (id),
  created_at timestamptz not null,
  check ((win_cents = 0) = (win_transaction_id is null))
);
-- the session limit counts the minutes with rounds in a period
create index game_rounds_user_time on game_rounds (user_id, created_at);

create function game_rounds_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'game rounds are append-only (% refused)', tg_op using errcode = '55000';
end;
$$;
create trigger game_rounds_append_only before update or delete on game_rounds
  for each row execute function game_rounds_append_only();
