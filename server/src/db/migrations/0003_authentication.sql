-- Sessions, one-time tokens (only their SHA-256 is stored), two-factor secrets and sign-in attempts.

create table sessions (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  user_id bigint references users (id) on delete cascade,
  -- set between a correct password and the OTP step of a two-factor sign-in
  pending_user_id bigint references users (id) on delete cascade,
  pending_until timestamptz,
  ip text not null,
  user_agent text,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  check ((user_id is null) <> (pending_user_id is null)),
  check ((pending_user_id is null) = (pending_until is null))
);
create index sessions_user on sessions (user_id);

create table password_reset_tokens (
  token_hash text primary key,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_reset_tokens_user on password_reset_tokens (user_id);

create table confirmation_tokens (
  token_hash text primary key,
  user_id bigint not null references users (id) on delete cascade,
  email text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index confirmation_tokens_user on confirmation_tokens (user_id);

-- a row means two-factor sign-in is on
create table two_factor_secrets (
  user_id bigint primary key references users (id) on delete cascade,
  otp_secret text not null,
  enabled_at timestamptz not null,
  -- the last accepted 30-second step, so that a code cannot be used twice
  last_used_step bigint
);

create table sign_in_attempts (
  id bigint generated always as identity primary key,
  email_key text not null,
  ip text not null,
  succeeded boolean not null,
  attempted_at timestamptz not null
);
create index sign_in_attempts_by_email on sign_in_attempts (email_key, attempted_at);
create index sign_in_attempts_by_ip on sign_in_attempts (ip, attempted_at);
