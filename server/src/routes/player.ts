import {
  GroupsRequest,
  type PlayerField,
  PlayerSettings,
  Profile,
  ProfilePatchRequest,
  SERVER_MESSAGES,
  UpdateLocaleRequest,
} from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { bodyFields, parseInput, sendContract } from '../http/contract';
import { type FieldMessages, invalid } from '../http/http-error';
import { signedInUserId } from '../http/player-session';
import { isSecure } from '../http/request-origin';
import { checkFieldValue, PROFILE_TEXT_FIELDS, type ProfileTextField } from '../players/field-rules';
import { addGroups, removeGroups } from '../players/groups';
import { loadPlayerFields } from '../players/player-fields';
import { loadPlayerRecord, type PlayerRecord } from '../players/player-record';
import { toProfile } from '../players/profile';
import { connectionToken, REALTIME_AUTH_PATH, REALTIME_PATH, realtimeSecret } from '../realtime/connection-token';

/** Page size of game lists (core.md §9). */
const GAMES_PAGE_SIZE = 40;
/** reCAPTCHA version the client loads when a site key is set. */
const RECAPTCHA_VERSION = 3;

function currentValue(record: PlayerRecord, field: ProfileTextField): string | null {
  const values: Record<ProfileTextField, string | null> = {
    nickname: record.nickname,
    first_name: record.firstName,
    last_name: record.lastName,
    date_of_birth: record.dateOfBirth,
    gender: record.gender,
    country: record.country,
    city: record.city,
    address: record.address,
    postal_code: record.postalCode,
    state: record.state,
    mobile_phone: record.mobilePhone,
    personal_id_number: record.personalIdNumber,
  };
  return values[field];
}

async function loadProfile(ctx: AppContext, userId: number): Promise<Profile> {
  const record = await loadPlayerRecord(ctx.db, userId);
  if (!record) throw new Error(`player ${userId} of a live session not found`);
  return toProfile(record);
}

/** Group ids as numbers; ids come as numbers or digit strings, anything else is a 422. */
function groupIds(ids: readonly (string | number)[] | undefined): number[] {
  return (ids ?? []).map((id) => {
    const value = typeof id === 'number' ? id : /^\d+$/.test(id.trim()) ? Number(id) : Number.NaN;
    if (!Number.isSafeInteger(value) || value <= 0) throw invalid('groups', 'must be positive integer ids');
    return value;
  });
}

/** A profile field's new value as sent: trimmed, null to clear it, undefined when absent or not text. */
function newValue(given: unknown): string | null | undefined {
  if (given === null) return null;
  if (typeof given !== 'string') return undefined;
  return given.trim() === '' ? null : given.trim();
}

/** Whether `code` names a known country; false for anything but a string PostgreSQL text can hold. */
async function isCountry(ctx: AppContext, code: unknown): Promise<boolean> {
  if (typeof code !== 'string' || code.includes('\u0000')) return false;
  return (await ctx.db.query('select 1 from countries where code = $1', [code.trim()])).length > 0;
}

/** Field rules of a profile patch: a field set once stays, countries must exist, other fields follow their rules. */
function profilePatchErrors(
  given: Readonly<Record<string, unknown>>,
  record: PlayerRecord,
  fieldConfig: ReadonlyMap<string, PlayerField>,
  countryKnown: boolean,
  now: Date,
): FieldMessages {
  const errors: FieldMessages = {};
  for (const name of PROFILE_TEXT_FIELDS) {
    const value = newValue(given[name]);
    if (value === undefined) continue;
    const current = currentValue(record, name);
    let message: string | null = null;
    if (fieldConfig.get(name)?.once_set && current !== null && value !== current)
      message = SERVER_MESSAGES.unchangeable;
    else if (value !== null && name === 'country') message = countryKnown ? null : SERVER_MESSAGES.not_in_list;
    else if (value !== null) message = checkFieldValue(name, value, fieldConfig.get(name), record.licenseName, now);
    if (message) errors[name] = [message];
  }
  return errors;
}

/**
 * GET and PATCH /api/player, PATCH /api/player/update_locale, GET /api/player/settings and
 * POST /api/player/groups: the signed-in player's profile and preferences (401 without a session).
 */
