import * as z from 'zod/mini';
import { LicenseName } from './info';

/** A status (level or group) a player belongs to. */
export const PlayerStatus = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.union([z.string(), z.number()]),
});
export type PlayerStatus = z.infer<typeof PlayerStatus>;

const nullableString = z.nullable(z.string());

/** GET /api/player: the signed-in player's profile. A body without `id` means a guest. */
export const Profile = z.object({
  id: z.int(),
  email: z.string(),
  currency: z.string(),
  language: z.string(),
  created_at: z.string(),
  current_sign_in_at: nullableString,
  confirmed_at: nullableString,
  statuses: z.array(PlayerStatus),
  auth_fields_missed: z.array(z.string()),
  deposit_bonus_code: nullableString,
  can_issue_bonuses: z.boolean(),
  autoregistered: z.boolean(),
  autologin_link: nullableString,
  verified: z.boolean(),
  license_name: LicenseName,
  sow_questionnaire_expires_at: nullableString,
  two_factor_enabled: z.boolean(),
  sumsub_verified: z.nullable(z.boolean()),
  profession: z.null(),
  nickname: nullableString,
  first_name: nullableString,
  last_name: nullableString,
  gender: nullableString,
  date_of_birth: nullableString,
  country: nullableString,
  city: nullableString,
  address: nullableString,
  postal_code: nullableString,
  state: z.optional(nullableString),
  mobile_phone: z.optional(nullableString),
  personal_id_number: z.optional(nullableString),
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
});
export type Profile = z.infer<typeof Profile>;

/** GET /api/player for a visitor without a session is answered 401; some platforms answer `{}` instead. */
export const GuestProfile = z.object({ id: z.optional(z.undefined()) });

/** Fields a player may change with PATCH /api/player (body `{user: ProfilePatch}`). */
export const ProfilePatch = z.partial(
  z.object({
    nickname: nullableString,
    first_name: nullableString,
    last_name: nullableString,
    gender: nullableString,
    date_of_birth: nullableString,
    country: nullableString,
    city: nullableString,
    address: nullableString,
    postal_code: nullableString,
    state: nullableString,
    mobile_phone: nullableString,
    personal_id_number: nullableString,
    receive_promos: z.boolean(),
    receive_sms_promos: z.boolean(),
  }),
);
export type ProfilePatch = z.infer<typeof ProfilePatch>;
export const ProfilePatchRequest = z.object({ user: ProfilePatch });
export type ProfilePatchRequest = z.infer<typeof ProfilePatchRequest>;

/** PATCH /api/player/update_locale. */
export const UpdateLocaleRequest = z.object({ locale: z.string() });
export type UpdateLocaleRequest = z.infer<typeof UpdateLocaleRequest>;

/** A VIP manager shown to VIP players. */
export const Manager = z.object({
  managerName: z.string(),
  avatar: nullableString,
  time: nullableString,
  whatsAppLink: nullableString,
  telegramLink: nullableString,
  email: nullableString,
});
export type Manager = z.infer<typeof Manager>;

/** Answer of a successful sign-in or registration: the session user. */
export const SessionUser = z.object({
  id: z.int(),
  user_id: z.int(),
  email: z.string(),
  first_name: nullableString,
  last_name: nullableString,
  mobile_phone: nullableString,
  currency: z.string(),
  country: nullableString,
  locale: z.string(),
  nick_name: nullableString,
  license_name: LicenseName,
  level: z.nullable(z.object({ id: z.int(), name: z.string() })),
  vip: z.boolean(),
  groups: z.array(z.int()),
  manager: z.nullable(Manager),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** GET /api/player/accounts item (compatibility=false). Bonus balance is `amount_cents - available_to_cashout_cents`. */
export const Account = z.object({
  currency: z.string(),
  amount_cents: z.int(),
  available_to_cashout_cents: z.int(),
  available_to_bet_with_locked_cent: z.int(),
  hidden_at: nullableString,
  deposit_available: z.boolean(),
  selected_lottery_id: z.nullable(z.int()),
  active: z.boolean(),
  total_wagering_cents: z.int(),
  wagered_cents: z.int(),
});
export type Account = z.infer<typeof Account>;
export const AccountList = z.array(Account);

/** POST /api/player/accounts: select (or open, then select) the wallet of a currency. Answers the new account list. */
export const SelectAccountRequest = z.object({ currency: z.string() });
export type SelectAccountRequest = z.infer<typeof SelectAccountRequest>;

/** GET /api/player/settings. `cent` carries the realtime connection parameters. */
export const PlayerSettings = z.object({
  cent: z.object({
    user: z.string(),
    timestamp: z.string(),
    token: z.string(),
    authEndpoint: z.string(),
    url: z.string(),
  }),
  recaptcha: z.string(),
  recaptcha_version: z.int(),
  games_page_size: z.int(),
});
export type PlayerSettings = z.infer<typeof PlayerSettings>;

/** GET and PUT /api/subscriptions. */
export const Subscriptions = z.object({
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
  receive_promos_via_phone_calls: z.boolean(),
  agreed_to_partner_promotions: z.boolean(),
});
export type Subscriptions = z.infer<typeof Subscriptions>;
export const SubscriptionsUpdate = z.partial(Subscriptions);
export type SubscriptionsUpdate = z.infer<typeof SubscriptionsUpdate>;

/** POST /api/player/groups. */
export const GroupsRequest = z.object({
  groups: z.object({
    add: z.optional(z.array(z.union([z.string(), z.number()]))),
    remove: z.optional(z.array(z.union([z.string(), z.number()]))),
  }),
});
export type GroupsRequest = z.infer<typeof GroupsRequest>;

/** GET /api/v2/player/two_factor (200; 204 when already enabled) and POST answer: the TOTP secret and an otpauth QR code as a data URL. */
export const TwoFactorSecret = z.object({ otp_secret: z.string(), data: z.string() });
export type TwoFactorSecret = z.infer<typeof TwoFactorSecret>;
/** POST /api/v2/player/two_factor: enable with the secret and a current code. */
export const EnableTwoFactorRequest = z.object({
  two_factor: z.object({ otp_secret: z.string(), authentication_code: z.string() }),
});
export type EnableTwoFactorRequest = z.infer<typeof EnableTwoFactorRequest>;
/** DELETE /api/v2/player/two_factor: disable with a current code. */
export const DisableTwoFactorRequest = z.object({ two_factor: z.object({ authentication_code: z.string() }) });
export type DisableTwoFactorRequest = z.infer<typeof DisableTwoFactorRequest>;
