/** Returns the origin when it is exact (scheme, host, port; no path, no `*`); otherwise throws an error saying how to write it. */
export function assertExactOrigin(origin: string, option: string): string {
  let parsed: URL | null = null;
  try {
    parsed = new URL(origin);
  } catch {
    parsed = null;
  }
  if (!parsed || parsed.origin === 'null' || parsed.origin !== origin) {
    throw new Error(
      `Bridge option ${option} must be an exact origin such as 'https://bet.example.com' (scheme, host and port, no path, no '*'); got '${origin}'.`,
    );
  }
  return origin;
}
