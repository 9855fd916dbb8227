import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { previewSvg } from '../games/art/preview-svg';
import { parseInput } from '../http/contract';
import { HttpError } from '../http/http-error';
import { headerValue } from '../http/request-origin';

/** Previews change only with a game's title or provider: browsers and CDNs may keep one a week. */
const ART_MAX_AGE = 7 * 24 * 60 * 60;

/** Finds a game's title and provider by its identifier (`provider/slug`); null for an unknown game. */
export type FindGame = (identifier: string) => Promise<{ title: string; provider: string } | null>;

const ArtParams = z.object({ provider: z.string(), slug: z.string() });

/**
 * GET /games/art/{provider}/{slug}.svg: the game's preview art (image/svg+xml, cached a week, with an ETag that
 * answers 304); 404 for a game `findGame` does not know.
 */
export function registerGameArtRoutes(app: FastifyInstance, findGame: FindGame): void {
  app.get('/games/art/:provider/:slug.svg', async (request, reply) => {
    const { provider, slug } = parseInput(ArtParams, request.params);
    const identifier = `${provider}/${slug}`;
    const game = provider.includes('/') || slug.includes('/') ? null : await findGame(identifier);
    if (!game) throw new HttpError(404, { base: [`No game "${identifier}": check the provider and slug of the URL`] });
    const svg = previewSvg({ identifier, title: game.title, provider: game.provider });
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    reply
      .header('Cache-Control', `public, max-age=${ART_MAX_AGE}`)
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff');
    if (headerValue(request, 'if-none-match') === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}
