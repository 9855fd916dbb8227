/** `/{product}-wheel` (loyalty.md §2): the product of a one-segment path such as `rocketmart-wheel`, else null. */
export function wheelPageProduct(page: string | undefined): string | null {
  return /^([a-z0-9]+)-wheel$/.exec(page ?? '')?.[1] ?? null;
}
