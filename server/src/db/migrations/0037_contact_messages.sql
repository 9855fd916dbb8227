-- Messages visitors send to the operator's support from the contact form (POST /api/send_contact_message,
-- docs/support.md). Each one is also mailed to the support address through the outbox. The rows are the record the
-- per-address and per-player hourly limits count.

create table contact_messages (
  id bigint generated always as identity primary key,
  user_id bigint references users (id) on delete set null,
  name text not null,
  email text not null,
  subject text not null,
  message text not null,
  ip text not null,
  created_at timestamptz not null
);
create index contact_messages_by_ip on contact_messages (ip, created_at);
create index contact_messages_by_user on contact_messages (user_id, created_at) where user_id is not null;

alter table email_outbox drop constraint email_outbox_kind_check;
alter table email_outbox add constraint email_outbox_kind_check
  check (kind in ('confirmation', 'reset_password', 'limit_confirmation', 'contact_message'));
