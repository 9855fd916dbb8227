import { CONFIRMATION_TOKENS, issueEmailedToken, PASSWORD_RESET_TOKENS } from '../auth/emailed-tokens';
import type { Queryable } from '../db/database';
import { BRAND } from '../seed/translation-overrides';
import { enqueueEmail } from './outbox';

/** Issues a confirmation token and queues the email with the `/confirmation?confirmation_token=…` link. */
export async function sendConfirmationEmail(tx: Queryable, userId: number, email: string, now: Date): Promise<void> {
  const token = await issueEmailedToken(tx, CONFIRMATION_TOKENS, userId, now, email);
  await enqueueEmail(
    tx,
    {
      userId,
      recipient: email,
      kind: 'confirmation',
      subject: `Confirm your email for ${BRAND}`,
      body: `Welcome to ${BRAND}! Confirm your email address by opening this link within 3 days:\n{link}\n\nIf you did not sign up, ignore this email.`,
      links: [`/confirmation?confirmation_token=${encodeURIComponent(token)}`],
    },
    now,
  );
}

/** Issues a reset token and queues the email with the `/new-password?reset_password_token=…` link. */
export async function sendPasswordResetEmail(tx: Queryable, userId: number, email: string, now: Date): Promise<void> {
  const token = await issueEmailedToken(tx, PASSWORD_RESET_TOKENS, userId, now);
  await enqueueEmail(
    tx,
    {
      userId,
      recipient: email,
      kind: 'reset_password',
      subject: `Reset your ${BRAND} password`,
      body: `Someone asked to reset the password of your ${BRAND} account. Choose a new one within 6 hours here:\n{link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
      links: [`/new-password?reset_password_token=${encodeURIComponent(token)}`],
    },
    now,
  );
}
