-- Payments of the sandbox provider: deposits and withdrawals (cashouts) with their state machine.

create table payments (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  action text not null check (action in ('deposit', 'cashout')),
  method_id text not null,
  payment_system text not null check (payment_system in ('card', 'bank_transfer', 'crypto')),
  brand text not null,
  currency text not null references currencies (code),
  amount_cents bigint not null check (amount_cents > 0),
  fee_cents bigint not null default 0 check (fee_cents >= 0 and fee_cents < amount_cents),
  state text not null check (state in ('created', 'pending', 'processing', 'succeeded', 'declined', 'rejected',
    'recalled', 'canceled')),
  -- card as the fraud check sees it (first 6 and last 4 digits), an IBAN or a crypto address; never a full PAN
  instrument text,
  -- set while a deposit waits for the 3-D Secure step: SHA-256 of the secret in its redirect URL
  authentication_token_hash text unique,
  return_url text,
  deposit_bonus_code text,
  cancellation_reason text,
  -- when processDuePayments next acts on it (end of the 3-D Secure window, of the review, of processing)
  due_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  finished_at timestamptz,
  check ((state in ('succeeded', 'declined', 'rejected', 'recalled', 'canceled')) = (finished_at is not null)),
  check (finished_at is null or due_at is null)
);
create index payments_by_user on payments (user_id, created_at desc, id desc);
create index payments_due on payments (due_at) where due_at is not null;

-- every state change, in order
create table payment_transitions (
  id bigint generated always as identity primary key,
  payment_id bigint not null references payments (id),
  from_state text,
  to_state text not null,
  reason text,
  at timestamptz not null
);
create index payment_transitions_payment on payment_transitions (payment_id, id);

alter table ledger_transactions add column payment_id bigint references payments (id);
create index ledger_transactions_payment on ledger_transactions (payment_id) where payment_id is not null;
