import { NetworkError } from '@casino/sdk';

/**
 * Sends spins with an `Idempotency-Key`: a fresh key per spin, and the same key again when the last spin of the same
 * `scope` (a line bet, a free-spin record) got no answer (a network failure after the client's own retries), so a
 * spin is played at most once.
 */
export function spinKeys(newKey: () => string = () => crypto.randomUUID()) {
  let unanswered: { key: string; scope: string } | null = null;
  return async function send<T>(scope: string, spin: (key: string) => Promise<T>): Promise<T> {
    const key = unanswered?.scope === scope ? unanswered.key : newKey();
    unanswered = { key, scope };
    try {
      const answer = await spin(key);
      unanswered = null;
      return answer;
    } catch (error) {
      if (!(error instanceof NetworkError)) unanswered = null;
      throw error;
    }
  };
}
