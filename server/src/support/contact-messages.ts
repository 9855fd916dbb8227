import type { ContactMessageRequest } from '@casino/sdk/contract';
import { SERVER_MESSAGES } from '@casino/sdk/contract';
import { ADDRESS_LIMIT_WINDOW_MS, retryLater, secondsUntil } from '../auth/address-limits';
import type { Database, Queryable } from '../db/database';
import { enqueueEmail } from '../mail/outbox';

/** Who sent a contact message: the client address, and the signed-in player if any. */
export interface ContactSender {
  ip: string;
  userId: number | null;
}

/** The hourly limits of contact messages (`ServerConfig`). */
export interface ContactLimits {
  perAddress: number;
  perPlayer: number;
  /** Where the messages are mailed. */
  supportEmail: string;
}

/** Seconds until one more message fits the limit of the rows `where` selects (oldest counted first), or null. */
async function retryAfter(db: Queryable, where: string, value: string | number, limit: number, now: Date) {
  const [oldestCounted] = await db.query<{ created_at: Date }>(
    `select created_at from contact_messages where ${where} = $1 and created_at > $2
     order by created_at desc offset $3 limit 1`,
    [value, new Date(now.getTime() - ADDRESS_LIMIT_WINDOW_MS), limit - 1],
  );
  return oldestCounted ? secondsUntil(oldestCounted.created_at.getTime() + ADDRESS_LIMIT_WINDOW_MS, now) : null;
}

/** The support email of a message: who wrote, how to answer, and the message. */
function supportEmailBody(message: ContactMessageRequest, sender: ContactSender, id: number): string {
  return [
    `Contact message #${id}`,
    `From: ${message.name} <${message.email}>`,
    `Player: ${sender.userId === null ? 'not signed in' : `#${sender.userId}`}`,
    `Subject: ${message.subject}`,
    '',
    message.message,
  ].join('\n');
}

/**
 * Stores a contact message and mails it to the support address through the outbox, in one transaction, or refuses it
 * with 429 when its address, or its signed-in player from any address, has sent the hour's number of messages (a
 * refused message is neither stored nor mailed). Locked per address and per player, so a burst cannot slip past.
 */
export async function sendContactMessage(
  db: Database,
  message: ContactMessageRequest,
  sender: ContactSender,
  limits: ContactLimits,
  now: Date,
): Promise<number> {
  const result = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`contact-message:ip:${sender.ip}`]);
    if (sender.userId !== null) {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`contact-message:user:${sender.userId}`]);
    }
    const wait =
      (await retryAfter(tx, 'ip', sender.ip, limits.perAddress, now)) ??
      (sender.userId === null ? null : await retryAfter(tx, 'user_id', sender.userId, limits.perPlayer, now));
    if (wait !== null) return { refused: true as const, wait };
    const [row] = await tx.query<{ id: number }>(
      `insert into contact_messages (user_id, name, email, subject, message, ip, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [sender.userId, message.name, message.email, message.subject, message.message, sender.ip, now],
    );
    if (!row) throw new Error('insert into contact_messages returned no id');
    await enqueueEmail(
      tx,
      {
        userId: sender.userId,
        recipient: limits.supportEmail,
        kind: 'contact_message',
        subject: `[Support] ${message.subject}`,
        body: supportEmailBody(message, sender, row.id),
        links: [],
      },
      now,
    );
    return { refused: false as const, id: row.id };
  });
  if (result.refused) throw retryLater(result.wait, SERVER_MESSAGES.too_many_requests);
  return result.id;
}
