import { Mailbox } from '../mail/mailbox';
import type { EmailKind } from '../mail/outbox';
import type { TestClient } from './test-app';

/** The newest email to `recipient` of a kind, read through the dev mailbox as a person would. */
export async function latestEmail(client: TestClient, recipient: string, kind: EmailKind) {
  const mailbox = Mailbox.parse((await client.get('/dev/mailbox.json')).body);
  return mailbox.emails.find((email) => email.recipient === recipient && email.kind === kind) ?? null;
}

/** The value of a query parameter of the first link of an email. */
export function linkParam(email: { links: string[] } | null, name: string): string {
  const link = email?.links[0];
  const value = link ? new URL(link).searchParams.get(name) : null;
  if (!value) throw new Error(`no ${name} in ${link ?? 'a missing email'}`);
  return value;
}
