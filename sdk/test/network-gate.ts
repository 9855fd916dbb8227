import { createConnection, createServer, type Socket } from 'node:net';

/** A real TCP port in front of a server: while down it resets every connection, like a platform that is down. */
export interface NetworkGate {
  /** Base URL of the gate, e.g. `http://127.0.0.1:54321`. */
  url: string;
  /** Lets connections through to the server from now on. */
  up(): void;
  close(): Promise<void>;
}

/** Opens a gate, down at first, in front of the HTTP server at `target` (`http://127.0.0.1:<port>`). */
export async function startNetworkGate(target: string): Promise<NetworkGate> {
  const { hostname, port } = new URL(target);
  let open = false;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (!open) {
      socket.resetAndDestroy();
      return;
    }
    const upstream = createConnection(Number(port), hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The network gate has no TCP port.');
  return {
    url: `http://127.0.0.1:${address.port}`,
    up() {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
