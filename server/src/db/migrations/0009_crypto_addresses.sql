-- One deposit address per player and coin; the dev chain simulator credits deposits sent to it.

create table crypto_addresses (
  user_id bigint not null references users (id) on delete cascade,
  currency text not null references currencies (code),
  address text not null unique,
  created_at timestamptz not null,
  primary key (user_id, currency)
);

alter table payments add column crypto_address text references crypto_addresses (address);
