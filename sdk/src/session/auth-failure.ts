import * as z from 'zod/mini';
import { ErrorBody, OtpRequiredBody } from '../contract/errors';
import { CasinoHttpError } from '../errors';

/** How a refused sign-in, OTP step or sign-up ends for the caller. */
export type AuthFailure =
  | { status: 'otp_required' }
  | { status: 'restricted' }
  | { status: 'error'; errors: Record<string, string[]> };

/**
 * Turns the error of an auth call into a result (core.md §8: login errors return the response data):
 * 451 → restricted, 422 `OtpRequiredBody` → otp_required, a 4xx `ErrorBody` → its errors. Anything else is rethrown.
 */
export function toAuthFailure(error: unknown): AuthFailure {
  if (!(error instanceof CasinoHttpError)) throw error;
  if (error.status === 451) return { status: 'restricted' };
  if (error.status === 422 && z.safeParse(OtpRequiredBody, error.data).success) return { status: 'otp_required' };
  const body = z.safeParse(ErrorBody, error.data);
  if (error.status >= 400 && error.status < 500 && body.success) return { status: 'error', errors: body.data.errors };
  throw error;
}
