import { RegistrationRequest, SERVER_MESSAGES, SessionUser } from '@casino/sdk/contract';
import { errorMessages, validateRegistration } from '@casino/sdk/rules';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { hourlyAddressLimit, throttleAddress } from '../auth/address-limits';
import { hashPassword } from '../auth/password';
import { startSession } from '../auth/sessions';
import { isUniqueViolation } from '../db/errors';
import { hostLicence } from '../geo/host-licence';
import { bodyFields, parseInput, sendContract } from '../http/contract';
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

/** A value as sent that may be looked up: a string PostgreSQL text can hold, or null. */
function lookupText(value: unknown): string | null {
  return typeof value === 'string' && !value.includes('\u0000') ? value : null;
}

async function findCountry(ctx: AppContext, code: unknown): Promise<{ restricted: boolean } | undefined> {
  const text = lookupText(code);
  if (text === null) return undefined;
  const [country] = await ctx.db.query<{ restricted: boolean }>('select restricted from countries where code = $1', [
    text,
  ]);
  return country;
}

async function isCurrency(ctx: AppContext, code: unknown): Promise<boolean> {
  const text = lookupText(code);
  return text !== null && (await ctx.db.query('select 1 from currencies where code = $1', [text])).length > 0;
}

/**
 * POST /api/users: registration. Validates with the spec's rules (`validateRegistration`, the registration context
 * from the database, 21+ under the EE licence) and checks currency and country, naming every bad field in one 422;
 * only a body valid in all else counts against the address's hourly limit (429) and may learn that the email is
 * taken. Then creates the player, gives the registration offers, queues the confirmation email and signs the player
 * in, all in one transaction. Answers 201 with the session user.
 */
export function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/users', async (request, reply) => {
    const now = ctx.clock();
    if ((await visitorCountry(ctx, request)).restricted) {
      throw new HttpError(451, { base: [SERVER_MESSAGES.registration_restricted] });
    }
    const fields = bodyFields(request.body, 'user');
    const country = await findCountry(ctx, fields.country);
    if (country?.restricted) throw new HttpError(451, { base: [SERVER_MESSAGES.registration_restricted] });
    const currencyKnown = await isCurrency(ctx, fields.currency);

    const licence = hostLicence(ctx.config, request);
    const playerFields = await loadPlayerFields(ctx.db);
    const fieldConfig = new Map(playerFields.fields.map((field) => [field.field, field]));
    const contextFields = playerFields.contexts.registration.filter(
      (name) => fieldConfig.get(name)?.type !== 'checkbox',
    );
    const { user: form } = parseInput(RegistrationRequest, request.body, 'user', (given) => {
      const errors = errorMessages(
        validateRegistration(given, {
          contextFields,
          licence,
          requireConfirmation:
            given.password_confirmation !== undefined || contextFields.includes('password_confirmation'),
          today: now,
        }),
      );
      for (const name of ['email', ...PROFILE_TEXT_FIELDS]) {
        const value = given[name];
        if (name === 'country' || errors[name] || typeof value !== 'string' || value.trim() === '') continue;
        const message = checkFieldValue(name, value, fieldConfig.get(name), licence, now);
        if (message) addError(errors, name, message);
      }
      if (!errors.country && !country) addError(errors, 'country', SERVER_MESSAGES.not_in_list);
      if (!errors.currency && !currencyKnown) addError(errors, 'currency', SERVER_MESSAGES.not_in_list);
      return errors;
    });
    await throttleAddress(
      ctx.db,
      hourlyAddressLimit('registration', ctx.config.registrationsPerAddress),
      request.ip,
      now,
    );
    const email = form.email.trim();
    const taken = await ctx.db.query('select 1 from users where lower(email) = lower($1)', [email]);
    if (taken.length > 0) throw new HttpError(422, { email: [SERVER_MESSAGES.email_taken] });

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
