import { CasinoHttpError } from '@casino/sdk';
import { ErrorBody } from '@casino/sdk/contract';
import { errorMessageKey } from '@casino/sdk/i18n';
import type { FormMessage } from '../shell/formMessage';

/**
 * Internal: why the platform refused a bonus call, in words: the messages of a 4xx `{errors:{field:[message]}}`
 * answer as the server wrote them (translated when known), else the SDK's text for the kind of failure.
 */
export function refusalMessages(error: unknown): FormMessage[] {
  const body = error instanceof CasinoHttpError && error.status < 500 ? ErrorBody.safeParse(error.data) : null;
  const messages = body?.success ? Object.values(body.data.errors).flat() : [];
  return messages.length > 0 ? messages.map((server) => ({ server })) : [{ key: errorMessageKey(error) }];
}
