-- A stable id per leaderboard row (docs/tournaments.md, "Leaderboard rows"): boards named rows by nickname, which two
-- players share when both show a masked e-mail (`player***`), so a live update could replace the wrong row and a
-- player could see someone else's row highlighted as his. The id reveals nothing about the player.
alter table tournament_players add column id bigint generated always as identity unique;

drop function tournament_ranking(bigint);
create function tournament_ranking(p_tournament_id bigint) returns table (user_id bigint, place bigint,
  score numeric, scored_at timestamptz, bet_cents bigint, win_cents bigint, rate numeric, games_taken integer,
  currency text, confirmed_at timestamptz, published_place integer, published_score numeric, final_place integer,
  entry_id bigint)
language sql stable as $$
  select p.user_id, row_number() over (order by p.score desc, p.scored_at asc, p.user_id asc), p.score, p.scored_at,
    p.bet_cents, p.win_cents, p.rate, p.games_taken, p.currency, p.confirmed_at, p.published_place,
    p.published_score, p.final_place, p.id
  from tournament_players p
  where p.tournament_id = p_tournament_id and p.games_taken > 0
$$;
