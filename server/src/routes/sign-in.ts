import { OtpRequiredBody, OtpSignInRequest, SERVER_MESSAGES, SessionUser, SignInRequest } from '@casino/sdk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { verifyPassword } from '../auth/password';
import { endSession, startSession } from '../auth/sessions';
import { recordSignInAttempt, refuseThrottledSignIn, signInKey } from '../auth/sign-in-limits';
import { verifyTotp } from '../auth/totp';
import { parseInput, sendContract } from '../http/contract';
import { HttpError } from '../http/http-error';
import { clearSessionCookie, setSessionCookie } from '../http/player-session';
import { headerValue } from '../http/request-origin';
import { visitorCountry } from '../http/visitor';
import { loadPlayerRecord } from '../players/player-record';
import { toSessionUser } from '../players/session-user';
import { noteSignIn } from '../players/sign-in-record';

/** Rotates the session to a signed-in one, notes the sign-in and answers the session user. */
async function completeSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  key: string,
  now: Date,
  usedOtpStep: number | null,
): Promise<FastifyReply> {
  const { token, user } = await ctx.db.transaction(async (tx) => {
    if (usedOtpStep !== null) {
      // Claims the step atomically: of two requests racing with one code, only the first signs in.
      const claimed = await tx.query(
        `update two_factor_secrets set last_used_step = $2
         where user_id = $1 and (last_used_step is null or last_used_step < $2) returning user_id`,
        [userId, usedOtpStep],
      );
      if (claimed.length === 0) throw new HttpError(422, { otp_attempt: [SERVER_MESSAGES.invalid] });
    }
    const token = await startSession(
      tx,
      {
        userId,
        ip: request.ip,
        userAgent: headerValue(request, 'user-agent') ?? null,
        replaces: request.playerSession?.id ?? null,
      },
      now,
    );
    await noteSignIn(tx, userId, now);
    const record = await loadPlayerRecord(tx, userId);
    if (!record) throw new Error(`player ${userId} vanished during sign-in`);
    return { token, user: toSessionUser(record) };
  });
  await recordSignInAttempt(ctx.db, { key, ip: request.ip, succeeded: true }, now);
  request.playerSession = null;
  setSessionCookie(reply, request, token);
  return sendContract(reply, 200, SessionUser, user);
}

async function passwordStep(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: SignInRequest,
): Promise<FastifyReply> {
  const now = ctx.clock();
  const key = signInKey(body.user.email);
  await refuseThrottledSignIn(ctx.db, key, request.ip, now);
  const [user] = await ctx.db.query<{ id: number; encrypted_password: string; two_factor: boolean }>(
    `select u.id, u.encrypted_password, t.user_id is not null as two_factor
     from users u left join two_factor_secrets t on t.user_id = u.id
     where lower(u.email) = lower($1)`,
    [body.user.email.trim()],
  );
  const passwordMatches = await verifyPassword(user?.encrypted_password ?? null, body.user.password);
  if (!user || !passwordMatches) {
    await recordSignInAttempt(ctx.db, { key, ip: request.ip, succeeded: false }, now);
    throw new HttpError(422, { base: [SERVER_MESSAGES.invalid_credentials] });
  }
  if (!user.two_factor) return completeSignIn(ctx, request, reply, user.id, key, now, null);
  const token = await ctx.db.transaction((tx) =>
    startSession(
      tx,
      {
        pendingUserId: user.id,
        ip: request.ip,
        userAgent: headerValue(request, 'user-agent') ?? null,
        replaces: request.playerSession?.id ?? null,
      },
      now,
    ),
  );
  request.playerSession = null;
  setSessionCookie(reply, request, token);
  return sendContract(reply, 422, OtpRequiredBody, {
    errors: { otp_attempt: [SERVER_MESSAGES.otp_required] },
    otp_required: true,
  });
}

async function otpStep(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: OtpSignInRequest,
): Promise<FastifyReply> {
  const now = ctx.clock();
  const userId = request.playerSession?.pendingUserId;
  if (userId === null || userId === undefined) {
    throw new HttpError(422, { otp_attempt: [SERVER_MESSAGES.otp_first_step_missing] });
  }
  const [secret] = await ctx.db.query<{ email: string; otp_secret: string; last_used_step: number | null }>(
    `select u.email, t.otp_secret, t.last_used_step
     from two_factor_secrets t join users u on u.id = t.user_id
     where t.user_id = $1`,
    [userId],
  );
  if (!secret) throw new HttpError(422, { otp_attempt: [SERVER_MESSAGES.otp_first_step_missing] });
  const key = signInKey(secret.email);
  await refuseThrottledSignIn(ctx.db, key, request.ip, now);
  const step = verifyTotp(secret.otp_secret, body.user.otp_attempt, now, secret.last_used_step);
  if (step === null) {
    await recordSignInAttempt(ctx.db, { key, ip: request.ip, succeeded: false }, now);
    throw new HttpError(422, { otp_attempt: [SERVER_MESSAGES.invalid] });
  }
  return completeSignIn(ctx, request, reply, userId, key, now, step);
}

/**
 * POST /api/users/sign_in (both steps) and DELETE /api/users/sign_out. Guests of a restricted country get 451.
 * For a two-factor account a correct password answers 422 `OtpRequiredBody` and keeps the player pending in a
 * fresh session; the second call `{user:{otp_attempt}}` completes the sign-in in yet another session.
 */
export function registerSignInRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/users/sign_in', async (request, reply) => {
    if ((await visitorCountry(ctx, request)).restricted) {
      throw new HttpError(451, { base: [SERVER_MESSAGES.login_restricted] });
    }
    const isOtpStep =
      !SignInRequest.safeParse(request.body).success && OtpSignInRequest.safeParse(request.body).success;
    if (isOtpStep) return otpStep(ctx, request, reply, parseInput(OtpSignInRequest, request.body, 'user'));
    return passwordStep(ctx, request, reply, parseInput(SignInRequest, request.body, 'user'));
  });

  app.delete('/api/users/sign_out', async (request, reply) => {
    const session = request.playerSession;
    if (session) await ctx.db.transaction((tx) => endSession(tx, session.id));
    request.playerSession = null;
    clearSessionCookie(reply, request);
    return reply.code(204).send();
  });
}
