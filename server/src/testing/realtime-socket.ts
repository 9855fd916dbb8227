import { type ServerFrame, ServerFrame as ServerFrameSchema } from '@casino/sdk/contract';
import { WebSocket } from 'ws';
import { SESSION_COOKIE } from '../auth/sessions';

/** A test client of GET /ws on a listening app: records every frame, parsed with the contract. */
export interface RealtimeSocket {
  socket: WebSocket;
  /** Frames received so far, in order. */
  frames: ServerFrame[];
  /** Sends a value as JSON (or a string as it is). */
  send(value: unknown): void;
  /** Resolves with the first frame (from the start) that matches and was not yet taken by `next`. */
  next<T extends ServerFrame['type']>(type: T, timeoutMs?: number): Promise<Extract<ServerFrame, { type: T }>>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): Promise<void>;
}

/** Why an upgrade was refused: its HTTP status and body. */
export class UpgradeRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`upgrade refused with ${status}: ${body}`);
  }
}

/** Opens a websocket to `url` (`ws://…/ws?…`) with a session cookie and an Origin; rejects with {@link UpgradeRefused}. */
export function openRealtimeSocket(
  url: string,
  options: { session?: string | null; origin?: string } = {},
): Promise<RealtimeSocket> {
  const headers: Record<string, string> = {};
  if (options.session) headers.cookie = `${SESSION_COOKIE}=${options.session}`;
  if (options.origin) headers.origin = options.origin;
  const socket = new WebSocket(url, { headers });
  const frames: ServerFrame[] = [];
  const taken = new Set<number>();
  const waiters = new Set<() => void>();
  socket.on('message', (raw) => {
    frames.push(ServerFrameSchema.parse(JSON.parse(raw.toString())));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const client: RealtimeSocket = {
    socket,
    frames,
    closed,
    send: (value) => socket.send(typeof value === 'string' ? value : JSON.stringify(value)),
    next(type, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const index = frames.findIndex((frame, i) => frame.type === type && !taken.has(i));
          if (index < 0) return;
          taken.add(index);
          finish();
          resolve(frames[index] as Extract<ServerFrame, { type: typeof type }>);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) socket.close();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => {
        reject(new UpgradeRefused(response.statusCode ?? 0, body));
        socket.terminate();
      });
    });
    socket.on('error', reject);
  });
}
