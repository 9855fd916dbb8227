import * as z from 'zod/mini';
import type { OutboxEmail } from './outbox';

/** An email as the dev mailbox shows it: links absolute on the casino's origin, the body with them filled in. */
export const MailboxEmail = z.object({
  id: z.int(),
  recipient: z.string(),
  kind: z.enum(['confirmation', 'reset_password', 'limit_confirmation', 'contact_message']),
  subject: z.string(),
  body: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});
export type MailboxEmail = z.infer<typeof MailboxEmail>;

/** GET /dev/mailbox.json: the outbox, newest first. */
export const Mailbox = z.object({ emails: z.array(MailboxEmail) });
export type Mailbox = z.infer<typeof Mailbox>;

/** Turns an outbox email into its mailbox form for a casino served at `origin`. */
export function toMailboxEmail(email: OutboxEmail, origin: string): MailboxEmail {
  const links = email.links.map((path) => new URL(path, origin).href);
  let next = 0;
  const body = email.body.replace(/\{link\}/g, () => links[next++] ?? '');
  return {
    id: email.id,
    recipient: email.recipient,
    kind: email.kind,
    subject: email.subject,
    body,
    links,
    created_at: email.createdAt.toISOString(),
  };
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The dev mailbox page: every email with recipient, subject, time and its links, everything escaped. */
export function renderMailboxPage(mailbox: Mailbox): string {
  const items = mailbox.emails
    .map(
      (email) => `
      <li class="email">
        <h2>${escapeHtml(email.subject)}</h2>
        <p class="meta">To <strong>${escapeHtml(email.recipient)}</strong>,
          <time datetime="${escapeHtml(email.created_at)}">${escapeHtml(email.created_at.replace('T', ' ').slice(0, 19))} UTC</time></p>
        <pre>${escapeHtml(email.body)}</pre>
        <ul class="links">${email.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
      </li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Dev mailbox</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1a1a1a; }
    ol { list-style: none; padding: 0; }
    .email { border: 1px solid #bbb; border-radius: 8px; padding: 1rem; margin: 0 0 1rem; }
    .email h2 { font-size: 1.1rem; margin: 0; }
    .meta { color: #444; margin: 0.25rem 0; }
    pre { white-space: pre-wrap; background: #f4f4f4; padding: 0.5rem; }
    a { color: #0b57d0; word-break: break-all; }
  </style>
</head>
<body>
  <main>
    <h1>Dev mailbox</h1>
    <p>Emails the casino has sent, newest first. Only for development: it is off when <code>NODE_ENV=production</code>.</p>
    ${mailbox.emails.length === 0 ? '<p>No emails yet.</p>' : `<ol>${items}</ol>`}
  </main>
</body>
</html>
`;
}
