import type { NotificationContent, NotificationType, StoredNotification } from '@casino/sdk/contract';
import type * as z from 'zod/mini';
import type { Queryable } from '../db/database';
import { publishToPlayer } from '../realtime/publish';

/** A notification to store and push. `text` (and a button title) may be a message key the front end translates. */
export interface NotificationInput {
  type: NotificationType;
  title: string;
  text: string;
  identifier?: string | null;
  content?: z.infer<typeof NotificationContent>;
}

interface NotificationRow {
  id: number;
  type: NotificationType;
  title: string;
  text: string;
  identifier: string | null;
  content: z.infer<typeof NotificationContent>;
  created_at: Date;
}

/** Columns of a stored notification, for `select` and `returning`. */
export const NOTIFICATION_COLUMNS = 'id, type, title, text, identifier, content, created_at';

/** A `personal_notifications` row in the shape of GET /api/player/notifications. */
export function toStoredNotification(row: NotificationRow): StoredNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    text: row.text,
    identifier: row.identifier,
    content: row.content,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Stores a notification for the player inside `tx` and pushes it on `personal_notifications` (delivered when the
 * transaction commits). Returns it as stored.
 */
export async function notifyPlayer(
  tx: Queryable,
  userId: number,
  input: NotificationInput,
  now: Date,
): Promise<StoredNotification> {
  const [row] = await tx.query<NotificationRow>(
    `insert into personal_notifications (user_id, type, title, text, identifier, content, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${NOTIFICATION_COLUMNS}`,
    [
      userId,
      input.type,
      input.title,
      input.text,
      input.identifier ?? null,
      JSON.stringify(input.content ?? { icon: null, title: null, button: null }),
      now,
    ],
  );
  if (!row) throw new Error('insert into personal_notifications returned no row');
  const stored = toStoredNotification(row);
  await publishToPlayer(tx, userId, 'personal_notifications', stored);
  return stored;
}

/** A new gift for the bell: its title, a message key (`bonus_issued`, `freespins_issued`) and a button to the gifts page. */
export function notifyGiftIssued(
  tx: Queryable,
  userId: number,
  gift: { type: NotificationType; title: string; text: string; identifier: string },
  now: Date,
): Promise<StoredNotification> {
  const content = { icon: 'gift', title: gift.title, button: { title: 'open_gifts', path: '/profile/gifts' } };
  return notifyPlayer(tx, userId, { ...gift, content }, now);
}
