-- Reference data the platform serves under /api/info/*, plus the tables that decide a visitor's country,
-- grade email addresses and override translations.

create table currencies (
  code text primary key check (code ~ '^[A-Z]{3,5}$'),
  symbol text not null,
  -- minor units per unit; crypto precisions are capped so that every balance stays a safe JS integer
  subunits_to_unit bigint not null check (subunits_to_unit > 0),
  fiat boolean not null,
  is_default boolean not null default false,
  position integer not null unique
);
create unique index currencies_single_default on currencies (is_default) where is_default;

create table locales (
  code text primary key,
  name text not null,
  name_in_locale text not null,
  is_default boolean not null default false,
  position integer not null unique
);
create unique index locales_single_default on locales (is_default) where is_default;

create table countries (
  code text primary key check (code ~ '^[A-Z]{2}$'),
  name text not null,
  default_currency text references currencies (code),
  -- guests from a restricted country get 451 on sign-in and sign-up
  restricted boolean not null default false
);

create table ip_country_ranges (
  network cidr primary key,
  country_code text not null references countries (code),
  region_code text
);

create table email_domains (
  domain text primary key check (domain = lower(domain)),
  verdict text not null check (verdict in ('blacklisted', 'disposable', 'whitelisted'))
);

-- translation overrides served by GET /messages/{lang}.json
create table messages (
  locale text not null references locales (code),
  key text not null,
  value text not null,
  primary key (locale, key)
);

-- secrets shared by every server process (e.g. the realtime connection token key), created on first use
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
