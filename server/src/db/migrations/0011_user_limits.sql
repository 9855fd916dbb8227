-- Responsible-gambling limits (docs/limits.md). A row binds from created_at (active) or waits (pending raise) until
-- ended_at is set; lowering or adding is a new active row at once, raising a pending row that replaces the active one
-- at confirm_until or on its emailed confirmation, removing sets disable_at 24 hours ahead.

create table user_limits (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  type text not null check (type in ('deposit', 'loss', 'wager', 'session', 'cooling_off', 'self_exclusion')),
  period text check (period in ('daily', 'weekly', 'monthly')),
  currency text references currencies (code),
  amount_cents bigint check (amount_cents > 0),
  session_minutes integer check (session_minutes > 0),
  status text not null check (status in ('active', 'pending')),
  replaces_id bigint references user_limits (id),
  confirm_until timestamptz,
  disable_at timestamptz,
  created_at timestamptz not null,
  ended_at timestamptz,
  check ((type in ('deposit', 'loss', 'wager')) = (currency is not null and amount_cents is not null)),
  check ((type = 'session') = (session_minutes is not null)),
  check ((status = 'pending') = (confirm_until is not null))
);
-- one limit in force and one pending raise per slot (type, period, currency)
create unique index user_limits_active_slot on user_limits (user_id, type, coalesce(period, ''), coalesce(currency, ''))
  where ended_at is null and status = 'active';
create unique index user_limits_pending_slot on user_limits (user_id, type, coalesce(period, ''), coalesce(currency, ''))
  where ended_at is null and status = 'pending';

-- emailed links that confirm a raise or a removal at once; only the SHA-256 of the token is stored
create table user_limit_confirmations (
  token_hash text primary key,
  user_id bigint not null references users (id),
  limit_id bigint not null references user_limits (id),
  change text not null check (change in ('raise', 'removal')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index user_limit_confirmations_limit on user_limit_confirmations (limit_id);

alter table email_outbox drop constraint email_outbox_kind_check;
alter table email_outbox add constraint email_outbox_kind_check
  check (kind in ('confirmation', 'reset_password', 'limit_confirmation'));
