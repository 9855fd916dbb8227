import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import type { Account } from '../src/contract/player';
import { ClientFrame, type PrivateChannel, privateChannelName } from '../src/contract/realtime';
import { routePath } from '../src/contract/routes';
import { createFixturePlatform, type FixturePlayer, servePlatform } from '../src/testing';

/** A subscribe frame as the fake platform saw it. */
export interface SeenSubscribe {
  channels: string[];
  lastSeq: number | null;
}

/**
 * The fixture platform of `@casino/sdk/testing` served on a real local server, plus what realtime tests need: the
 * connection token (routes `playerSettings` and `realtimeAuth`) and a WebSocket server at /ws speaking the realtime
 * protocol of docs/realtime.md with an event log, so that resume, resync and drops can be staged. msw answers HTTP
 * only, so the socket side is a `ws` server of its own. The player is the fixture's EUR player.
 */
export interface RealtimePlatform {
  url: string;
  /** The player's account list (what the `accounts` route answers); setting it changes the platform's wallets. */
  accounts: Account[];
  /** Connections accepted so far, and refused upgrades. */
  connections: number;
  refusedUpgrades: number;
  /** `Date.now()` of every upgrade attempt, accepted or refused. */
  upgradeAttempts: number[];
  /** Every subscribe frame received. */
  subscribes: SeenSubscribe[];
  /** Requests of the `player` and `accounts` routes so far. */
  readonly reloads: { profile: number; accounts: number };
  /** Refuse upgrades with 503 while true. */
  refuseUpgrades: boolean;
  /** Answer pings while true (false: a dead server that keeps the TCP connection). */
  answerPings: boolean;
  /** Events older than this sequence number are no longer kept (a resume from before is answered `resync`). */
  keptFrom: number;
  /** Publishes an event to the log and the subscribed sockets; returns its sequence number. */
  publish(channel: PrivateChannel, data: unknown): number;
  /** Publishes the current accounts on `balance`. */
  publishBalance(): number;
  /** Sends a public event (`broadcast` frame) to the sockets subscribed to its channel. */
  broadcast(channel: string, data: unknown): void;
  /** Sends a raw text frame to every socket. */
  sendRaw(text: string): void;
  /** Cuts every socket from the server side (no close frame). */
  terminateSockets(): void;
  /** Number of open sockets. */
  openSockets(): number;
  close(): Promise<void>;
}

/** The fixture's EUR player, who signs in; password `FIXTURE_PASSWORD`. */
export const REALTIME_EMAIL = 'eur@casino.test';
/** The player's id (channel suffix `#1`). */
export const REALTIME_USER = '1';

/** Starts the fake platform on 127.0.0.1. */
export async function startRealtimePlatform(): Promise<RealtimePlatform> {
  const log: { seq: number; channel: PrivateChannel; data: unknown }[] = [];
  const subscribed = new Map<WebSocket, Set<string>>();
  const wss = new WebSocketServer({ noServer: true });

  const send = (socket: WebSocket, frame: unknown) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };
  const lastSeq = () => log.at(-1)?.seq ?? 0;
  const eventFrame = (event: (typeof log)[number]) => ({
    type: 'event',
    channel: privateChannelName(event.channel, REALTIME_USER),
    seq: event.seq,
    data: event.data,
  });

  const token = () => ({ user: REALTIME_USER, timestamp: '1767225600', token: 'f'.repeat(64) });
  let wsUrl = '';
  const fixture = createFixturePlatform({
    routes: {
      playerSettings: () => ({
        status: 200,
        body: {
          cent: { ...token(), authEndpoint: routePath('realtimeAuth'), url: wsUrl },
          recaptcha: '',
          recaptcha_version: 3,
          games_page_size: 40,
        },
      }),
      realtimeAuth: () => ({ status: 200, body: token() }),
    },
  });
  const player = fixture.players.find((candidate) => candidate.email === REALTIME_EMAIL) as FixturePlayer;
  const served = await servePlatform(fixture);
  const asked = (route: string) => fixture.requests.filter((request) => request.route === route).length;

  const platform = {
    get accounts() {
      return player.accounts;
    },
    set accounts(accounts: Account[]) {
      player.accounts = accounts;
    },
    get reloads() {
      return { profile: asked('player'), accounts: asked('accounts') };
    },
    connections: 0,
    refusedUpgrades: 0,
    upgradeAttempts: [] as number[],
    subscribes: [] as SeenSubscribe[],
    refuseUpgrades: false,
    answerPings: true,
    keptFrom: 1,
    publish(channel: PrivateChannel, data: unknown) {
      const event = { seq: lastSeq() + 1, channel, data };
      log.push(event);
      for (const [socket, channels] of subscribed) {
        if (channels.has(privateChannelName(channel, REALTIME_USER))) send(socket, eventFrame(event));
      }
      return event.seq;
    },
    publishBalance() {
      return platform.publish('balance', platform.accounts);
    },
    broadcast(channel: string, data: unknown) {
      for (const [socket, channels] of subscribed) {
        if (channels.has(channel)) send(socket, { type: 'broadcast', channel, data });
      }
    },
    sendRaw(text: string) {
      for (const socket of wss.clients) socket.send(text);
    },
    terminateSockets() {
      for (const socket of wss.clients) socket.terminate();
      subscribed.clear();
    },
    openSockets: () => [...wss.clients].filter((socket) => socket.readyState === WebSocket.OPEN).length,
  };

  wss.on('connection', (socket) => {
    platform.connections += 1;
    socket.on('message', (raw) => {
      const frame = ClientFrame.parse(JSON.parse(raw.toString()));
      if (frame.type === 'ping') {
        if (platform.answerPings) send(socket, { type: 'pong' });
        return;
      }
      const lastSeen = frame.last_seq ?? null;
      platform.subscribes.push({ channels: frame.channels, lastSeq: lastSeen });
      subscribed.set(socket, new Set(frame.channels));
      if (lastSeen !== null) {
        if (lastSeen + 1 < platform.keptFrom || lastSeen > lastSeq()) send(socket, { type: 'resync', seq: lastSeq() });
        else for (const event of log.filter((e) => e.seq > lastSeen)) send(socket, eventFrame(event));
      }
      send(socket, { type: 'subscribed', channels: frame.channels, seq: lastSeq() });
    });
    send(socket, { type: 'welcome', user: REALTIME_USER, seq: lastSeq() });
  });

  // upgrades only: every HTTP request goes to the served fixture platform
  const server = createServer((_request, response) => {
    response.writeHead(404);
    response.end();
  });
  server.on('upgrade', (request, socket, head) => {
    platform.upgradeAttempts.push(Date.now());
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (platform.refuseUpgrades || url.pathname !== '/ws' || url.searchParams.get('token') !== token().token) {
      platform.refusedUpgrades += 1;
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (client) => wss.emit('connection', client, request));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  wsUrl = `ws://127.0.0.1:${port}/ws`;

  return Object.assign(platform, {
    url: served.url,
    async close() {
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await served.close();
    },
  });
}
