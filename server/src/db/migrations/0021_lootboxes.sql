-- Loot boxes and the prize wheel (loyalty.md §3–§4, §6, §9; docs/loyalty.md, Loot boxes and the wheel). A loot box
-- configuration (its group key: `lootbox_bronze`, `wheel_rocketmart`, …) has a prize table per user group (the
-- `segment_key` '21', '1308', '1309') and a `default` one; a player's box is issued from the table of their first
-- configured group, its items snapshotted in the box's currency, and opened once: the prize is drawn on the server and
-- issued through the bonus or free-spin engine in the activation's transaction. A box whose group key starts with
-- `wheel` or `manual_wheel` is a wheel spin, its items the wheel's segments in order.

create table lootbox_configs (
  group_key text primary key check (group_key ~ '^[a-z][a-z0-9_]{1,63}$'),
  title text not null,
  -- days an issued box may be opened
  valid_days integer not null check (valid_days > 0),
  -- order on the player's list
  display integer not null default 0
);

create table lootbox_prizes (
  id bigint generated always as identity primary key,
  group_key text not null references lootbox_configs (group_key),
  -- the user group whose table this is ('21', '1308', …), or 'default'
  segment_key text not null check (segment_key = 'default' or segment_key ~ '^[1-9][0-9]*$'),
  position integer not null check (position >= 0),
  weight integer not null check (weight > 0),
  -- what the wheel's segment shows and says
  label text not null,
  description text not null,
  -- the contract's LootboxBonus, its per-currency amounts for every currency the prize is offered in
  bonus jsonb not null,
  unique (group_key, segment_key, position)
);

create table lootboxes (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  group_key text not null references lootbox_configs (group_key),
  segment_key text not null,
  title text not null,
  currency text not null references currencies (code),
  strategy text not null check (strategy in ('gift', 'exchange', 'purchase')),
  stage text not null check (stage in ('issued', 'activated', 'canceled', 'expired')),
  display integer not null,
  -- the prize table at issue, in the box's currency: [{id, weight, label, description, bonus}]
  items jsonb not null check (jsonb_typeof(items) = 'array' and jsonb_array_length(items) > 0),
  -- what issued it ('exchange:…', 'seed:…'): a box is issued once per reference
  reference text not null unique,
  -- the index in `items` of the drawn prize, and what it issued
  prize_index integer check (prize_index >= 0),
  bonus_id bigint references bonuses (id),
  freespin_id bigint references freespins (id),
  created_at timestamptz not null,
  valid_until timestamptz,
  activated_at timestamptz,
  finished_at timestamptz,
  check ((stage = 'activated') = (prize_index is not null)),
  check ((stage = 'activated') = (activated_at is not null)),
  check ((stage = 'activated') = ((bonus_id is null) <> (freespin_id is null))),
  check ((stage in ('canceled', 'expired')) = (finished_at is not null))
);
create index lootboxes_user on lootboxes (user_id, id);
create index lootboxes_due on lootboxes (valid_until) where stage = 'issued';


-- what a wheel spin costs in comp points per currency; a currency without a row costs EUR's
create table wheel_spin_costs (
  currency text primary key references currencies (code),
  points integer not null check (points > 0)
);

-- the wheel pages `/{product}-wheel`
create table wheel_pages (
  product text primary key check (product ~ '^[a-z][a-z0-9-]{0,31}$'),
  enabled boolean not null,
  position integer not null
);
