import { createServer } from 'node:http';
import {
  type ClientMessage,
  CMD,
  clientMessageSchema,
  type ServerSocketMessage,
  SOCKET_CLOSE,
  SOCKET_HEARTBEAT_MS,
  SOCKET_HELLO_TIMEOUT_MS,
  SOCKET_MAX_FRAME_BYTES,
} from '@kickoff/contract';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { Core } from '../core.js';
import { AppError } from '../shared/app-error.js';
import { type Connection, createConnections } from './connections.js';
import { frameOf, payloadOf, rawSocketOf } from './frames.js';
import { type SocketSession, upgradeHandler } from './upgrade.js';

export interface RealtimeOptions {
  host?: string;
  /** 0: any free port (tests, benchmarks); `port` then tells which. Default: config.REALTIME_PORT. */
  port?: number;
  /** Default SOCKET_HELLO_TIMEOUT_MS (5 s). */
  helloTimeoutMs?: number;
  /** Default SOCKET_HEARTBEAT_MS. */
  heartbeatMs?: number;
  /** Unsent bytes a socket may hold before it is dropped as a slow reader (default 1 MiB). */
  maxBufferedBytes?: number;
}

export interface RealtimeServer {
  /** The port listened on (known once `ready` settles). */
  readonly port: number;
  ready: Promise<void>;
  /** Closes every socket with 1001 (going away), then stops listening. */
  close(): Promise<void>;
  stats(): RealtimeStats;
}

export interface RealtimeStats {
  sockets: number;
  /** Sockets that said hello. */
  members: number;
  rooms: number;
  /** Since start: sockets dropped as slow readers, forced out by a session's end, and frames sent. */
  slowReadersDropped: number;
  forcedLogouts: number;
  framesSent: number;
}

/** Frames that were not `{ cmd }` objects tolerated in a row before the socket is closed (4400). */
const GARBAGE_LIMIT = 3;
/** Rooms one socket may be in at once (the multi-view shows up to 4 lives). */
const ROOMS_PER_SOCKET = 8;
/** After a close handshake is asked for, how long a socket may take before it is cut. */
const CLOSE_GRACE_MS = 2_000;

/**
 * The realtime socket (spec §4, §7; ARCHITECTURE "How realtime flows"), built from the core like the
 * HTTP app: websocket only, the Origin checked against PUBLIC_URL's and the session cookie at the
 * upgrade. A socket without a live session is accepted and closed at once with 4401 — a browser
 * cannot read the status of a refused upgrade, but it can read a close code, and goes to /intro. Then
 * the client says hello (cmd 100) within 5 s, joins the rooms of the lives it watches, and sends
 * messages; the chat's changes come from the realtime hub (every instance), and a session's end from
 * the domain bus (cmd 0, then 4409).
 */
