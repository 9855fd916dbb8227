import type { IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { FIXTURE_ORIGIN } from './data';
import type { FixturePlatform } from './platform';

/** A fixture platform behind a real HTTP server on 127.0.0.1, which can be down (every connection reset). Node only. */
export interface ServedPlatform {
  /** Base URL to give `createCasino`, e.g. `http://127.0.0.1:54321`. */
  url: string;
  /** Brings the server down (`false`) or up (`true`) from the next connection on. */
  setUp(up: boolean): void;
  close(): Promise<void>;
}

async function bodyOf(incoming: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? undefined : Buffer.concat(chunks).toString('utf8');
}

/**
 * Serves `platform` over HTTP on a free port; down at first when `up` is `false`. Node only: `node:http` is taken when
 * called, and not imported, so that the entry bundles for a browser (Storybook) without it.
 */
export async function servePlatform(platform: FixturePlatform, { up = true } = {}): Promise<ServedPlatform> {
  const { createServer } = process.getBuiltinModule('node:http');
  let isUp = up;
  const sockets = new Set<Socket>();
  const server = createServer(async (incoming, outgoing) => {
    const body = await bodyOf(incoming);
    const answer = await platform.fetch(new URL(incoming.url ?? '/', FIXTURE_ORIGIN), {
      method: incoming.method ?? 'GET',
      headers: incoming.headers as Record<string, string>,
      ...(body ? { body } : {}),
    });
    outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
    outgoing.end(Buffer.from(await answer.arrayBuffer()));
  });
  server.on('connection', (socket) => {
    if (!isUp) {
      socket.resetAndDestroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setUp(next) {
      isUp = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
