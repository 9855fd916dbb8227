import { Profile, ResendConfirmationRequest, SERVER_MESSAGES } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { consumeConfirmationToken } from '../auth/confirmation-tokens';
import { parseInput, sendContract } from '../http/contract';
import { invalid } from '../http/http-error';
import { sendConfirmationEmail } from '../mail/account-emails';
import { loadPlayerRecord } from '../players/player-record';
import { toProfile } from '../players/profile';

/** Query of GET /api/users/confirmation. */
const ConfirmationQuery = z.object({ confirmation_token: z.string() });

/**
 * GET /api/users/confirmation?confirmation_token=… confirms the email (the token works once) and answers the
 * profile; POST /api/users/confirmation `{user:{email}}` sends the link again (422 for an unknown or already
 * confirmed address, as the spec's resend toast expects) and answers 201.
 */
export function registerConfirmationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/users/confirmation', async (request, reply) => {
    const { confirmation_token: token } = parseInput(ConfirmationQuery, request.query);
    const now = ctx.clock();
    const profile = await ctx.db.transaction(async (tx) => {
      const userId = await consumeConfirmationToken(tx, token, now);
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
    const { user: form } = parseInput(ResendConfirmationRequest, request.body, 'user');
    const [user] = await ctx.db.query<{ id: number; email: string; confirmed_at: Date | null }>(
      'select id, email, confirmed_at from users where lower(email) = lower($1)',
      [form.email.trim()],
    );
    if (!user) throw invalid('email', SERVER_MESSAGES.email_not_found);
    if (user.confirmed_at !== null) throw invalid('email', SERVER_MESSAGES.already_confirmed);
    const now = ctx.clock();
    await ctx.db.transaction((tx) => sendConfirmationEmail(tx, user.id, user.email, now));
    return reply.code(201).send();
  });
}
