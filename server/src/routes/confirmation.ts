import { Profile, ResendConfirmationRequest, SERVER_MESSAGES } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { hourlyAddressLimit, throttleAddress } from '../auth/address-limits';
import { CONFIRMATION_TOKENS, consumeEmailedToken } from '../auth/emailed-tokens';
import { parseInput, sendContract } from '../http/contract';
import { invalid } from '../http/http-error';
import { sendConfirmationEmail } from '../mail/account-emails';
import { emailFieldErrors } from '../players/field-rules';
import { loadPlayerRecord } from '../players/player-record';
import { toProfile } from '../players/profile';

/** Query of GET /api/users/confirmation. */
const ConfirmationQuery = z.object({ confirmation_token: z.string() });

/**
 * GET /api/users/confirmation?confirmation_token=… confirms the email (the token works once) and answers the
 * profile; POST /api/users/confirmation `{user:{email}}` sends the link again to an unconfirmed address and answers
 * 201 for any well-formed address, so that the answer does not tell which addresses have accounts (422 only for a
 * blank or malformed one; 429 over the address's hourly limit).
 */
export function registerConfirmationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/users/confirmation', async (request, reply) => {
    const { confirmation_token: token } = parseInput(ConfirmationQuery, request.query);
    const now = ctx.clock();
    const profile = await ctx.db.transaction(async (tx) => {
      const userId = await consumeEmailedToken(tx, CONFIRMATION_TOKENS, token, now);
      if (userId === null) throw invalid('confirmation_token', SERVER_MESSAGES.token_invalid);
      await tx.query('update users set confirmed_at = coalesce(confirmed_at, $2), updated_at = $2 where id = $1', [
        userId,
        now,
      ]);
      const record = await loadPlayerRecord(tx, userId);
      if (!record) throw new Error(`player ${userId} vanished during confirmation`);
      return toProfile(record);
    });
    return sendContract(reply, 200, Profile, profile);
  });

  app.post('/api/users/confirmation', async (request, reply) => {
    const { user: form } = parseInput(ResendConfirmationRequest, request.body, 'user', emailFieldErrors);
    const now = ctx.clock();
    await throttleAddress(
      ctx.db,
      hourlyAddressLimit('confirmation_resend', ctx.config.emailRequestsPerAddress),
      request.ip,
      now,
    );
    const [user] = await ctx.db.query<{ id: number; email: string }>(
      'select id, email from users where lower(email) = lower($1) and confirmed_at is null',
      [form.email.trim()],
    );
    if (user) await ctx.db.transaction((tx) => sendConfirmationEmail(tx, user.id, user.email, now));
    return reply.code(201).send();
  });
}
