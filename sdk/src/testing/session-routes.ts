import type { Profile } from '../contract';
import { asRecord, errors, json, type RouteResolvers } from './routes';

/** The password reset token the fixture's reset email carries; any other is invalid. */
export const FIXTURE_RESET_TOKEN = 'fixture-reset-token';
/** The token of the fixture's email confirmation link; any other is invalid. */
export const FIXTURE_CONFIRMATION_TOKEN = 'fixture-confirmation-token';
/** The email check's verdict on an address of a throwaway mail service (`@mailinator.com`). */
export const RISKY_EMAIL_VERDICT = 'IBIZA::RISKY::TEMPORARY';
/** The email check's verdict on any other address. */
export const VALID_EMAIL_VERDICT = 'IBIZA::VALID::ACCEPTED_EMAIL';

/**
 * Resolvers of the account routes around a session, for a fixture platform's `routes` option: password reset, email
 * confirmation, the email check and group membership, answered as the reference server answers them.
 * `confirmed` is the profile the confirmation link answers.
 */
export function createSessionRoutes(confirmed: Profile): RouteResolvers {
  return {
    requestPasswordReset: () => json(201),
    resetPassword: ({ body }) =>
      asRecord(asRecord(body).user).reset_password_token === FIXTURE_RESET_TOKEN
        ? json(204)
        : errors(422, { reset_password_token: ['is invalid'] }),
    confirmEmail: ({ query }) =>
      query.get('confirmation_token') === FIXTURE_CONFIRMATION_TOKEN
        ? json(200, confirmed)
        : errors(422, { confirmation_token: ['is invalid'] }),
    resendConfirmation: ({ body }) =>
      String(asRecord(asRecord(body).user).email ?? '').includes('@')
        ? json(201)
        : errors(422, { email: ['is not a valid email address'] }),
    checkEmail: ({ body }) =>
      json(200, {
        errors: {
          message: String(asRecord(body).email ?? '').endsWith('@mailinator.com')
            ? RISKY_EMAIL_VERDICT
            : VALID_EMAIL_VERDICT,
        },
      }),
    addGroups: () => json(201, {}),
  };
}
