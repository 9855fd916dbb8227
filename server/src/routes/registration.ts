import { RegistrationRequest, SERVER_MESSAGES, SessionUser } from '@casino/sdk/contract';
import { errorMessages, validateRegistration } from '@casino/sdk/rules';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { hashPassword } from '../auth/password';
import { startSession } from '../auth/sessions';
import { isUniqueViolation } from '../db/errors';
import { hostLicence } from '../geo/host-licence';
import { parseInput, sendContract } from '../http/contract';
import { type FieldMessages, HttpError } from '../http/http-error';
import { setSessionCookie } from '../http/player-session';
import { preferredLocale } from '../http/preferred-locale';
import { headerValue } from '../http/request-origin';
import { visitorCountry } from '../http/visitor';
import { sendConfirmationEmail } from '../mail/account-emails';
import { issueRegistrationBonuses } from '../offers/issue-registration-bonuses';
import { createPlayer } from '../players/create-player';
import { checkFieldValue, PROFILE_TEXT_FIELDS } from '../players/field-rules';
import { loadPlayerFields } from '../players/player-fields';
import { loadPlayerRecord } from '../players/player-record';
import { toSessionUser } from '../players/session-user';
import { DEFAULT_LOCALE } from '../seed/locales';

function addError(errors: FieldMessages, field: string, message: string): void {
  const list = errors[field] ?? [];
  list.push(message);
  errors[field] = list;
}

/**
 * POST /api/users: registration. Validates with the spec's rules (`validateRegistration`, the registration context
 * from the database, 21+ under the EE licence), checks currency, country and email, then creates the player, gives
 * the registration offers, queues the confirmation email and signs the player in, all in one transaction. Answers 201
 * with the session user.
 */
export function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/users', async (request, reply) => {
    const now = ctx.clock();
    if ((await visitorCountry(ctx, request)).restricted) {
      throw new HttpError(451, { base: [SERVER_MESSAGES.registration_restricted] });
    }
    const { user: form } = parseInput(RegistrationRequest, request.body, 'user');
    const [country] = await ctx.db.query<{ restricted: boolean }>('select restricted from countries where code = $1', [
      form.country,
    ]);
    if (country?.restricted) throw new HttpError(451, { base: [SERVER_MESSAGES.registration_restricted] });

    const licence = hostLicence(ctx.config, request);
    const playerFields = await loadPlayerFields(ctx.db);
    const fieldConfig = new Map(playerFields.fields.map((field) => [field.field, field]));
    const contextFields = playerFields.contexts.registration.filter(
      (name) => fieldConfig.get(name)?.type !== 'checkbox',
    );
    const errors = errorMessages(
      validateRegistration(form, {
        contextFields,
        licence,
        requireConfirmation:
          form.password_confirmation !== undefined || contextFields.includes('password_confirmation'),
        today: now,
      }),
    );
    const given: Readonly<Record<string, unknown>> = form;
    for (const name of ['email', ...PROFILE_TEXT_FIELDS]) {
      const value = given[name];
      if (name === 'country' || errors[name] || typeof value !== 'string' || value.trim() === '') continue;
      const message = checkFieldValue(name, value, fieldConfig.get(name), licence, now);
      if (message) addError(errors, name, message);
    }
    if (!errors.country && !country) addError(errors, 'country', SERVER_MESSAGES.not_in_list);
    const currencies = await ctx.db.query('select 1 from currencies where code = $1', [form.currency]);
    if (!errors.currency && currencies.length === 0) addError(errors, 'currency', SERVER_MESSAGES.not_in_list);
    const email = form.email.trim();
    const taken = await ctx.db.query('select 1 from users where lower(email) = lower($1)', [email]);
    if (!errors.email && taken.length > 0) addError(errors, 'email', SERVER_MESSAGES.email_taken);
    if (Object.keys(errors).length > 0) throw new HttpError(422, errors);

    const passwordHash = await hashPassword(form.password);
    const locales = await ctx.db.query<{ code: string; is_default: boolean }>(
      'select code, is_default from locales order by position',
    );
    const fallback = locales.find((l) => l.is_default)?.code ?? DEFAULT_LOCALE;
    const language = preferredLocale(
      headerValue(request, 'accept-language'),
      locales.map((l) => l.code),
      fallback,
    );
    const optional = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());
    try {
      const { token, user } = await ctx.db.transaction(async (tx) => {
        const userId = await createPlayer(
          tx,
          {
            email,
            passwordHash,
            currency: form.currency,
            country: form.country,
            language,
            licenseName: licence,
            termsAccepted: form.terms_acceptance,
            confirmedAt: null,
            nickname: optional(form.nickname),
            firstName: optional(form.first_name),
            lastName: optional(form.last_name),
            dateOfBirth: optional(form.date_of_birth),
            gender: optional(form.gender),
            mobilePhone: optional(form.mobile_phone),
            city: optional(form.city),
            address: optional(form.address),
            postalCode: optional(form.postal_code),
            personalIdNumber: optional(form.personal_id_number),
            depositBonusCode: optional(form.deposit_bonus_code)?.toUpperCase() ?? null,
            receivePromos: form.receive_promos ?? false,
            receiveSmsPromos: form.receive_sms_promos ?? false,
          },
          now,
        );
        await issueRegistrationBonuses(tx, userId, now);
        await sendConfirmationEmail(tx, userId, email, now);
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
        const record = await loadPlayerRecord(tx, userId);
        if (!record) throw new Error(`player ${userId} vanished during registration`);
        return { token, user: toSessionUser(record) };
      });
      request.playerSession = null;
      setSessionCookie(reply, request, token);
      return sendContract(reply, 201, SessionUser, user);
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) {
        throw new HttpError(422, { email: [SERVER_MESSAGES.email_taken] });
      }
      throw error;
    }
  });
}
