import {
  DisableTwoFactorRequest,
  EnableTwoFactorRequest,
  SERVER_MESSAGES,
  TwoFactorSecret,
} from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { recordSignInAttempt, refuseThrottledSignIn, signInKey } from '../auth/sign-in-limits';
import { base32Decode, generateTotpSecret, verifyTotp } from '../auth/totp';
import { twoFactorQrCode } from '../auth/two-factor-qr';
import { parseInput, sendContract } from '../http/contract';
import { type FieldMessages, HttpError, invalid } from '../http/http-error';
import { signedInUserId } from '../http/player-session';

/** Bytes of a TOTP secret the server accepts back: the 160 bits it hands out. */
const SECRET_BYTES = 20;

/** A secret as typed, without spaces and upper-cased. */
function normalSecret(typed: string): string {
  return typed.replace(/\s/g, '').toUpperCase();
}

/** The secret rule: base32 of the 160 bits the server hands out. */
function otpSecretErrors(fields: Readonly<Record<string, unknown>>): FieldMessages {
  const typed = fields.otp_secret;
  if (typeof typed !== 'string' || base32Decode(normalSecret(typed))?.length === SECRET_BYTES) return {};
  return { otp_secret: [SERVER_MESSAGES.invalid] };
}

function alreadyOn(): HttpError {
  return new HttpError(422, { base: [SERVER_MESSAGES.two_factor_already_on] });
}

async function twoFactorState(ctx: AppContext, userId: number) {
  const [row] = await ctx.db.query<{ email: string; otp_secret: string | null; last_used_step: number | null }>(
    `select u.email, t.otp_secret, t.last_used_step
     from users u left join two_factor_secrets t on t.user_id = u.id
     where u.id = $1`,
    [userId],
  );
  if (!row) throw new Error(`player ${userId} not found`);
  return row;
}

/**
 * /api/v2/player/two_factor. GET offers a fresh secret and its QR code (204 when two-factor is already on); nothing
 * is stored until POST proves the player's app has it by sending the secret back with a current code. DELETE turns
 * it off with a current code; a wrong one counts against the account and address like a wrong password at sign-in
 * (429 once throttled). A code is accepted once only.
 */
export function registerTwoFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v2/player/two_factor', async (request, reply) => {
    const state = await twoFactorState(ctx, signedInUserId(request));
    if (state.otp_secret !== null) return reply.code(204).send();
    const secret = generateTotpSecret();
    return sendContract(reply, 200, TwoFactorSecret, {
      otp_secret: secret,
      data: await twoFactorQrCode(state.email, secret),
    });
  });

  app.post('/api/v2/player/two_factor', async (request, reply) => {
    const userId = signedInUserId(request);
    const { two_factor: form } = parseInput(EnableTwoFactorRequest, request.body, 'two_factor', otpSecretErrors);
    const secret = normalSecret(form.otp_secret);
    const state = await twoFactorState(ctx, userId);
    if (state.otp_secret !== null) throw alreadyOn();
    const now = ctx.clock();
    const step = verifyTotp(secret, form.authentication_code, now);
    if (step === null) throw invalid('authentication_code', SERVER_MESSAGES.invalid);
    const stored = await ctx.db.transaction((tx) =>
      tx.query(
        `insert into two_factor_secrets (user_id, otp_secret, enabled_at, last_used_step) values ($1, $2, $3, $4)
         on conflict (user_id) do nothing returning user_id`,
        [userId, secret, now, step],
      ),
    );
    if (stored.length === 0) throw alreadyOn();
    return sendContract(reply, 200, TwoFactorSecret, {
      otp_secret: secret,
      data: await twoFactorQrCode(state.email, secret),
    });
  });

  app.delete('/api/v2/player/two_factor', async (request, reply) => {
    const userId = signedInUserId(request);
    const { two_factor: form } = parseInput(DisableTwoFactorRequest, request.body, 'two_factor');
    const state = await twoFactorState(ctx, userId);
    if (state.otp_secret === null) throw new HttpError(422, { base: [SERVER_MESSAGES.two_factor_off] });
    const now = ctx.clock();
    const key = signInKey(state.email);
    await refuseThrottledSignIn(ctx.db, key, request.ip, now);
    if (verifyTotp(state.otp_secret, form.authentication_code, now, state.last_used_step) === null) {
      await recordSignInAttempt(ctx.db, { key, ip: request.ip, succeeded: false }, now);
      throw invalid('authentication_code', SERVER_MESSAGES.invalid);
    }
    await ctx.db.transaction((tx) => tx.query('delete from two_factor_secrets where user_id = $1', [userId]));
    return reply.code(204).send();
  });
}