export function registerPlayerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/player', async (request, reply) =>
    sendContract(reply, 200, Profile, await loadProfile(ctx, signedInUserId(request))),
  );

  app.patch('/api/player', async (request, reply) => {
    const userId = signedInUserId(request);
    const now = ctx.clock();
    const record = await loadPlayerRecord(ctx.db, userId);
    if (!record) throw new Error(`player ${userId} of a live session not found`);
    const fieldConfig = new Map((await loadPlayerFields(ctx.db)).fields.map((field) => [field.field, field]));
    const countryKnown = await isCountry(ctx, bodyFields(request.body, 'user').country);
    const { user: patch } = parseInput(ProfilePatchRequest, request.body, 'user', (given) =>
      profilePatchErrors(given, record, fieldConfig, countryKnown, now),
    );
    const changes = PROFILE_TEXT_FIELDS.flatMap((name): [ProfileTextField, string | null][] => {
      const value = newValue(patch[name]);
      return value === undefined ? [] : [[name, value]];
    });
    await ctx.db.transaction(async (tx) => {
      if (changes.length > 0) {
        const assignments = changes.map(([column], index) => `${column} = $${index + 3}`).join(', ');
        await tx.query(`update users set updated_at = $2, ${assignments} where id = $1`, [
          userId,
          now,
          ...changes.map(([, value]) => value),
        ]);
      }
      if (patch.receive_promos !== undefined || patch.receive_sms_promos !== undefined) {
        await tx.query(
          `update subscriptions set receive_promos = coalesce($2, receive_promos),
             receive_sms_promos = coalesce($3, receive_sms_promos), updated_at = $4
           where user_id = $1`,
          [userId, patch.receive_promos ?? null, patch.receive_sms_promos ?? null, now],
        );
      }
    });
    return sendContract(reply, 200, Profile, await loadProfile(ctx, userId));
  });

  app.patch('/api/player/update_locale', async (request, reply) => {
    const userId = signedInUserId(request);
    const { locale } = parseInput(UpdateLocaleRequest, request.body);
    const now = ctx.clock();
    await ctx.db.transaction(async (tx) => {
      const updated = await tx.query(
        `update users set language = $2, updated_at = $3 where id = $1 and exists (select 1 from locales where code = $2)
         returning id`,
        [userId, locale, now],
      );
      if (updated.length === 0) throw invalid('locale', SERVER_MESSAGES.not_in_list);
    });
    return reply.code(204).send();
  });

  app.get('/api/player/settings', async (request, reply) => {
    const user = String(signedInUserId(request));
    const timestamp = String(Math.floor(ctx.clock().getTime() / 1000));
    const secret = await realtimeSecret(ctx.db);
    return sendContract(reply, 200, PlayerSettings, {
      cent: {
        user,
        timestamp,
        token: connectionToken(secret, user, timestamp),
        authEndpoint: REALTIME_AUTH_PATH,
        url: `${isSecure(request) ? 'wss' : 'ws'}://${request.host}${REALTIME_PATH}`,
      },
      recaptcha: ctx.config.recaptchaSiteKey,
      recaptcha_version: RECAPTCHA_VERSION,
      games_page_size: GAMES_PAGE_SIZE,
    });
  });

  app.post('/api/player/groups', async (request, reply) => {
    const userId = signedInUserId(request);
    const { groups } = parseInput(GroupsRequest, request.body, 'groups');
    const add = groupIds(groups.add);
    const remove = groupIds(groups.remove);
    const ids = [...add, ...remove];
    const known = await ctx.db.query<{ id: number; player_writable: boolean }>(
      'select id, player_writable from groups where id = any($1::integer[])',
      [ids],
    );
    const refused = ids.filter((id) => !known.some((group) => group.id === id && group.player_writable));
    if (refused.length > 0) throw invalid('groups', `cannot be changed by the player: ${refused.join(', ')}`);
    const now = ctx.clock();
    await ctx.db.transaction(async (tx) => {
      await addGroups(tx, userId, add, now);
      await removeGroups(tx, userId, remove);
    });
    return reply.code(204).send();
  });
}
