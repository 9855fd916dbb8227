/** Full-jitter exponential backoff: a random delay in `[0, min(capMs, baseMs * 2^attempt))`, attempt 0 first. */
export function fullJitterDelay(attempt: number, baseMs: number, capMs: number, random: () => number): number {
  return Math.floor(random() * Math.min(capMs, baseMs * 2 ** attempt));
}
