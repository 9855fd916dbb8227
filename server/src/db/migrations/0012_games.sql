-- Game catalogue and the player's games (docs/games.md). The catalogue is generated (server/src/games/catalogue) and
-- can be regenerated at any size; favourites and played games point at its rows.

create table game_providers (
  id text primary key,
  title text not null,
  position integer not null
);

create table games (
  id bigint generated always as identity primary key,
  -- 'provider/slug'
  identifier text not null unique,
  provider text not null references game_providers (id),
  slug text not null,
  seo_title text not null,
  uniq_seo_title boolean not null,
  title text not null,
  -- the title lower-cased, accents and punctuation removed (normaliseTitle): sort key
  title_sort text not null,
  -- every prefix of every word of title_sort: title search is `title_prefixes @> query words` on the GIN index
  title_prefixes text[] not null,
  devices text[] not null check (devices <@ array['desktop', 'mobile'] and cardinality(devices) > 0),
  volatility text not null
    check (volatility in ('low', 'low-medium', 'medium', 'medium-high', 'high', 'very-high')),
  lines integer not null check (lines >= 0),
  ways integer not null check (ways >= 0),
  hit_rate numeric(5, 2) not null check (hit_rate > 0 and hit_rate <= 100),
  rtp numeric(5, 2) not null check (rtp > 0 and rtp <= 100),
  badges text[] not null
    check (badges <@ array['new', 'top', 'jackpot', 'bonus_wagering', 'mystic_jackpot']),
  -- jackpot games: the EUR amount right after a win, in cents, and the hours until it is won again (docs/games.md)
  jackpot_seed_cents bigint check (jackpot_seed_cents > 0),
  jackpot_cycle_hours integer check (jackpot_cycle_hours > 0),
  released_at timestamptz not null,
  popularity integer not null check (popularity >= 0),
  check ((jackpot_seed_cents is null) = (jackpot_cycle_hours is null)),
  unique (provider, slug)
);
create index games_title_prefixes on games using gin (title_prefixes) with (fastupdate = off);
create index games_popularity on games (popularity desc, id);
create index games_released_at on games (released_at desc, id);
create index games_title_sort on games (title_sort, id);
create index games_provider on games (provider);

create table game_categories (
  game_id bigint not null references games (id) on delete cascade,
  category text not null,
  primary key (category, game_id)
);
create index game_categories_game on game_categories (game_id);

-- The numeric game ids of api-facts §3: one per currency the game accepts, plus 'FUN' when it has demo play.
create table game_currency_ids (
  id bigint generated always as identity primary key,
  game_id bigint not null references games (id) on delete cascade,
  -- a currencies code, or 'FUN'
  currency text not null,
  unique (game_id, currency)
);


create table game_collections (
  id text primary key,
  title text not null,
  position integer not null
);

create table game_collection_games (
  collection_id text not null references game_collections (id) on delete cascade,
  game_id bigint not null references games (id) on delete cascade,
  position integer not null,
  primary key (collection_id, game_id)
);
create index game_collection_games_game on game_collection_games (game_id);

create table favourite_games (
  user_id bigint not null references users (id) on delete cascade,
  game_id bigint not null references games (id) on delete cascade,
  created_at timestamptz not null,
  primary key (user_id, game_id)
);
create index favourite_games_recent on favourite_games (user_id, created_at desc);

create table played_games (
  user_id bigint not null references users (id) on delete cascade,
  game_id bigint not null references games (id) on delete cascade,
  last_activity_at timestamptz not null,
  primary key (user_id, game_id)
);
create index played_games_recent on played_games (user_id, last_activity_at desc);
