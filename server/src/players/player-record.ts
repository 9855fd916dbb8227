import type { LicenseName } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';

/** One of the player's groups; `level` marks a status group (Bronze … Diamond). */
export interface PlayerGroup {
  id: number;
  name: string;
  level: boolean;
}

/** The player's personal VIP manager. */
export interface PlayerManager {
  name: string;
  email: string | null;
  avatarUrl: string | null;
  workingHours: string | null;
  whatsappUrl: string | null;
  telegramUrl: string | null;
}

/** What the profile and the session user are built from: the user row, the active wallet's currency, groups. */
export interface PlayerRecord {
  id: number;
  email: string;
  currency: string;
  language: string;
  licenseName: LicenseName;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  country: string | null;
  city: string | null;
  address: string | null;
  postalCode: string | null;
  state: string | null;
  mobilePhone: string | null;
  personalIdNumber: string | null;
  depositBonusCode: string | null;
  canIssueBonuses: boolean;
  autoregistered: boolean;
  verified: boolean;
  sumsubVerified: boolean | null;
  termsAcceptedAt: Date | null;
  confirmedAt: Date | null;
  sowQuestionnaireExpiresAt: Date | null;
  currentSignInAt: Date | null;
  createdAt: Date;
  receivePromos: boolean;
  receiveSmsPromos: boolean;
  twoFactorEnabled: boolean;
  manager: PlayerManager | null;
  groups: PlayerGroup[];
}

interface UserRow {
  id: number;
  email: string;
  currency: string | null;
  language: string;
  license_name: LicenseName;
  first_name: string | null;
  last_name: string | null;
  nickname: string | null;
  date_of_birth: string | null;
  gender: string | null;
  country: string | null;
  city: string | null;
  address: string | null;
  postal_code: string | null;
  state: string | null;
  mobile_phone: string | null;
  personal_id_number: string | null;
  deposit_bonus_code: string | null;
  can_issue_bonuses: boolean;
  autoregistered: boolean;
  verified: boolean;
  sumsub_verified: boolean | null;
  terms_accepted_at: Date | null;
  confirmed_at: Date | null;
  sow_questionnaire_expires_at: Date | null;
  current_sign_in_at: Date | null;
  created_at: Date;
  receive_promos: boolean;
  receive_sms_promos: boolean;
  two_factor_enabled: boolean;
  manager_name: string | null;
  manager_email: string | null;
  manager_avatar_url: string | null;
  manager_working_hours: string | null;
  manager_whatsapp_url: string | null;
  manager_telegram_url: string | null;
}

/** Loads a player by id, or null when there is none. */
export async function loadPlayerRecord(db: Queryable, userId: number): Promise<PlayerRecord | null> {
  const [row] = await db.query<UserRow>(
    `select u.*, a.currency, s.receive_promos, s.receive_sms_promos,
       t.user_id is not null as two_factor_enabled,
       m.name as manager_name, m.email as manager_email, m.avatar_url as manager_avatar_url,
       m.working_hours as manager_working_hours, m.whatsapp_url as manager_whatsapp_url,
       m.telegram_url as manager_telegram_url
     from users u
     left join accounts a on a.user_id = u.id and a.active
     join subscriptions s on s.user_id = u.id
     left join two_factor_secrets t on t.user_id = u.id
     left join managers m on m.id = u.manager_id
     where u.id = $1`,
    [userId],
  );
  if (!row) return null;
  if (row.currency === null) throw new Error(`player ${userId} has no active wallet`);
  const groups = await db.query<{ id: number; name: string; level: boolean }>(
    `select g.id, g.name, s.group_id is not null as level
     from user_groups ug join groups g on g.id = ug.group_id left join statuses s on s.group_id = g.id
     where ug.user_id = $1
     order by s.position nulls last, g.id`,
    [userId],
  );
  return {
    id: row.id,
    email: row.email,
    currency: row.currency,
    language: row.language,
    licenseName: row.license_name,
    firstName: row.first_name,
    lastName: row.last_name,
    nickname: row.nickname,
    dateOfBirth: row.date_of_birth,
    gender: row.gender,
    country: row.country,
    city: row.city,
    address: row.address,
    postalCode: row.postal_code,
    state: row.state,
    mobilePhone: row.mobile_phone,
    personalIdNumber: row.personal_id_number,
    depositBonusCode: row.deposit_bonus_code,
    canIssueBonuses: row.can_issue_bonuses,
    autoregistered: row.autoregistered,
    verified: row.verified,
    sumsubVerified: row.sumsub_verified,
    termsAcceptedAt: row.terms_accepted_at,
    confirmedAt: row.confirmed_at,
    sowQuestionnaireExpiresAt: row.sow_questionnaire_expires_at,
    currentSignInAt: row.current_sign_in_at,
    createdAt: row.created_at,
    receivePromos: row.receive_promos,
    receiveSmsPromos: row.receive_sms_promos,
    twoFactorEnabled: row.two_factor_enabled,
    manager: row.manager_name
      ? {
          name: row.manager_name,
          email: row.manager_email,
          avatarUrl: row.manager_avatar_url,
          workingHours: row.manager_working_hours,
          whatsappUrl: row.manager_whatsapp_url,
          telegramUrl: row.manager_telegram_url,
        }
      : null,
    groups,
  };
}
