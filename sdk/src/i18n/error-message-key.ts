import { CasinoHttpError, ContractError, NetworkError } from '../errors';
import type { ValidationCode } from '../rules/validation';

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

/** The `sdk` namespace key of a validation code, e.g. `sdk:validation.email`. */
export function validationMessageKey(code: ValidationCode): string {
  return `sdk:validation.${code}`;
}
