import type { Profile } from '@casino/sdk/contract';
import type { PlayerRecord } from './player-record';

/** Fields whose absence the client must make up for before playing (`auth_fields_missed`). */
export function missingAuthFields(record: PlayerRecord): string[] {
  const missing: string[] = [];
  if (record.termsAcceptedAt === null) missing.push('terms_acceptance');
  if (record.country === null) missing.push('country');
  return missing;
}

/** The GET /api/player profile of a player. */
export function toProfile(record: PlayerRecord): Profile {
  return {
    id: record.id,
    email: record.email,
    currency: record.currency,
    language: record.language,
    created_at: record.createdAt.toISOString(),
    current_sign_in_at: record.currentSignInAt?.toISOString() ?? null,
    confirmed_at: record.confirmedAt?.toISOString() ?? null,
    statuses: record.groups.map((group) => ({ id: group.id, name: group.name })),
    auth_fields_missed: missingAuthFields(record),
    deposit_bonus_code: record.depositBonusCode,
    can_issue_bonuses: record.canIssueBonuses,
    autoregistered: record.autoregistered,
    autologin_link: null,
    verified: record.verified,
    license_name: record.licenseName,
    sow_questionnaire_expires_at: record.sowQuestionnaireExpiresAt?.toISOString() ?? null,
    two_factor_enabled: record.twoFactorEnabled,
    sumsub_verified: record.sumsubVerified,
    profession: null,
    nickname: record.nickname,
    first_name: record.firstName,
    last_name: record.lastName,
    gender: record.gender,
    date_of_birth: record.dateOfBirth,
    country: record.country,
    city: record.city,
    address: record.address,
    postal_code: record.postalCode,
    state: record.state,
    mobile_phone: record.mobilePhone,
    personal_id_number: record.personalIdNumber,
    receive_promos: record.receivePromos,
    receive_sms_promos: record.receiveSmsPromos,
  };
}
