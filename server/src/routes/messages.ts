import { createHash } from 'node:crypto';
import { Messages } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { parseInput, sendContract } from '../http/contract';
import { HttpError } from '../http/http-error';
import { headerValue } from '../http/request-origin';

/** The client busts its cache every 5 minutes (`?t=`), so browsers may keep an answer that long. */
const MESSAGES_MAX_AGE = 300;

const MessagesParams = z.object({ file: z.string() });

/** GET /messages/{lang}.json: the translation overrides of a locale, with an ETag; 404 for an unknown locale. */
export function registerMessagesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/messages/:file', async (request, reply) => {
    const { file } = parseInput(MessagesParams, request.params);
    const locale = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    const known = await ctx.db.query('select 1 from locales where code = $1', [locale]);
    if (known.length === 0) throw new HttpError(404, { base: [`No translations for locale "${locale || file}"`] });
    const rows = await ctx.db.query<{ key: string; value: string }>(
      'select key, value from messages where locale = $1 order by key',
      [locale],
    );
    const messages = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    const etag = `"${createHash('sha256').update(JSON.stringify(messages)).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', `public, max-age=${MESSAGES_MAX_AGE}`).header('ETag', etag);
    if (headerValue(request, 'if-none-match') === etag) return reply.code(304).send();
    return sendContract(reply, 200, Messages, messages);
  });
}
