import { readServerMessage } from '@casino/sdk/contract';
import { serverMessageKey } from '@casino/sdk/i18n';

/**
 * Shows a server error message in the widget language: the server's English rule messages become the SDK's
 * `sdk:validation.<code>` texts (the same the widgets show for their own checks), its other known messages
 * `sdk:server.<code>` with their number as `count`; any other text is shown as the server wrote it.
 */
export function translateServerMessage(
  t: (key: string, options?: Record<string, unknown>) => string,
  message: string,
  options?: Record<string, unknown>,
): string {
  const key = serverMessageKey(message);
  if (key === null) return message;
  const count = readServerMessage(message)?.count;
  return t(key, count === undefined ? options : { ...options, count });
}
