/** How the email check grades a domain before looking at the address itself. */
export type EmailDomainVerdict = 'blacklisted' | 'disposable' | 'whitelisted';

/** Domains the operator grades by hand: abuse sources, throwaway mail services and trusted providers. */
export const EMAIL_DOMAINS: Readonly<Record<string, EmailDomainVerdict>> = {
  'bonus-hunters.net': 'blacklisted',
  'chargeback-pros.com': 'blacklisted',
  'multiaccount.biz': 'blacklisted',
  '10minutemail.com': 'disposable',
  'dispostable.com': 'disposable',
  'getnada.com': 'disposable',
  'guerrillamail.com': 'disposable',
  'maildrop.cc': 'disposable',
  'mailinator.com': 'disposable',
  'sharklasers.com': 'disposable',
  'temp-mail.org': 'disposable',
  'trashmail.com': 'disposable',
  'yopmail.com': 'disposable',
  'casino.test': 'whitelisted',
  'gmail.com': 'whitelisted',
  'gmx.de': 'whitelisted',
  'hotmail.com': 'whitelisted',
  'icloud.com': 'whitelisted',
  'outlook.com': 'whitelisted',
  'web.de': 'whitelisted',
  'yahoo.com': 'whitelisted',
};
