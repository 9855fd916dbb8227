// The platform and a partner site for the embed benches (bench/embed-size.ts, bench/partner-page.ts): the casino in
// memory (PGlite, seeded) serving the built script-tag bundles at /cdn/ (run `npm run build:libs` first), and a second
// origin, allowed to embed, that serves the pages a bench gives it. Both on ports the system picks. CDN_DIR serves
// another build of the bundles (to compare with an earlier one).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { routePath } from '@casino/sdk/contract';
import { isQuest } from '@casino/sdk/rules';
import { buildApp } from '../server/src/app';
import { readConfig } from '../server/src/config';
import { migrate } from '../server/src/db/migrate';
import { openDatabase } from '../server/src/db/open-database';
import { seedDatabase } from '../server/src/seed/seed';

/** The running casino and partner site of a bench. */
export interface PartnerPlatform {
  /** The casino's origin: API, /cdn/ and the host site. */
  casinoOrigin: string;
  /** The partner site's origin: `pages` at their paths. */
  partnerOrigin: string;
  close(): Promise<void>;
}

/** A page of the partner site by its path; it gets the casino's origin to load the script tag from. */
export type PartnerPages = Record<string, (casinoOrigin: string) => { type: string; body: string }>;

/** Starts the partner site, then the casino with the partner's origin allowed to embed, seeded in memory. */
export async function startPartnerPlatform(pages: PartnerPages): Promise<PartnerPlatform> {
  let casinoOrigin = '';
  const partner = createServer((request, response) => {
    const page = pages[new URL(request.url ?? '/', 'http://partner').pathname];
    if (page === undefined) {
      response.writeHead(404).end();
      return;
    }
    const { type, body } = page(casinoOrigin);
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;

  const db = await openDatabase({});
  await migrate(db);
  await seedDatabase(db);
  const app = await buildApp({
    db,
    config: readConfig({ EMBED_ORIGINS: partnerOrigin, CDN_DIR: process.env.CDN_DIR }),
  });
  casinoOrigin = new URL(await app.listen({ host: '127.0.0.1', port: 0 })).origin;
  return {
    casinoOrigin,
    partnerOrigin,
    close: async () => {
      partner.close();
      partner.closeAllConnections();
      await app.close();
      await db.close();
    },
  };
}

/** The command queue stub every partner page copies, with `init` pointing at the casino, and the loader's script tag. */
export function scriptTag(casinoOrigin: string): string {
  return `<script>
window.casino=window.casino||function(){(casino.q=casino.q||[]).push(arguments)};
casino('init',{baseUrl:'${casinoOrigin}',locale:'en'});
</script>
<script async src="${casinoOrigin}/cdn/loader.js"></script>`;
}

/** The most popular pokie of the seeded catalogue, for widgets that show one game. */
export async function firstPokie(casinoOrigin: string): Promise<{ provider: string; slug: string }> {
  const response = await fetch(`${casinoOrigin}${routePath('gamesFilter')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ filter: { categories: { identifiers: ['pokies'] } }, page_size: 1 }),
  });
  const { data } = (await response.json()) as { data: { provider: string; slug: string }[] };
  const game = data[0];
  if (!game) throw new Error(`the seeded catalogue has no pokie (games_filter answered ${response.status})`);
  return { provider: game.provider, slug: game.slug };
}

/** Identifiers of the seeded promotions (a tournament, a quest, a lottery), for the widgets that show one. */
export async function seededPromotions(
  casinoOrigin: string,
): Promise<{ tournament: string; quest: string; lottery: string }> {
  const get = async <T>(path: string): Promise<T> =>
    (await fetch(`${casinoOrigin}${path}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } })).json() as Promise<T>;
  const tournaments = await get<{ frontend_identifier: string; status: string }[]>(routePath('tournaments'));
  const lotteries = await get<{ frontend_identifier: string }[]>(routePath('lotteries'));
  const active = tournaments.filter((tournament) => tournament.status === 'active');
  const tournament = active.find((candidate) => !isQuest(candidate))?.frontend_identifier;
  const quest = active.find((candidate) => isQuest(candidate))?.frontend_identifier;
  const lottery = lotteries[0]?.frontend_identifier;
  if (!tournament || !quest || !lottery)
    throw new Error('the seeded promotions lack an active tournament, quest or lottery');
  return { tournament, quest, lottery };
}
