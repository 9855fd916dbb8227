import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { sendContract } from '../http/contract';
import { ownOrigin } from '../http/request-origin';
import { Mailbox, renderMailboxPage, toMailboxEmail } from '../mail/mailbox';
import { listOutbox } from '../mail/outbox';

async function loadMailbox(ctx: AppContext, request: FastifyRequest): Promise<Mailbox> {
  const origin = ownOrigin(request);
  return { emails: (await listOutbox(ctx.db)).map((email) => toMailboxEmail(email, origin)) };
}

/** GET /dev/mailbox (HTML for people) and GET /dev/mailbox.json (for tests): the email outbox, newest first. */
export function registerDevMailboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/dev/mailbox.json', async (request, reply) =>
    sendContract(reply.header('Cache-Control', 'no-store'), 200, Mailbox, await loadMailbox(ctx, request)),
  );
  app.get('/dev/mailbox', async (request, reply) => {
    const mailbox = Mailbox.parse(await loadMailbox(ctx, request));
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(renderMailboxPage(mailbox));
  });
}
