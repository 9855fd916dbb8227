-- Double-entry ledger. Every balance change is one ledger transaction whose entries sum to zero per currency;
-- entries are never changed afterwards. Player accounts (cash, bonus, reserved for pending withdrawals) keep a
-- running balance that never goes below zero; house accounts (payment provider, games, fees, adjustments) keep
-- none (their balance is the sum of their entries), so that postings of different players never wait on one row.

create table ledger_accounts (
  id bigint generated always as identity primary key,
  user_id bigint references users (id),
  currency text not null references currencies (code),
  kind text not null check (kind in ('cash', 'bonus', 'reserved', 'house_payments', 'house_games', 'house_fees',
    'house_adjustments')),
  balance_cents bigint check (balance_cents >= 0),
  created_at timestamptz not null,
  check ((user_id is null) = (kind like 'house\_%')),
  check ((user_id is null) = (balance_cents is null))
);
create unique index ledger_accounts_player on ledger_accounts (user_id, currency, kind) where user_id is not null;
create unique index ledger_accounts_house on ledger_accounts (currency, kind) where user_id is null;

create table ledger_transactions (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('opening_balance', 'deposit', 'cashout_reserve', 'cashout_payout',
    'cashout_release')),
  user_id bigint references users (id),
  created_at timestamptz not null
);
create index ledger_transactions_user on ledger_transactions (user_id, id);

create table ledger_entries (
  id bigint generated always as identity primary key,
  transaction_id bigint not null references ledger_transactions (id),
  account_id bigint not null references ledger_accounts (id),
  amount_cents bigint not null check (amount_cents <> 0)
);
create index ledger_entries_transaction on ledger_entries (transaction_id);
create index ledger_entries_account on ledger_entries (account_id);

-- entries are written once: no update, no delete
create function ledger_entries_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'ledger entries are append-only (% refused)', tg_op using errcode = '55000';
end;
$$;
create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_entries_append_only();

-- at commit, the entries of each transaction sum to zero per currency
create function ledger_transaction_balanced() returns trigger language plpgsql as $$
declare
  unbalanced text;
begin
  select a.currency into unbalanced
  from ledger_entries e join ledger_accounts a on a.id = e.account_id
  where e.transaction_id = new.transaction_id
  group by a.currency
  having sum(e.amount_cents) <> 0
  limit 1;
  if unbalanced is not null then
    raise exception 'ledger transaction % does not sum to zero in %', new.transaction_id, unbalanced
      using errcode = '23514';
  end if;
  return null;
end;
$$;
create constraint trigger ledger_transaction_balanced after insert on ledger_entries
  deferrable initially deferred for each row execute function ledger_transaction_balanced();
