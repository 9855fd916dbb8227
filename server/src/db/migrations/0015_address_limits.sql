-- Requests counted per client address for the per-address limits (server/src/auth/address-limits.ts, docs/security.md):
-- failed sign-ins, registrations, confirmation resends and password-reset requests. Rows older than their limit's
-- window are deleted as new ones are counted.

create table address_requests (
  id bigint generated always as identity primary key,
  action text not null,
  ip text not null,
  requested_at timestamptz not null
);
create index address_requests_by_ip on address_requests (action, ip, requested_at);

-- The account and address limit of sign-in reads the attempts of one account from one address.
create index sign_in_attempts_by_email_and_ip on sign_in_attempts (email_key, ip, attempted_at);
