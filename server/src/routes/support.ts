import { ChatProviderAnswer, ContactMessageRequest, ContactMessageSent, SUPPORT_ROUTES } from '@casino/sdk/contract';
import { errorMessages, validateContactMessage } from '@casino/sdk/rules';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { parseInput, sendContract } from '../http/contract';
import { sendContactMessage } from '../support/contact-messages';

/**
 * GET /api/support/chat_provider: the chat provider of `CHAT_PROVIDER_URL` / `CHAT_PROVIDER_TOKEN`, null without one.
 * POST /api/send_contact_message (docs/support.md): a visitor's message to support, checked by the contact form's
 * rules (422 `{errors}` per field), limited per address and per signed-in player (429), stored and mailed to the
 * support address. Guests may send one; a signed-in player's is linked to him.
 */
export function registerSupportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(SUPPORT_ROUTES.chatProvider.path, async (_request, reply) =>
    sendContract(reply, 200, ChatProviderAnswer, { chat_provider: ctx.config.chatProvider }),
  );

  app.post('/api/send_contact_message', async (request, reply) => {
    const body = parseInput(ContactMessageRequest, request.body, undefined, (fields) =>
      errorMessages(validateContactMessage(fields)),
    );
    const message = {
      name: body.name.trim(),
      email: body.email.trim(),
      subject: body.subject.trim(),
      message: body.message.trim(),
    };
    const { config } = ctx;
    const id = await sendContactMessage(
      ctx.db,
      message,
      { ip: request.ip, userId: request.playerSession?.userId ?? null },
      {
        perAddress: config.contactMessagesPerAddress,
        perPlayer: config.contactMessagesPerPlayer,
        supportEmail: config.supportEmail,
      },
      ctx.clock(),
    );
    return sendContract(reply, 201, ContactMessageSent, { id });
  });
}
