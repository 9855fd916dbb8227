import type { SessionUser } from '@casino/sdk/contract';
import type { PlayerRecord } from './player-record';

/** The answer of a sign-in or a registration. A player with a personal manager is a VIP. */
export function toSessionUser(record: PlayerRecord): SessionUser {
  const level = record.groups.find((group) => group.level) ?? null;
  const manager = record.manager;
  return {
    id: record.id,
    user_id: record.id,
    email: record.email,
    first_name: record.firstName,
    last_name: record.lastName,
    mobile_phone: record.mobilePhone,
    currency: record.currency,
    country: record.country,
    locale: record.language,
    nick_name: record.nickname,
    license_name: record.licenseName,
    level: level ? { id: level.id, name: level.name } : null,
    vip: manager !== null,
    groups: record.groups.map((group) => group.id),
    manager: manager
      ? {
          managerName: manager.name,
          avatar: manager.avatarUrl,
          time: manager.workingHours,
          whatsAppLink: manager.whatsappUrl,
          telegramLink: manager.telegramUrl,
          email: manager.email,
        }
      : null,
  };
}
