import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandler } from '../http/error-handler';
import { type FindGame, registerGameArtRoutes } from './game-art';

const GAMES: Readonly<Record<string, { title: string; provider: string }>> = {
  'pragmatic/gates-of-olympus': { title: 'Gates of Olympus', provider: 'Pragmatic Play' },
  'bgaming/rock-and-roll': { title: 'Rock & Roll', provider: 'BGaming' },
};

let app: FastifyInstance;
const lookups: string[] = [];
beforeAll(async () => {
  const findGame: FindGame = async (identifier) => {
    lookups.push(identifier);
    return GAMES[identifier] ?? null;
  };
  app = Fastify();
  registerErrorHandler(app);
  registerGameArtRoutes(app, findGame);
  await app.ready();
});
afterAll(() => app.close());

describe('GET /games/art/:provider/:slug.svg', () => {
  it('serves the preview as SVG with a long cache and an ETag that answers 304', async () => {
    const response = await app.inject('/games/art/pragmatic/gates-of-olympus.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('<title>Gates of Olympus by Pragmatic Play</title>');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await app.inject({
      url: '/games/art/pragmatic/gates-of-olympus.svg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(lookups).toContain('pragmatic/gates-of-olympus');
  });

  it('escapes the title it looks up', async () => {
    const response = await app.inject('/games/art/bgaming/rock-and-roll.svg');
    expect(response.body).toContain('Rock &amp; Roll');
  });

  it('answers 404 with an errors body for an unknown game or a path that is not a game', async () => {
    const unknown = await app.inject('/games/art/pragmatic/no-such-game.svg');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      errors: { base: ['No game "pragmatic/no-such-game": check the provider and slug of the URL'] },
    });
    expect((await app.inject('/games/art/pragmatic%2Fgates-of-olympus/x.svg')).statusCode).toBe(404);
    expect((await app.inject('/games/art/pragmatic/gates-of-olympus.png')).statusCode).toBe(404);
  });
});
