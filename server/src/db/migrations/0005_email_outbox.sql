-- Emails waiting to be delivered. Links are stored as paths; the sender (or the dev mailbox) makes them absolute.

create table email_outbox (
  id bigint generated always as identity primary key,
  user_id bigint references users (id) on delete set null,
  recipient text not null,
  kind text not null check (kind in ('confirmation', 'reset_password')),
  subject text not null,
  body text not null,
  links text[] not null,
  created_at timestamptz not null,
  sent_at timestamptz
);
create index email_outbox_newest on email_outbox (created_at desc, id desc);
