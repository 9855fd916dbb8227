import { fieldErrors } from '@casino/sdk';
import { errorMessageKey } from '@casino/sdk/i18n';
import type { FormMessage } from '../shell/formMessage';

/**
 * Internal: why the platform refused a bonus call, in words: the messages of a 4xx `{errors:{field:[message]}}`
 * answer as the server wrote them (translated when known), else the SDK's text for the kind of failure.
 */
export function refusalMessages(error: unknown): FormMessage[] {
  const messages = Object.values(fieldErrors(error) ?? {}).flat();
  return messages.length > 0 ? messages.map((server) => ({ server })) : [{ key: errorMessageKey(error) }];
}
