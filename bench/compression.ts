// Compression of every text answer: starts the platform (in-memory PGlite, the built site and script-tag bundles of
// `npm run build`) on loopback and requests, with `Accept-Encoding: br, gzip` as browsers send it, every file of the
// site and the CDN build, the site's pages, and a set of API answers for a visitor and for a signed-in player. A text
// answer (JSON, HTML, JS, CSS, SVG…) of at least MIN_COMPRESSED_BYTES must come compressed; smaller ones and binary
// ones are listed apart. Prints each answer left uncompressed and the bytes saved.
// Run: node --import tsx --conditions=source bench/compression.ts   (or npm run bench:compression)
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { routePath } from '@casino/sdk/contract';
import { buildApp } from '../server/src/app';
import { SESSION_COOKIE } from '../server/src/auth/sessions';
import { readConfig } from '../server/src/config';
import { migrate } from '../server/src/db/migrate';
import { openDatabase } from '../server/src/db/open-database';
import { isTextType, MIN_COMPRESSED_BYTES } from '../server/src/http/compression';
import { DEMO_PASSWORD } from '../server/src/seed/demo-players';
import { seedDatabase } from '../server/src/seed/seed';
import { reportGoal } from './goal-report';

const config = readConfig({ ...process.env, DEV_ENDPOINTS: '0' });
for (const dir of [config.siteDir, config.cdnDir]) {
  if (!existsSync(dir)) {
    console.error(`${dir} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
}

/** The URL paths of the files a build wrote, without the compressed copies next to them. */
async function builtFiles(dir: string, prefix: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `${prefix}${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort();
}

const db = await openDatabase({});
await migrate(db);
await seedDatabase(db);
const app = await buildApp({ db, config, scheduledJobs: false });
const origin = new URL(await app.listen({ host: '127.0.0.1', port: 0 })).origin;

const API_HEADERS = {
  'content-type': 'application/json',
  'x-requested-with': 'XMLHttpRequest',
  accept: 'application/json',
};

/** One request as measured: what came back, in how many bytes on the wire and once decoded. */
interface Answer {
  what: string;
  status: number;
  type: string;
  encoding: string | null;
  wireBytes: number;
  bytes: number;
}

async function measure(what: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const headers = { ...(init.headers as Record<string, string>), 'accept-encoding': 'br, gzip' };
  const response = await fetch(`${origin}${path}`, { ...init, headers });
  const bytes = (await response.arrayBuffer()).byteLength;
  const encoding = response.headers.get('content-encoding');
  return {
    what,
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    encoding,
    // fetch decodes the body: the wire size is the Content-Length the server sent
    wireBytes: Number(response.headers.get('content-length') ?? bytes),
    bytes,
  };
}

const api = (path: string, body?: unknown, cookie?: string) =>
  measure(`${body === undefined ? 'GET' : 'POST'} ${path}`, path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...API_HEADERS, ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

try {
  const answers: Answer[] = [];
  for (const path of await builtFiles(config.siteDir, '/')) answers.push(await measure(`site ${path}`, path));
  for (const path of await builtFiles(config.cdnDir, '/cdn/')) answers.push(await measure(`cdn ${path}`, path));
  for (const path of ['/', '/pokies/all', '/providers/netent', '/profile', '/slot/netent/starburst']) {
    answers.push(await measure(`page ${path}`, path, { headers: { accept: 'text/html' } }));
  }

  const page = (await (
    await fetch(`${origin}${routePath('gamesFilter')}`, { method: 'POST', headers: API_HEADERS, body: '{}' })
  ).json()) as {
    data: { identifier: string; image_url: string }[];
  };
  const identifiers = page.data.slice(0, 10).map((game) => game.identifier);
  for (const [path, body] of [
    [routePath('gamesFilter'), {}],
    [routePath('gamesFilter'), { page: 2 }],
    [routePath('gamesFilter'), { filter: { title: 'gol' } }],
    [routePath('gamesFilter'), { filter: { categories: { identifiers: ['pokies'] } }, page_size: 100 }],
    [routePath('gamesSelect'), { game_ids: identifiers }],
  ] as const) {
    answers.push(await api(path, body));
  }
  for (const path of [
    routePath('providers'),
    routePath('collections'),
    routePath('jackpots'),
    routePath('randomGame'),
    routePath('currencies'),
    routePath('countries'),
    routePath('locales'),
    routePath('statuses'),
    routePath('playerFields'),
    routePath('project'),
    page.data[0]?.image_url ?? '/games/art/none.svg',
  ]) {
    answers.push(await api(path));
  }

  const signIn = await fetch(`${origin}${routePath('signIn')}`, {
    method: 'POST',
    headers: API_HEADERS,
    body: JSON.stringify({ user: { email: 'eur@casino.test', password: DEMO_PASSWORD } }),
  });
  const session = signIn.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (signIn.status !== 200 || !session) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = session.split(';')[0] ?? '';
  for (const path of [
    routePath('player'),
    routePath('accounts'),
    routePath('bonuses'),
    routePath('freespins'),
    routePath('favoriteGames'),
    routePath('playedGames'),
    routePath('notifications'),
    routePath('payments'),
    routePath('playerSettings'),
    routePath('playerStats'),
    routePath('limits'),
  ]) {
    answers.push(await api(path, undefined, cookie));
  }

  const failed = answers.filter((answer) => answer.status >= 400 && !answer.what.startsWith('page'));
  for (const answer of failed) console.log(`note: ${answer.what} answered ${answer.status}`);
  const text = answers.filter((answer) => isTextType(answer.type));
  const due = text.filter((answer) => answer.bytes >= MIN_COMPRESSED_BYTES);
  const compressed = due.filter((answer) => answer.encoding === 'br' || answer.encoding === 'gzip');
  for (const answer of due.filter((a) => !compressed.includes(a))) {
    console.log(`NOT COMPRESSED  ${answer.what}  ${answer.type}  ${answer.bytes} B`);
  }
  const sum = (list: Answer[], key: 'bytes' | 'wireBytes') => list.reduce((total, answer) => total + answer[key], 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `${answers.length} answers: ${text.length} text, ${due.length} of them ≥ ${MIN_COMPRESSED_BYTES} B, ${compressed.length} compressed (${compressed.filter((a) => a.encoding === 'br').length} br); ${text.length - due.length} smaller text answers and ${answers.length - text.length} binary ones left as they are`,
  );
  console.log(`text answers ≥ 1 KB: ${kb(sum(due, 'bytes'))} decoded, ${kb(sum(due, 'wireBytes'))} on the wire`);
  reportGoal({
    goal: 'compression',
    target: 'every text answer compressed',
    value: compressed.length,
    unit: 'answers',
    peer: { name: `text answers of ≥ ${MIN_COMPRESSED_BYTES} B, all`, value: due.length },
    ratio: due.length === 0 ? 0 : compressed.length / due.length,
    met: due.length > 0 && compressed.length === due.length,
    note: `site and CDN files of the current build, ${answers.length - text.length} binary answers and ${text.length - due.length} text answers under ${MIN_COMPRESSED_BYTES} B not counted; ${kb(sum(due, 'bytes'))} decoded, ${kb(sum(due, 'wireBytes'))} on the wire`,
  });
} finally {
  await app.close();
  await db.close();
}
