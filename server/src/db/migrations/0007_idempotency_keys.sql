-- Idempotency-Key of money-moving requests, per player. The row is inserted first in the request's transaction
-- (a concurrent request with the same key waits on it) and completed with the answer in the same transaction, so
-- a committed row always holds the first answer; a refused request rolls back and leaves no row.

create table idempotency_keys (
  user_id bigint not null references users (id) on delete cascade,
  key text not null,
  -- SHA-256 of the method, path and canonical body: the same key with other parameters is refused
  request_hash text not null,
  response_status integer,
  response_body jsonb,
  created_at timestamptz not null,
  primary key (user_id, key)
);
