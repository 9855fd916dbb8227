import * as z from 'zod/mini';

/** Body of every 4xx answer: field name to a list of human-readable messages. `base` holds errors about the whole request. */
export const ErrorBody = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** 422 answer to a first sign-in step when the account has two-factor on: repeat the call with `otp_attempt`. */
export const OtpRequiredBody = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  otp_required: z.literal(true),
});
export type OtpRequiredBody = z.infer<typeof OtpRequiredBody>;
