import { ChangePasswordRequest, NewPasswordRequest, PasswordResetRequest, SERVER_MESSAGES } from '@casino/sdk/contract';
import { errorMessages, type FieldErrors, validateConfirmation, validatePassword } from '@casino/sdk/rules';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { hourlyAddressLimit, throttleAddress } from '../auth/address-limits';
import { consumeEmailedToken, PASSWORD_RESET_TOKENS } from '../auth/emailed-tokens';
import { hashPassword, verifyPassword } from '../auth/password';
import { endOtherSessions } from '../auth/sessions';
import type { Queryable } from '../db/database';
import { parseInput } from '../http/contract';
import { type FieldMessages, invalid } from '../http/http-error';
import { signedInUserId } from '../http/player-session';
import { sendPasswordResetEmail } from '../mail/account-emails';
import { emailFieldErrors } from '../players/field-rules';

/** The rules of a new password as sent: the password rules, and a matching confirmation. */
function newPasswordErrors(fields: Readonly<Record<string, unknown>>): FieldMessages {
  const { password, password_confirmation: confirmation } = fields;
  if (typeof password !== 'string') return {};
  const errors: FieldErrors = {};
  const rule = validatePassword(password);
  if (rule) errors.password = [rule];
  const match = typeof confirmation === 'string' ? validateConfirmation(password, confirmation) : null;
  if (match) errors.password_confirmation = [match];
  return errorMessages(errors);
}

async function setPassword(tx: Queryable, userId: number, passwordHash: string, now: Date): Promise<void> {
  await tx.query('update users set encrypted_password = $2, updated_at = $3 where id = $1', [
    userId,
    passwordHash,
    now,
  ]);
}

/**
 * POST /api/users/password (email a reset link; 201 for any well-formed address so that addresses cannot be probed,
 * 429 over the address's hourly limit),
 * PUT /api/users/password (new password with the emailed token; every session of the player ends) and
 * PUT /api/users (change the signed-in player's password; the player's other sessions end).
 */
export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/users/password', async (request, reply) => {
    const { user: form } = parseInput(PasswordResetRequest, request.body, 'user', emailFieldErrors);
    const now = ctx.clock();
    await throttleAddress(
      ctx.db,
      hourlyAddressLimit('password_reset', ctx.config.emailRequestsPerAddress),
      request.ip,
      now,
    );
    const [user] = await ctx.db.query<{ id: number; email: string }>(
      'select id, email from users where lower(email) = lower($1)',
      [form.email.trim()],
    );
    if (user) await ctx.db.transaction((tx) => sendPasswordResetEmail(tx, user.id, user.email, now));
    return reply.code(201).send();
  });

  app.put('/api/users/password', async (request, reply) => {
    const { user: form } = parseInput(NewPasswordRequest, request.body, 'user', newPasswordErrors);
    const now = ctx.clock();
    const passwordHash = await hashPassword(form.password);
    await ctx.db.transaction(async (tx) => {
      const userId = await consumeEmailedToken(tx, PASSWORD_RESET_TOKENS, form.reset_password_token, now);
      if (userId === null) throw invalid('reset_password_token', SERVER_MESSAGES.token_invalid);
      await setPassword(tx, userId, passwordHash, now);
      await endOtherSessions(tx, userId, null);
    });
    return reply.code(204).send();
  });

  app.put('/api/users', async (request, reply) => {
    const userId = signedInUserId(request);
    const { user: form } = parseInput(ChangePasswordRequest, request.body, 'user', newPasswordErrors);
    const [user] = await ctx.db.query<{ encrypted_password: string }>(
      'select encrypted_password from users where id = $1',
      [userId],
    );
    if (!user || !(await verifyPassword(user.encrypted_password, form.current_password))) {
      throw invalid('current_password', SERVER_MESSAGES.invalid);
    }
    const now = ctx.clock();
    const passwordHash = await hashPassword(form.password);
    await ctx.db.transaction(async (tx) => {
      await setPassword(tx, userId, passwordHash, now);
      await endOtherSessions(tx, userId, request.playerSession?.id ?? null);
    });
    return reply.code(204).send();
  });
}
