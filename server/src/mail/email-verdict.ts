import type { EmailVerdict } from '@casino/sdk/contract';
import { validateEmail } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import type { EmailDomainVerdict } from '../seed/email-domains';

/** Top-level domains reserved for tests and examples (RFC 2606, RFC 6761): no mail is ever delivered there. */
const RESERVED_TLDS = new Set(['test', 'example', 'invalid', 'localhost', 'local']);
/** Second-level domains reserved for documentation (RFC 2606). */
const RESERVED_DOMAINS = new Set(['example.com', 'example.net', 'example.org']);
/** Local parts of shared mailboxes rather than a person's. */
const ROLE_ACCOUNTS = new Set([
  'admin',
  'billing',
  'contact',
  'hello',
  'info',
  'no-reply',
  'noreply',
  'office',
  'postmaster',
  'sales',
  'support',
  'team',
  'webmaster',
]);

const DOMAIN_VERDICTS: Readonly<Record<EmailDomainVerdict, EmailVerdict>> = {
  blacklisted: 'IBIZA::INVALID::BLACKLISTED',
  whitelisted: 'IBIZA::VALID::WHITELISTED',
  disposable: 'IBIZA::RISKY::TEMPORARY',
};

/** The domain and every parent of it that is still a domain: `a.b.c` → `a.b.c`, `b.c`. */
function domainAndParents(domain: string): string[] {
  const labels = domain.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/**
 * Grades an address like the IBIZA check service: a syntax error is rejected; then the operator's domain list
 * (blacklisted, whitelisted, disposable, matching subdomains too); then reserved domains are invalid and shared
 * role mailboxes are risky; anything else is accepted. An existing account does not change the verdict.
 */
export async function emailVerdict(db: Queryable, email: string): Promise<EmailVerdict> {
  const address = email.trim().toLowerCase();
  if (address.length > 254 || validateEmail(address) !== null) return 'IBIZA::INVALID::REJECTED_EMAIL';
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const candidates = domainAndParents(domain);
  const rows = await db.query<{ domain: string; verdict: EmailDomainVerdict }>(
    'select domain, verdict from email_domains where domain = any($1)',
    [candidates],
  );
  const listed = candidates.map((candidate) => rows.find((row) => row.domain === candidate)).find(Boolean);
  if (listed) return DOMAIN_VERDICTS[listed.verdict];
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  if (RESERVED_TLDS.has(tld) || candidates.some((candidate) => RESERVED_DOMAINS.has(candidate))) {
    return 'IBIZA::INVALID::INVALID_DOMAIN';
  }
  if (ROLE_ACCOUNTS.has(local.split('+')[0] ?? local)) return 'IBIZA::RISKY::NON_PERSONAL';
  return 'IBIZA::VALID::ACCEPTED_EMAIL';
}
