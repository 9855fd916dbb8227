/** Which half of an A/B split a player falls in. */
export type AbVariant = 'even' | 'odd';

/** Player groups of the registration experiment (core.md §6): 543 for even ids, 544 for odd ids. */
export const REGISTRATION_GROUPS: Readonly<Record<AbVariant, number>> = { even: 543, odd: 544 };

/** Variant by player id parity. */
export function variantById(id: number): AbVariant {
  return id % 2 === 0 ? 'even' : 'odd';
}

/** Variant by the parity of the last hex digit of an affiliate visit id; null when it does not end in a hex digit. */
export function variantByVisitId(visitId: string): AbVariant | null {
  const last = visitId.trim().slice(-1);
  if (!/^[0-9a-f]$/i.test(last)) return null;
  return Number.parseInt(last, 16) % 2 === 0 ? 'even' : 'odd';
}

/** The group a newly registered player is added to when the experiment is on: 543 (even id) or 544 (odd id). */
export function registrationGroup(playerId: number): number {
  return REGISTRATION_GROUPS[variantById(playerId)];
}
