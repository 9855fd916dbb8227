import * as z from 'zod/mini';

/** Longest name, email, subject and message of a contact message, in characters. */
export const CONTACT_MESSAGE_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/**
 * POST /api/send_contact_message (core.md §7): a visitor's message to the operator's support, sent from the contact
 * form when no chat provider is configured (docs/support.md). A signed-in player's message is linked to him by his
 * session; the body never names a player.
 */
export const ContactMessageRequest = z.object({
  name: z.string().check(z.maxLength(CONTACT_MESSAGE_LIMITS.name)),
  email: z.string().check(z.maxLength(CONTACT_MESSAGE_LIMITS.email)),
  subject: z.string().check(z.maxLength(CONTACT_MESSAGE_LIMITS.subject)),
  message: z.string().check(z.maxLength(CONTACT_MESSAGE_LIMITS.message)),
});
export type ContactMessageRequest = z.infer<typeof ContactMessageRequest>;

/** Answer of a stored contact message (201): its id, for the visitor to quote. */
export const ContactMessageSent = z.object({ id: z.int() });
export type ContactMessageSent = z.infer<typeof ContactMessageSent>;

/**
 * The chat provider the site hands support to (GET /api/support/chat_provider): a Chatwoot-compatible website SDK.
 */
export const ChatProvider = z.object({
  /** Base URL of the provider; its SDK script is `{url}/packs/js/sdk.js`. */
  url: z.string(),
  /** The website inbox's token. */
  token: z.string(),
});
export type ChatProvider = z.infer<typeof ChatProvider>;

/**
 * Support's calls that are not in `ROUTES`: the site's support module reads them when it starts, so they and their
 * answers stay out of the core every page loads.
 */
export const SUPPORT_ROUTES = {
  chatProvider: { method: 'GET', path: '/api/support/chat_provider' },
} as const;

/** GET /api/support/chat_provider: the configured chat provider, or null when support opens the contact form. */
export const ChatProviderAnswer = z.object({ chat_provider: z.nullable(ChatProvider) });
export type ChatProviderAnswer = z.infer<typeof ChatProviderAnswer>;
