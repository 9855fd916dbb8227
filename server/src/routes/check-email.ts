import { CheckEmailRequest, CheckEmailResponse } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { parseInput, sendContract } from '../http/contract';
import { emailVerdict } from '../mail/email-verdict';

/** POST /check-email `{email}`: 200 `{errors:{message: verdict}}` (the check service's shape, api-facts §1). */
export function registerCheckEmailRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/check-email', async (request, reply) => {
    const { email } = parseInput(CheckEmailRequest, request.body);
    return sendContract(reply, 200, CheckEmailResponse, { errors: { message: await emailVerdict(ctx.db, email) } });
  });
}
