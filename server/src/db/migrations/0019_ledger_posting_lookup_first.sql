-- post_ledger_transaction (migration 0016) tried to open the legs' house accounts before every posting; that no-op
-- insert was the costliest of its statements (0.15 ms of 1.35 ms per call, pg_stat_statements under bench:rounds).
-- It now looks the accounts up first and opens a house account only when one is missing, then looks again.

create or replace function post_ledger_transaction(
  p_kind text,
  p_user_id bigint,
  p_payment_id bigint,
  p_created_at timestamptz,
  p_leg_users bigint[],
  p_leg_currencies text[],
  p_leg_kinds text[],
  p_leg_amounts bigint[]
) returns table (transaction_id bigint, refused_account_id bigint, refused_balance_cents bigint,
  refused_change_cents bigint)
language plpgsql as $$
declare
  ids bigint[];
  missing record;
  refused record;
  new_transaction_id bigint;
begin
  -- the legs' accounts; a missing house account is opened and the lookup made again (once)
  for attempt in 1..2 loop
    select array_agg(account.id order by leg.ord) into ids
    from unnest(p_leg_users, p_leg_currencies, p_leg_kinds) with ordinality as leg (user_id, currency, kind, ord)
    left join lateral (
      select a.id from ledger_accounts a
      where leg.user_id is not null and a.user_id = leg.user_id and a.currency = leg.currency and a.kind = leg.kind
      union all
      select a.id from ledger_accounts a
      where leg.user_id is null and a.user_id is null and a.currency = leg.currency and a.kind = leg.kind
    ) account on true;
    exit when array_position(ids, null) is null or attempt = 2;
    insert into ledger_accounts (currency, kind, created_at)
    select distinct leg.currency, leg.kind, p_created_at
    from unnest(p_leg_users, p_leg_currencies, p_leg_kinds) as leg (user_id, currency, kind)
    where leg.user_id is null
      and not exists (
        select 1 from ledger_accounts a where a.user_id is null and a.currency = leg.currency and a.kind = leg.kind)
    on conflict (currency, kind) where user_id is null do nothing;
  end loop;
  if array_position(ids, null) is not null then
    select leg.user_id, leg.currency, leg.kind into missing
    from unnest(p_leg_users, p_leg_currencies, p_leg_kinds) with ordinality as leg (user_id, currency, kind, ord)
    where leg.ord = array_position(ids, null);
    raise exception 'player % has no % wallet (ledger account %)', missing.user_id, missing.currency, missing.kind;
  end if;

  perform 1 from ledger_accounts where id = any (ids) and user_id is not null order by id for update;
  select a.id, a.balance_cents, c.change into refused
  from (select leg.id, sum(leg.amount) as change from unnest(ids, p_leg_amounts) as leg (id, amount) group by leg.id) c
  join ledger_accounts a on a.id = c.id
  where a.user_id is not null and a.balance_cents + c.change < 0
  order by a.id
  limit 1;
  if found then
    return query select null::bigint, refused.id, refused.balance_cents, refused.change::bigint;
    return;
  end if;

  insert into ledger_transactions (kind, user_id, payment_id, created_at)
  values (p_kind, p_user_id, p_payment_id, p_created_at)
  returning id into new_transaction_id;
  insert into ledger_entries (transaction_id, account_id, amount_cents)
  select new_transaction_id, leg.account_id, leg.amount_cents
  from unnest(ids, p_leg_amounts) as leg (account_id, amount_cents);
  update ledger_accounts a set balance_cents = a.balance_cents + c.change
  from (select leg.id, sum(leg.amount) as change from unnest(ids, p_leg_amounts) as leg (id, amount) group by leg.id) c
  where a.id = c.id and a.user_id is not null;
  -- the wallet row is the ledger's projection: amount = cash + bonus, available to cash out = cash
  update accounts w set amount_cents = b.cash + b.bonus, available_to_cashout_cents = b.cash
  from (
    select l.user_id, l.currency,
      sum(l.balance_cents) filter (where l.kind = 'cash') as cash,
      sum(l.balance_cents) filter (where l.kind = 'bonus') as bonus
    from ledger_accounts l
    where (l.user_id, l.currency) in (
      select user_id, currency from ledger_accounts where id = any (ids) and user_id is not null)
    group by l.user_id, l.currency
  ) b
  where w.user_id = b.user_id and w.currency = b.currency;
  return query select new_transaction_id, null::bigint, null::bigint, null::bigint;
end;
$$;
