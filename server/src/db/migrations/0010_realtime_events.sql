-- Realtime: a per-player event log with a sequence number, so a client that lost its connection can resume.
-- publishToPlayer bumps the player's stream row (its lock orders concurrent publishers) and appends the event in the
-- caller's transaction; every server process learns of it through NOTIFY casino_events after commit.

create table realtime_streams (
  user_id bigint primary key references users (id) on delete cascade,
  last_seq bigint not null check (last_seq > 0)
);

create table realtime_events (
  user_id bigint not null references users (id) on delete cascade,
  seq bigint not null check (seq > 0),
  channel text not null,
  data jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, seq)
);
-- pruning by age
create index realtime_events_created_at on realtime_events (created_at);
