-- Realtime public channels and live tournament leaderboards (docs/realtime.md, "Public channels").
--
-- A public event (`public:tournaments`) goes to every subscribed socket of every server process through NOTIFY
-- casino_events after commit. Its data rides in the notice when it fits; bigger data (a leaderboard update of many
-- rows) is kept here for the listeners to read, and pruned with the player event log.
create table realtime_public_events (
  id bigint generated always as identity primary key,
  channel text not null,
  data jsonb not null,
  created_at timestamptz not null default now()
);
-- pruning by age
create index realtime_public_events_created_at on realtime_public_events (created_at);

-- Publication state of each tournament's live leaderboard (server/src/tournaments/leaderboard-publisher.ts): the
-- publisher claims a tournament's row (`for update skip locked`, so two processes never publish the same version),
-- publishes the rows whose score moved and bumps `version`; `final` once the update of the closed tournament went
-- out; `published_at` keeps a board to a few updates a second however many processes publish. Tournaments are
-- archived, never deleted, so the row needs no foreign key (and this migration no order against the tournaments').
create table tournament_boards (
  tournament_id bigint primary key,
  version integer not null default 0 check (version >= 0),
  final boolean not null default false,
  published_at timestamptz
);
