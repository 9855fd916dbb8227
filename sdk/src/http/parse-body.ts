/** Reads a response body the way the platform's clients do: empty → null, JSON → its value, anything else → the raw text. */
export function parseBody(text: string | undefined | null): unknown {
  if (text === undefined || text === null || text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
