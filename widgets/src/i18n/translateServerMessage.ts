import { readServerMessage } from '@casino/sdk/contract';
import { serverMessageKey } from '@casino/sdk/i18n';

const SDK_PREFIX = 'sdk:';
const SDK_VALIDATION_PREFIX = `${SDK_PREFIX}validation.`;

/**
 * Shows a server error message in the widget language: the server's English rule messages become the widgets' own
 * `validation.<code>` texts (so they read like the widget's own checks), its other known messages `sdk:server.<code>`
 * with their number as `count`; any other text is shown as the server wrote it.
 */
export function translateServerMessage(
  t: (key: string, options?: Record<string, unknown>) => string,
  message: string,
  options?: Record<string, unknown>,
): string {
  const key = serverMessageKey(message);
  if (key === null) return message;
  if (key.startsWith(SDK_VALIDATION_PREFIX)) return t(key.slice(SDK_PREFIX.length), options);
  const count = readServerMessage(message)?.count;
  return t(key, count === undefined ? options : { ...options, count });
}
