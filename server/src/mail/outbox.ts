import type { Queryable } from '../db/database';

/** Kinds of email the platform sends. */
export type EmailKind = 'confirmation' | 'reset_password' | 'limit_confirmation' | 'contact_message';

/** An email to deliver. `links` are paths on the casino's origin; `body` mentions them as `{link}` in order. */
export interface OutgoingEmail {
  userId: number | null;
  recipient: string;
  kind: EmailKind;
  subject: string;
  body: string;
  links: string[];
}

/** An email of the outbox, newest first in {@link listOutbox}. */
export interface OutboxEmail extends OutgoingEmail {
  id: number;
  createdAt: Date;
}

/** Puts an email in the outbox (in the caller's transaction, so that a refused request sends nothing). */
export async function enqueueEmail(tx: Queryable, email: OutgoingEmail, now: Date): Promise<void> {
  await tx.query(
    `insert into email_outbox (user_id, recipient, kind, subject, body, links, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [email.userId, email.recipient, email.kind, email.subject, email.body, email.links, now],
  );
}

/** The newest emails of the outbox. */
export async function listOutbox(db: Queryable, limit = 100): Promise<OutboxEmail[]> {
  const rows = await db.query<{
    id: number;
    user_id: number | null;
    recipient: string;
    kind: EmailKind;
    subject: string;
    body: string;
    links: string[];
    created_at: Date;
  }>(
    `select id, user_id, recipient, kind, subject, body, links, created_at
     from email_outbox order by created_at desc, id desc limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    recipient: row.recipient,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    links: row.links,
    createdAt: row.created_at,
  }));
}
