import * as z from 'zod/mini';

/** POST /api/users/sign_in, first step. */
export const SignInRequest = z.object({
  user: z.object({
    email: z.string(),
    password: z.string(),
    captcha: z.optional(z.string()),
    dfpc: z.optional(z.string()),
    custom_login_reg: z.optional(z.literal('yes')),
  }),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/** POST /api/users/sign_in, second step for two-factor accounts: only the code; the session carries the first step. */
export const OtpSignInRequest = z.object({ user: z.object({ otp_attempt: z.string() }) });
export type OtpSignInRequest = z.infer<typeof OtpSignInRequest>;

/** POST /api/users: registration. Which optional fields are required comes from the registration context of player_fields. */
export const RegistrationRequest = z.object({
  user: z.object({
    email: z.string(),
    password: z.string(),
    password_confirmation: z.optional(z.string()),
    currency: z.string(),
    country: z.string(),
    terms_acceptance: z.boolean(),
    receive_promos: z.optional(z.boolean()),
    receive_sms_promos: z.optional(z.boolean()),
    nickname: z.optional(z.string()),
    first_name: z.optional(z.string()),
    last_name: z.optional(z.string()),
    date_of_birth: z.optional(z.string()),
    gender: z.optional(z.string()),
    mobile_phone: z.optional(z.string()),
    city: z.optional(z.string()),
    address: z.optional(z.string()),
    postal_code: z.optional(z.string()),
    personal_id_number: z.optional(z.string()),
    deposit_bonus_code: z.optional(z.string()),
    dfpc: z.optional(z.string()),
    captcha: z.optional(z.string()),
  }),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;

/** POST /api/users/password: email a reset link. Always answers 201 so that addresses cannot be probed. */
export const PasswordResetRequest = z.object({ user: z.object({ email: z.string() }) });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** PUT /api/users/password: set a new password with the emailed token. */
export const NewPasswordRequest = z.object({
  user: z.object({ reset_password_token: z.string(), password: z.string(), password_confirmation: z.string() }),
});
export type NewPasswordRequest = z.infer<typeof NewPasswordRequest>;

/** PUT /api/users: change the password of the signed-in player. */
export const ChangePasswordRequest = z.object({
  user: z.object({ current_password: z.string(), password: z.string(), password_confirmation: z.string() }),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** POST /api/users/confirmation: resend the confirmation email. */
export const ResendConfirmationRequest = z.object({
  user: z.object({ email: z.string(), captcha: z.optional(z.string()) }),
});
export type ResendConfirmationRequest = z.infer<typeof ResendConfirmationRequest>;

/** POST /check-email. */
export const CheckEmailRequest = z.object({ email: z.string() });
export type CheckEmailRequest = z.infer<typeof CheckEmailRequest>;

/** Verdicts of the email check service. */
export const EmailVerdict = z.enum([
  'IBIZA::INVALID::BLACKLISTED',
  'IBIZA::INVALID::INVALID_DOMAIN',
  'IBIZA::INVALID::REJECTED_EMAIL',
  'IBIZA::RISKY::RISKY',
  'IBIZA::RISKY::NON_PERSONAL',
  'IBIZA::RISKY::INBOX_FULL',
  'IBIZA::RISKY::TEMPORARY',
  'IBIZA::RISKY::TIMEOUT',
  'IBIZA::VALID::ACCEPTED_EMAIL',
  'IBIZA::VALID::WHITELISTED',
]);
export type EmailVerdict = z.infer<typeof EmailVerdict>;
/** POST /check-email answer. */
export const CheckEmailResponse = z.object({ errors: z.object({ message: EmailVerdict }) });
export type CheckEmailResponse = z.infer<typeof CheckEmailResponse>;
