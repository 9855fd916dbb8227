import { serverMessageCode } from '../contract/server-messages';
import { CasinoHttpError, ContractError, NetworkError } from '../errors';
import { VALIDATION_MESSAGES, type ValidationCode } from '../rules/validation';

/** The `sdk` namespace key that explains an error to a player, e.g. `sdk:error.network`. Unknown errors get `sdk:error.unknown`. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof NetworkError) return error.timedOut ? 'sdk:error.timeout' : 'sdk:error.network';
  if (error instanceof ContractError) return 'sdk:error.contract';
  if (error instanceof CasinoHttpError) {
    if (error.status === 401) return 'sdk:error.unauthorized';
    if (error.status === 429) return 'sdk:error.rate_limited';
    if (error.status === 451) return 'sdk:error.restricted';
    if (error.status === 503 && error.headers.has('x-maintenance-mode')) return 'sdk:error.maintenance';
    if (error.status >= 500) return 'sdk:error.server';
  }
  return 'sdk:error.unknown';
}

/** The `sdk` namespace key of a validation code, e.g. `sdk:validation.email`; the `underage` text reads `{ age }` (`minimumAge(licence)`). */
export function validationMessageKey(code: ValidationCode): string {
  return `sdk:validation.${code}`;
}

/**
 * The `sdk` namespace key of an English server message: a rule message of `VALIDATION_MESSAGES` gives
 * `sdk:validation.<code>`, one of `SERVER_MESSAGES` gives `sdk:server.<code>` (pass the number of a counted one, read
 * with `readServerMessage`, as `count`); null for any other text, which is best shown as the server wrote it.
 */
export function serverMessageKey(text: string): string | null {
  for (const [code, message] of Object.entries(VALIDATION_MESSAGES) as [ValidationCode, string][]) {
    if (message === text) return validationMessageKey(code);
  }
  const code = serverMessageCode(text);
  return code ? `sdk:server.${code}` : null;
}
