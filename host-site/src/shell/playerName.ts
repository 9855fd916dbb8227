import type { Profile, SessionUser } from '@casino/sdk/contract';

/** The name the site greets a player by: nickname, else first and last name, else the email address. */
export function playerName(sessionUser: SessionUser | null, profile: Profile | null): string {
  const nickname = sessionUser?.nick_name ?? profile?.nickname;
  if (nickname) return nickname;
  const first = sessionUser?.first_name ?? profile?.first_name;
  const last = sessionUser?.last_name ?? profile?.last_name;
  const full = [first, last].filter(Boolean).join(' ');
  return full || sessionUser?.email || profile?.email || '';
}
