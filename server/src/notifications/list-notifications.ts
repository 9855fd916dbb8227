import type { StoredNotification } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { NOTIFICATION_COLUMNS, toStoredNotification } from './notify';

/** How long a notification is listed (core.md §9): 2 hours. */
export const NOTIFICATION_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** The most notifications GET /api/player/notifications lists. */
export const NOTIFICATIONS_LISTED = 50;

/** The player's notifications younger than {@link NOTIFICATION_LIFETIME_MS} at `now`, newest first, at most 50. */
export async function listNotifications(db: Queryable, userId: number, now: Date): Promise<StoredNotification[]> {
  const rows = await db.query<Parameters<typeof toStoredNotification>[0]>(
    `select ${NOTIFICATION_COLUMNS} from personal_notifications
     where user_id = $1 and created_at > $2 and created_at <= $3
     order by created_at desc, id desc limit $4`,
    [userId, new Date(now.getTime() - NOTIFICATION_LIFETIME_MS), now, NOTIFICATIONS_LISTED],
  );
  return rows.map(toStoredNotification);
}
