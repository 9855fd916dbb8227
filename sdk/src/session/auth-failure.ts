import { coreAnswer } from '../core-answer';
import { CasinoHttpError, fieldErrors } from '../errors';
import { validate } from '../http/schema';

/** How a refused sign-in, OTP step or sign-up ends for the caller. */
export type AuthFailure =
  | { status: 'otp_required' }
  | { status: 'restricted' }
  | { status: 'error'; errors: Record<string, string[]> };

/**
 * Turns the error of an auth call into a result (core.md §8: login errors return the response data):
 * 451 → restricted, 422 `OtpRequiredBody` → otp_required, a 4xx `ErrorBody` → its errors. Anything else is rethrown.
 */
export async function toAuthFailure(error: unknown): Promise<AuthFailure> {
  if (!(error instanceof CasinoHttpError) || error.status < 400 || error.status > 499) throw error;
  if (error.status === 451) return { status: 'restricted' };
  if (error.status === 422 && !(await validate(coreAnswer('OtpRequiredBody'), error.data)).issues) {
    return { status: 'otp_required' };
  }
  const errors = fieldErrors(error);
  if (!errors) throw error;
  return { status: 'error', errors };
}
