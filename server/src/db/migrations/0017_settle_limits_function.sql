-- Settling a player's limits in one statement (issue 13): settleLimits (server/src/limits/limit-record.ts) runs first in
-- every limits request, every deposit check and every real round, and its three updates are now one round trip.
-- Limits whose `disable_at` passed end; pending raises whose 24 hours passed replace the limit they raise.
create function settle_user_limits(p_user_id bigint, p_now timestamptz) returns void
language plpgsql as $$
begin
  update user_limits set ended_at = disable_at
  where user_id = p_user_id and ended_at is null and disable_at <= p_now;
  update user_limits replaced set ended_at = due.confirm_until
  from user_limits due
  where due.user_id = p_user_id and due.status = 'pending' and due.ended_at is null and due.confirm_until <= p_now
    and replaced.id = due.replaces_id and replaced.ended_at is null;
  update user_limits set status = 'active', confirm_until = null
  where user_id = p_user_id and status = 'pending' and ended_at is null and confirm_until <= p_now;
end;
$$;
