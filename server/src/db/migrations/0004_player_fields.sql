-- The fields the platform may ask a player for, and which of them each context asks.

create table player_fields (
  field text primary key,
  type text not null check (type in ('text', 'select', 'date', 'checkbox', 'email', 'password', 'tel')),
  position integer not null unique,
  min_length integer,
  max_length integer,
  once_set boolean not null default false,
  min_age integer,
  service integer,
  inclusion text[]
);

create table player_field_contexts (
  -- registration, deposit, cashout and edition have no scope; provider rows name the game provider in scope,
  -- payment_system rows name the payment system in scope and deposit or cashout in action
  context text not null check (context in ('registration', 'deposit', 'cashout', 'edition', 'provider', 'payment_system')),
  scope text not null default '',
  action text not null default '' check (action in ('', 'deposit', 'cashout')),
  field text not null references player_fields (field),
  position integer not null,
  primary key (context, scope, action, field)
);
