-- Every change to the catalogue tables announces itself on the `catalogue_changed` channel with the schema's name,
-- delivered when the transaction commits: servers drop what they cached from the catalogue (games_filter totals and
-- first pages, server/src/games/lobby/catalogue-cache.ts). One notice per statement; a transaction's equal notices
-- arrive as one.
create function notify_catalogue_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalogue_changed', current_schema());
  return null;
end
$$;

create trigger games_changed after insert or update or delete or truncate on games
  for each statement execute function notify_catalogue_changed();
create trigger game_categories_changed after insert or update or delete or truncate on game_categories
  for each statement execute function notify_catalogue_changed();
create trigger game_currency_ids_changed after insert or update or delete or truncate on game_currency_ids
  for each statement execute function notify_catalogue_changed();
create trigger game_collections_changed after insert or update or delete or truncate on game_collections
  for each statement execute function notify_catalogue_changed();
create trigger game_collection_games_changed after insert or update or delete or truncate on game_collection_games
  for each statement execute function notify_catalogue_changed();
create trigger game_providers_changed after insert or update or delete or truncate on game_providers
  for each statement execute function notify_catalogue_changed();