export function createRealtimeServer(core: Core, options: RealtimeOptions = {}): RealtimeServer {
  const { auth, bus, hub, log, clock } = core;
  const { chat } = core.services.chat;
  const allowedOrigins = new Set([
    new URL(core.config.PUBLIC_URL).origin,
    ...core.config.REALTIME_ALLOWED_ORIGINS,
  ]);
  const helloTimeoutMs = options.helloTimeoutMs ?? SOCKET_HELLO_TIMEOUT_MS;
  const heartbeatMs = options.heartbeatMs ?? SOCKET_HEARTBEAT_MS;
  const maxBuffered = options.maxBufferedBytes ?? 1024 * 1024;
  const connections = createConnections();
  const counts = { slowReadersDropped: 0, forcedLogouts: 0, framesSent: 0 };

  const http = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'application/json', upgrade: 'websocket' });
    response.end(JSON.stringify({ code: 'BAD_REQUEST', message: 'This port speaks WebSocket only' }));
  });
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: SOCKET_MAX_FRAME_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  });

  // ── sending ──

  /** Closes a socket with a code, and cuts it if the close handshake does not finish in time. */
  const closeWith = (c: Connection, code: number, reason: string) => {
    if (c.ws.readyState !== WebSocket.OPEN) return;
    // nothing more is sent to a closing socket: what it holds unsent is all it will ever hold
    c.ws.close(code, reason);
    setTimeout(() => c.ws.terminate(), CLOSE_GRACE_MS).unref();
  };

  /** Writes a frame made by `frameOf` (framed once, whatever the number of sockets it goes to). */
  const sendFrame = (c: Connection, frame: Buffer) => {
    if (c.ws.readyState !== WebSocket.OPEN) return;
    if (c.raw) c.raw.write(frame);
    else c.ws.send(payloadOf(frame), { binary: false });
    counts.framesSent += 1;
    if ((c.raw ? c.raw.writableLength : c.ws.bufferedAmount) > maxBuffered) {
      // a reader this slow would make the server buffer without bound: it goes, and reconnects
      counts.slowReadersDropped += 1;
      closeWith(c, SOCKET_CLOSE.slowReader, 'reading too slowly');
    }
  };
  const send = (c: Connection, message: ServerSocketMessage) => sendFrame(c, frameOf(message));

  /** One frame, written to every socket of the room. */
  const broadcast = (liveId: number, message: ServerSocketMessage) => {
    const sockets = connections.inRoom(liveId);
    if (sockets.size === 0) return;
    const frame = frameOf(message);
    for (const c of sockets) {
      // a socket joining this room gets the frame after the room's history
      const waiting = c.joining.size > 0 ? c.joining.get(liveId) : undefined;
      if (waiting) waiting.push(frame);
      else sendFrame(c, frame);
    }
  };

  const sendError = (c: Connection, code: string, liveId?: number) =>
    send(c, { cmd: CMD.error, code, ...(liveId !== undefined ? { liveId } : {}) });

  const codeOf = (error: unknown): string => {
    if (error instanceof AppError) return error.code;
    log.error({ err: error }, 'realtime: command failed');
    return 'INTERNAL_ERROR';
  };

  // ── the hub: the chat's changes, from every instance ──

  const pushStanding = (userId: number) => {
    const sockets = connections.ofUser(userId);
    if (sockets.size === 0) return;
    chat.profile(userId).then(
      (profile) => {
        const frame = frameOf({ cmd: CMD.standing, profile });
        for (const c of sockets) if (c.hello) sendFrame(c, frame);
      },
      (error: unknown) => log.warn({ err: error, userId }, 'realtime: standing not sent'),
    );
  };

  const stopHub = hub.subscribe((event) => {
    switch (event.t) {
      case 'message':
        broadcast(event.message.liveId, { cmd: CMD.message, message: event.message });
        break;
      case 'deleted':
        broadcast(event.liveId, { cmd: CMD.deleted, liveId: event.liveId, messageIds: event.messageIds });
        break;
      case 'state':
        if (connections.inRoom(event.liveId).size === 0) break;
        chat.info(event.liveId).then(
          (info) => broadcast(event.liveId, { cmd: CMD.state, liveId: event.liveId, state: info.state }),
          (error: unknown) => log.warn({ err: error, liveId: event.liveId }, 'realtime: state not sent'),
        );
        break;
      case 'standing':
        pushStanding(event.userId);
        break;
      case 'nickname': {
        const frame = frameOf({ cmd: CMD.nickname, userId: event.userId, nickname: event.nickname });
        for (const c of connections.all) if (c.rooms.size > 0) sendFrame(c, frame);
        break;
      }
    }
  });

  // ── the domain bus: sessions ended (forced logout) and passes changed, on every instance ──

  const stopBus = [
    bus.subscribe('session.ended', (event) => {
      let targets: Iterable<Connection>;
      if (event.sessionId) targets = connections.ofSession(event.sessionId);
      else if (event.sessionIds) targets = event.sessionIds.flatMap((id) => [...connections.ofSession(id)]);
      else {
        targets = [...connections.ofUser(event.userId)].filter(
          (c) => (!event.kind || c.kind === event.kind) && c.sessionId !== event.keptSessionId,
        );
      }
      const frame = frameOf({ cmd: CMD.forcedLogout, reason: event.reason });
      for (const c of [...targets]) {
        counts.forcedLogouts += 1;
        sendFrame(c, frame);
        closeWith(c, SOCKET_CLOSE.forcedLogout, 'session ended');
      }
    }),
    bus.subscribe('pass.changed', (event) => pushStanding(event.userId)),
  ];

  // ── commands ──

  const join = async (c: Connection, liveId: number) => {
    if (c.rooms.has(liveId)) return;
    if (c.rooms.size >= ROOMS_PER_SOCKET) return sendError(c, 'BAD_REQUEST', liveId);
    // in the room at once, so nothing broadcast meanwhile is missed: it waits until the history is sent
    connections.join(c, liveId);
    c.joining.set(liveId, []);
    hub.presence(liveId, 1);
    try {
      const { info, history } = await chat.join(liveId);
      const waiting = c.joining.get(liveId) ?? [];
      c.joining.delete(liveId);
      if (!c.rooms.has(liveId)) return;
      send(c, { cmd: CMD.join, liveId, info, history });
      for (const frame of waiting) sendFrame(c, frame);
    } catch (error) {
      leave(c, liveId);
      sendError(c, codeOf(error), liveId);
    }
  };

  const leave = (c: Connection, liveId: number) => {
    if (!c.rooms.has(liveId)) return;
    connections.leave(c, liveId);
    hub.presence(liveId, -1);
  };

  const sendMessage = async (c: Connection, command: Extract<ClientMessage, { cmd: 110 }>) => {
    const { ref, liveId } = command;
    if (!c.rooms.has(liveId)) {
      return send(c, { cmd: CMD.sendResult, ref, ok: false, code: 'CHAT_NOT_JOINED' });
    }
    const outcome = await chat.send({
      userId: c.userId,
      liveId,
      text: command.text,
      videoAt: command.videoAt,
    });
    if (outcome.ok) send(c, { cmd: CMD.sendResult, ref, ok: true, messageId: outcome.message.id });
    else {
      send(c, {
        cmd: CMD.sendResult,
        ref,
        ok: false,
        code: outcome.code,
        ...(outcome.retryAt ? { retryAt: outcome.retryAt.toISOString() } : {}),
      });
    }
  };

  const garbage = (c: Connection, code: string) => {
    c.garbage += 1;
    if (c.garbage >= GARBAGE_LIMIT) closeWith(c, SOCKET_CLOSE.badFrame, 'not a { cmd } frame');
    else sendError(c, code);
  };

  const onMessage = (c: Connection, data: RawData, isBinary: boolean) => {
    let command: ClientMessage;
    try {
      if (isBinary) throw new Error('binary');
      const parsed = clientMessageSchema.safeParse(JSON.parse(data.toString()));
      if (!parsed.success) return garbage(c, 'VALIDATION_FAILED');
      command = parsed.data;
    } catch {
      return garbage(c, 'BAD_REQUEST');
    }
    c.garbage = 0;
    if (command.cmd === CMD.hello) {
      if (command.userId !== c.userId) {
        return closeWith(c, SOCKET_CLOSE.unauthorized, 'not the session of this member');
      }
      if (c.helloTimer) clearTimeout(c.helloTimer);
      c.helloTimer = null;
      c.hello = true;
      return send(c, { cmd: CMD.hello, userId: c.userId, serverTime: clock.now().toISOString() });
    }
    if (!c.hello) return garbage(c, 'UNAUTHORIZED');
    const failed = (error: unknown) => sendError(c, codeOf(error));
    switch (command.cmd) {
      case CMD.join:
        return void join(c, command.liveId).catch(failed);
      case CMD.leave:
        return leave(c, command.liveId);
      case CMD.send:
        return void sendMessage(c, command).catch(failed);
    }
  };

  // ── connecting ──

  const attach = (ws: WebSocket, session: SocketSession) => {
    const c: Connection = {
      ws,
      raw: rawSocketOf(ws),
      userId: session.userId,
      sessionId: session.id,
      kind: session.kind,
      hello: false,
      rooms: new Set(),
      joining: new Map(),
      garbage: 0,
      alive: true,
      helloTimer: null,
    };
    connections.add(c);
    c.helloTimer = setTimeout(() => closeWith(c, SOCKET_CLOSE.helloTimeout, 'no hello'), helloTimeoutMs);
    ws.on('pong', () => {
      c.alive = true;
    });
    ws.on('message', (data, isBinary) => onMessage(c, data, isBinary));
    // a frame over the limit: ws closes the socket itself with 1009 (message too big)
    ws.on('error', (error) => log.debug({ err: error }, 'realtime: socket error'));
    ws.on('close', () => {
      if (c.helloTimer) clearTimeout(c.helloTimer);
      for (const liveId of connections.remove(c)) hub.presence(liveId, -1);
    });
  };

  http.on('upgrade', upgradeHandler({ wss, auth, log, allowedOrigins, attach }));

  // ── heartbeat: a socket that did not answer the last ping is cut ──

  // A beat that comes over a second late (the process was starved: a pong may be waiting unread in the kernel,
  // since timers run before sockets are read) cuts no one: it pings again and judges at the next.
  let lastBeat = performance.now();
  const heartbeat = setInterval(() => {
    const now = performance.now();
    const onTime = now - lastBeat < heartbeatMs + Math.max(heartbeatMs / 2, 1000);
    lastBeat = now;
    for (const c of connections.all) {
      if (!c.alive && onTime) {
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      c.ws.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  let listeningPort = 0;
  const ready = new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? core.config.REALTIME_PORT, options.host ?? core.config.HOST, () => {
      const address = http.address();
      listeningPort = typeof address === 'object' && address ? address.port : 0;
      resolve();
    });
  });

  return {
    get port() {
      return listeningPort;
    },
    ready,
    async close() {
      clearInterval(heartbeat);
      stopHub();
      for (const stop of stopBus) stop();
      const open = [...connections.all];
      await Promise.all(
        open.map(
          (c) =>
            new Promise<void>((resolve) => {
              if (c.ws.readyState === WebSocket.CLOSED) return resolve();
              c.ws.once('close', () => resolve());
              if (c.ws.readyState === WebSocket.OPEN)
                closeWith(c, SOCKET_CLOSE.goingAway, 'server shutting down');
              else c.ws.terminate();
            }),
        ),
      );
      wss.close();
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
    stats() {
      let members = 0;
      for (const c of connections.all) if (c.hello) members += 1;
      return { sockets: connections.all.size, members, rooms: connections.roomCount(), ...counts };
    },
  };
}
