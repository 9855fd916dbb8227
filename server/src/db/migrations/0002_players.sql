-- Players, their groups and levels, their wallets and their subscriptions.

create table groups (
  id integer primary key,
  name text not null,
  -- whether POST /api/player/groups may add or remove it (e.g. the chat split); levels and flags are not
  player_writable boolean not null default false
);

-- a level is a group with a persistent comp point range
create table statuses (
  group_id integer primary key references groups (id),
  position integer not null unique,
  writable boolean not null,
  persistent_comp_points_min bigint not null check (persistent_comp_points_min >= 0),
  persistent_comp_points_max bigint check (persistent_comp_points_max > persistent_comp_points_min)
);

create table managers (
  id integer generated always as identity primary key,
  name text not null,
  email text,
  avatar_url text,
  working_hours text,
  whatsapp_url text,
  telegram_url text
);

create table users (
  id bigint generated always as identity (start with 100001) primary key,
  email text not null,
  encrypted_password text not null,
  first_name text,
  last_name text,
  nickname text,
  date_of_birth date,
  gender text,
  country text references countries (code),
  city text,
  address text,
  postal_code text,
  state text,
  mobile_phone text,
  personal_id_number text,
  language text not null references locales (code),
  license_name text not null check (license_name in ('CW', 'EE')),
  deposit_bonus_code text,
  can_issue_bonuses boolean not null default true,
  autoregistered boolean not null default false,
  verified boolean not null default false,
  sumsub_verified boolean,
  manager_id integer references managers (id),
  terms_accepted_at timestamptz,
  confirmed_at timestamptz,
  sow_questionnaire_expires_at timestamptz,
  current_sign_in_at timestamptz,
  last_sign_in_at timestamptz,
  sign_in_count integer not null default 0,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index users_email_key on users (lower(email));

create table user_groups (
  user_id bigint not null references users (id) on delete cascade,
  group_id integer not null references groups (id),
  added_at timestamptz not null,
  primary key (user_id, group_id)
);

-- One wallet per player and currency. The numbers are a projection: today they are written when a wallet is
-- opened; once ledger_entries exists, only its posting function changes them (in the same transaction).
create table accounts (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  currency text not null references currencies (code),
  amount_cents bigint not null default 0 check (amount_cents >= 0),
  available_to_cashout_cents bigint not null default 0
    check (available_to_cashout_cents >= 0 and available_to_cashout_cents <= amount_cents),
  total_wagering_cents bigint not null default 0 check (total_wagering_cents >= 0),
  wagered_cents bigint not null default 0 check (wagered_cents >= 0),
  active boolean not null default false,
  hidden_at timestamptz,
  created_at timestamptz not null,
  unique (user_id, currency)
);
create unique index accounts_single_active on accounts (user_id) where active;

create table subscriptions (
  user_id bigint primary key references users (id) on delete cascade,
  receive_promos boolean not null default false,
  receive_sms_promos boolean not null default false,
  receive_promos_via_phone_calls boolean not null default false,
  agreed_to_partner_promotions boolean not null default false,
  updated_at timestamptz not null
);
