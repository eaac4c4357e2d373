import { type ClientMessage, CMD, type ServerSocketMessage } from '@kickoff/contract';
import { WebSocket } from 'ws';
import type { Core } from '../src/core.js';
import type { Database } from '../src/db/client.js';
import { lives } from '../src/db/schema/index.js';
import { createRealtimeServer, type RealtimeOptions, type RealtimeServer } from '../src/realtime/index.js';

/** A message of the server by its command. */
export type ServerOf<C extends ServerSocketMessage['cmd']> = Extract<ServerSocketMessage, { cmd: C }>;

/**
 * A real `ws` client for the tests: every message it receives is kept until a test takes it with
 * `next` (the first one matching, waiting for it with a time limit — never a sleep), and `closed`
 * settles with the close code.
 */
export interface TestSocket {
  ws: WebSocket;
  /** The first message kept or to come that matches; fails after `timeoutMs`. */
  next<C extends ServerSocketMessage['cmd']>(
    cmd: C,
    match?: (message: ServerOf<C>) => boolean,
    timeoutMs?: number,
  ): Promise<ServerOf<C>>;
  /** The messages received and not taken yet. */
  kept: ServerSocketMessage[];
  send(message: ClientMessage | Record<string, unknown>): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function openSocket(
  port: number,
  options: { cookie?: string | null; origin?: string | null; autoPong?: boolean } = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? 'http://localhost:8080' : options.origin;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/`, {
    headers,
    autoPong: options.autoPong ?? true,
    ...(origin ? { origin } : {}),
  });
  const kept: ServerSocketMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    kept.push(JSON.parse(data.toString()) as ServerSocketMessage);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of [...waiters]) wake();
    });
  });
  const socket: TestSocket = {
    ws,
    kept,
    next(cmd, match = () => true, timeoutMs = 3000) {
      type M = ServerOf<typeof cmd>;
      const take = (): M | undefined => {
        const i = kept.findIndex((m) => m.cmd === cmd && match(m as M));
        return i < 0 ? undefined : (kept.splice(i, 1)[0] as M);
      };
      const found = take();
      if (found) return Promise.resolve(found);
      return new Promise<M>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`no cmd ${cmd} within ${timeoutMs} ms (kept: ${JSON.stringify(kept).slice(0, 500)})`),
          );
        }, timeoutMs);
        const wake = () => {
          const m = take();
          if (m) {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve(m);
          }
        };
        waiters.add(wake);
      });
    },
    send(message) {
      ws.send(JSON.stringify(message));
    },
    closed,
    close() {
      ws.close();
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_request, response) => {
      reject(
        Object.assign(new Error(`upgrade refused: ${response.statusCode}`), { status: response.statusCode }),
      );
    });
    ws.once('error', reject);
  });
}

/** Opens a socket with the member's cookie and says hello; answers it once the server said hello back. */
export async function helloSocket(port: number, cookie: string, userId: number): Promise<TestSocket> {
  const socket = await openSocket(port, { cookie });
  socket.send({ cmd: CMD.hello, userId, source: 'web' });
  await socket.next(CMD.hello);
  return socket;
}

/** Joins a room; answers the joined message (info and history). */
export async function joinRoom(socket: TestSocket, liveId: number) {
  socket.send({ cmd: CMD.join, liveId });
  return socket.next(CMD.join, (m) => m.liveId === liveId);
}

let refs = 0;
/** Sends a chat message; answers the send result. */
export async function say(socket: TestSocket, liveId: number, text: string, videoAt?: string) {
  const ref = `r${++refs}`;
  socket.send({ cmd: CMD.send, liveId, ref, text, ...(videoAt ? { videoAt } : {}) });
  return socket.next(CMD.sendResult, (m) => m.ref === ref);
}

/** The realtime server of a test instance, on a free port of 127.0.0.1. */
export async function startRealtime(core: Core, options: RealtimeOptions = {}): Promise<RealtimeServer> {
  const server = createRealtimeServer(core, { host: '127.0.0.1', port: 0, ...options });
  await server.ready;
  return server;
}

let liveSeq = 0;
/** A live around `now` (begun an hour ago, ending in an hour) unless told otherwise; answers its id. */
export async function liveAround(
  db: Database,
  now: Date,
  overrides: Partial<typeof lives.$inferInsert> = {},
): Promise<number> {
  const hour = 3_600_000;
  const [row] = await db
    .insert(lives)
    .values({
      title: { ja: `チャットのライブ ${++liveSeq}` },
      status: 1,
      beginAt: new Date(now.getTime() - hour),
      endAt: new Date(now.getTime() + hour),
      ...overrides,
    })
    .returning({ id: lives.id });
  return row!.id;
}
