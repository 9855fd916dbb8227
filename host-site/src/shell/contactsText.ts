/** A part of the contacts text: plain text, or the operator's phone or email. */
export type ContactsPart = { text: string } | { phone: string } | { email: string };

/**
 * The parts of the contacts snippet's text (core.md §9: only the `{phone}` and `{email}` placeholders), with each
 * placeholder replaced by the operator's phone or email; a placeholder without a value stays out, any other `{…}`
 * stays as written.
 */
export function contactsParts(text: string, contacts: { phone: string | null; email: string | null }): ContactsPart[] {
  return text
    .split(/(\{phone\}|\{email\})/)
    .filter((piece) => piece !== '')
    .flatMap((piece): ContactsPart[] => {
      if (piece === '{phone}') return contacts.phone ? [{ phone: contacts.phone }] : [];
      if (piece === '{email}') return contacts.email ? [{ email: contacts.email }] : [];
      return [{ text: piece }];
    });
}

/**
 * The text of a sanitised HTML snippet, its tags dropped (the footer shows contacts as text with links of its own);
 * empty where there is no DOM parser (rendering on the server).
 */
export function snippetText(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
