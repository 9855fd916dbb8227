import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LINE_BET_MAX_CENTS, SlotInfo } from '@casino/sdk/contract';
import { GLYPH_PATHS } from '../games/art/glyphs';
import { PAYLINES } from '../games/slot/paylines';
import { LINE_PAYS, SCATTER_PAYS } from '../games/slot/paytable';
import { themeOf } from '../games/slot/theme';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let root: string;
const html = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'casino-slot-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Casino</title><div id="root"></div>');
  writeFileSync(join(root, 'slot.html'), '<!doctype html><title>Slot</title><div id="slot"></div>');
  t = await createTestApp({ siteDir: root });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

/** A catalogue game, with (`demo`) or without a `FUN` id, and its real currencies. */
async function game(demo: boolean): Promise<{ identifier: string; title: string; currencies: string[] }> {
  const [row] = await t.db.query<{ identifier: string; title: string; currencies: string[] }>(
    `select g.identifier, g.title,
       array(select c.currency from game_currency_ids c where c.game_id = g.id and c.currency <> 'FUN'
             order by c.currency) as currencies
     from games g
     where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'FUN') = $1
     order by g.id limit 1`,
    [demo],
  );
  if (!row) throw new Error(`no game with demo play ${demo}`);
  return row;
}

describe('GET /api/games/slot/:provider/:slug', () => {
  it('answers the game, its theme, the shared maths and its currencies, cached with an ETag that answers 304', async () => {
    const { identifier, title, currencies } = await game(true);
    const client = t.client();
    const response = await client.get(`/api/games/slot/${identifier}`);
    expect(response.status).toBe(200);
    const info = SlotInfo.parse(response.body);
    const theme = themeOf(identifier);
    expect(info.game).toMatchObject({ identifier, title, provider: identifier.split('/')[0] });
    expect(info.game.provider_title).not.toBe('');
    expect(info.theme).toEqual({ motif: theme.motif, palette: theme.palette, symbols: theme.symbols });
    expect(info.glyph_paths).toEqual(GLYPH_PATHS);
    expect(info.paylines).toEqual(PAYLINES);
    expect(info.paytable).toEqual({ lines: LINE_PAYS, scatter: SCATTER_PAYS });
    expect(info.line_bet_cents).toEqual({ min: 1, max: LINE_BET_MAX_CENTS });
    expect(info).toMatchObject({ reels: 5, rows: 3, rtp: 0.96, has_demo_mode: true, currencies });
    expect(info.currencies).not.toContain('FUN');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');

    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await client.get(`/api/games/slot/${identifier}`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('says when a game has no demo play', async () => {
    const { identifier } = await game(false);
    const info = SlotInfo.parse((await t.client().get(`/api/games/slot/${identifier}`)).body);
    expect(info.has_demo_mode).toBe(false);
  });

  it('answers 404 on game for an unknown game', async () => {
    const response = await t.client().get('/api/games/slot/pragmatic/no-such-game');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      errors: { game: ['No game "pragmatic/no-such-game": use the identifier of a game of POST /api/games_filter'] },
    });
  });
});

describe('GET /slot/:provider/:slug', () => {
  it('serves slot.html, revalidated, framable by the casino and the allowed embed origins only', async () => {
    const { identifier } = await game(true);
    const response = await t.app.inject({ method: 'GET', url: `/slot/${identifier}?mode=demo&lang=de`, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="slot">');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy']).split('; ')).toContain(
      `frame-ancestors 'self' ${t.config.embedOrigins.join(' ')}`,
    );
  });

  it('leaves other pages to the site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/slot/too/many/parts', headers: html });
    expect(response.body).toContain('<div id="root">');
  });
});
