import type { LicenseName } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { LEVEL } from '../seed/groups';
import { openAccount, selectAccount } from './accounts';
import { setLevel } from './groups';

/** Everything a new player starts with. Registration and the demo seed both create players through this. */
export interface NewPlayer {
  email: string;
  passwordHash: string;
  currency: string;
  country: string;
  language: string;
  licenseName: LicenseName;
  termsAccepted: boolean;
  /** Set for demo players; a registration starts unconfirmed. */
  confirmedAt: Date | null;
  nickname?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  gender?: string | null;
  mobilePhone?: string | null;
  city?: string | null;
  address?: string | null;
  postalCode?: string | null;
  personalIdNumber?: string | null;
  depositBonusCode?: string | null;
  receivePromos?: boolean;
  receiveSmsPromos?: boolean;
}

/** Creates the player, their subscriptions, their first level (Bronze) and their first, active wallet. Returns the id. */
export async function createPlayer(tx: Queryable, player: NewPlayer, now: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into users (email, encrypted_password, country, language, license_name, terms_accepted_at,
       confirmed_at, nickname, first_name, last_name, date_of_birth, gender, mobile_phone, city, address,
       postal_code, personal_id_number, deposit_bonus_code, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19)
     returning id`,
    [
      player.email.trim(),
      player.passwordHash,
      player.country,
      player.language,
      player.licenseName,
      player.termsAccepted ? now : null,
      player.confirmedAt,
      player.nickname ?? null,
      player.firstName ?? null,
      player.lastName ?? null,
      player.dateOfBirth ?? null,
      player.gender ?? null,
      player.mobilePhone ?? null,
      player.city ?? null,
      player.address ?? null,
      player.postalCode ?? null,
      player.personalIdNumber ?? null,
      player.depositBonusCode ?? null,
      now,
    ],
  );
  if (!row) throw new Error('insert into users returned no id');
  await tx.query(
    'insert into subscriptions (user_id, receive_promos, receive_sms_promos, updated_at) values ($1, $2, $3, $4)',
    [row.id, player.receivePromos ?? false, player.receiveSmsPromos ?? false, now],
  );
  await setLevel(tx, row.id, LEVEL.bronze, now);
  await openAccount(tx, row.id, player.currency, now);
  await selectAccount(tx, row.id, player.currency, now);
  return row.id;
}
