/** How many characters of an e-mail's local part a masked name keeps (loyalty.md §5). */
const MASK_KEEP = 6;

/**
 * The name a player shows to others (tournament boards, lottery tickets and winners, jackpot winners): his nickname,
 * else the first six characters of his e-mail's local part followed by asterisks (loyalty.md §5), so that no address
 * is ever shown whole.
 */
export function publicName(nickname: string | null, email: string): string {
  const chosen = nickname?.trim();
  if (chosen) return chosen;
  const local = email.split('@')[0] ?? '';
  return `${local.slice(0, MASK_KEEP)}***`;
}
