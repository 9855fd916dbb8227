/** Delay before retry number `attempt` (0 for the first retry): `2^attempt * 1000 ms` plus up to 1000 ms of jitter. */
export function defaultRetryDelay(attempt: number, random: () => number = Math.random): number {
  return 2 ** attempt * 1000 + Math.floor(random() * 1000);
}
