import { type ClientMessage, CMD, type ServerSocketMessage, SOCKET_CLOSE } from '@kickoff/contract';
import { encodeClientFrame, parseServerFrame } from './frames.js';

/** The part of the browser's WebSocket the client uses (a fake stands in for it in tests). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/**
 * `connecting`: a socket is opening or waits for the server's hello; `open`: hello answered, rooms
 * joined; `waiting`: lost, the next attempt is scheduled; `ended`: stopped for good (logged out).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'ended';

/**
 * Why the server ended this session (the reasons of cmd 0), or `unauthorized`: the socket was closed
 * for want of a session (close code 4401, spec §4).
 */
export type SessionEnd =
  | Extract<ServerSocketMessage, { cmd: typeof CMD.forcedLogout }>['reason']
  | 'unauthorized';

export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface RealtimeClientOptions {
  url: string;
  userId: number;
  source: 'web' | 'tv';
  /** Makes the socket: `new WebSocket(url)` in the browser. */
  createSocket: (url: string) => SocketLike;
  /** The session ended (cmd 0, close 4401): the client has stopped and will not reconnect. */
  onSessionEnd: (reason: SessionEnd) => void;
  timers?: Timers;
  random?: () => number;
  backoff?: BackoffOptions;
  /** A socket whose hello is not answered within this is dropped and tried again. */
  helloTimeoutMs?: number;
}

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 30_000 };
export const HELLO_TIMEOUT_MS = 10_000;

/**
 * The wait before attempt `attempt` (0 = the first retry): exponential, capped, with "equal jitter" —
 * between half and all of the step — so a server restart is not met by every client at the same moment.
 */
export function backoffDelay(attempt: number, random: () => number, options = DEFAULT_BACKOFF): number {
  const step = Math.min(options.maxMs, options.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + random() * (step / 2));
}

type Listener = (message: ServerSocketMessage) => void;

/**
 * The realtime socket of spec §4/§7 (port 3030, `{ cmd }` frames): says hello (cmd 100 with the member
 * and the source) and waits for the answer, then joins the rooms asked for. Lost, it tries again with
 * exponential backoff and jitter, and rejoins its rooms after the new hello. The server's pings are
 * answered by the browser itself; the client's own watchdog is the hello timeout (a socket that opens
 * but never becomes usable is dropped) and `retryNow` (the app calls it when the browser is back online).
 * The session ending — cmd 0 or the close code 4401 — stops it for good and is reported once.
 */
export class RealtimeClient {
  private readonly options: Required<Omit<RealtimeClientOptions, 'backoff'>> & { backoff: BackoffOptions };
  private socket: SocketLike | null = null;
  private ready = false;
  private attempt = 0;
  private timer: unknown = null;
  private helloTimer: unknown = null;
  private state: RealtimeStatus = 'idle';
  private readonly rooms = new Map<number, number>();
  private readonly listeners = new Set<Listener>();
  private readonly statusListeners = new Set<() => void>();

  constructor(options: RealtimeClientOptions) {
    this.options = {
      timers: { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as never) },
      random: Math.random,
      helloTimeoutMs: HELLO_TIMEOUT_MS,
      ...options,
      backoff: options.backoff ?? DEFAULT_BACKOFF,
    };
  }

  get status(): RealtimeStatus {
    return this.state;
  }

  get userId(): number {
    return this.options.userId;
  }

  start(): void {
    if (this.state === 'idle') this.connect();
  }

  /** Closes the socket and stays closed (logout, the app leaving the member's pages). */
  stop(): void {
    this.clearTimers();
    this.closeSocket(1000);
    this.setStatus('ended');
  }

  /** Lost and waiting: try now instead of at the scheduled time (the browser is back online). */
  retryNow(): void {
    if (this.state !== 'waiting') return;
    this.clearTimers();
    this.connect();
  }

  /**
   * Joins a live's room (now if connected, otherwise after the next hello) and keeps it through
   * reconnections; answers the leave. Two screens of one live share the room.
   */
  join(liveId: number): () => void {
    const count = this.rooms.get(liveId) ?? 0;
    this.rooms.set(liveId, count + 1);
    if (count === 0) this.send({ cmd: CMD.join, liveId });
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const now = (this.rooms.get(liveId) ?? 1) - 1;
      if (now > 0) {
        this.rooms.set(liveId, now);
        return;
      }
      this.rooms.delete(liveId);
      this.send({ cmd: CMD.leave, liveId });
    };
  }

  /** Sends a frame when the socket is usable (hello answered); answers whether it went. */
  send(message: ClientMessage): boolean {
    if (!this.socket || !this.ready) return false;
    try {
      this.socket.send(encodeClientFrame(message));
      return true;
    } catch {
      return false;
    }
  }

  /** Every frame from the server (checked against the contract), while subscribed. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  subscribeStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private setStatus(next: RealtimeStatus): void {
    if (this.state === next) return;
    this.state = next;
    for (const listener of [...this.statusListeners]) listener();
  }

  private connect(): void {
    this.setStatus('connecting');
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.ready = false;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      socket.send(
        encodeClientFrame({ cmd: CMD.hello, userId: this.options.userId, source: this.options.source }),
      );
      this.helloTimer = this.options.timers.setTimeout(() => {
        this.helloTimer = null;
        if (this.socket === socket && !this.ready) this.drop();
      }, this.options.helloTimeoutMs);
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const message = parseServerFrame(event.data);
      if (message) this.receive(message);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.ready = false;
      this.clearTimers();
      if (event.code === SOCKET_CLOSE.unauthorized) this.end('unauthorized');
      else if (event.code === SOCKET_CLOSE.forcedLogout) this.end('replaced');
      else this.scheduleRetry();
    };
    // an error is followed by a close, which decides
    socket.onerror = () => {};
  }

  private receive(message: ServerSocketMessage): void {
    if (message.cmd === CMD.forcedLogout) {
      this.end(message.reason);
      return;
    }
    if (message.cmd === CMD.hello) {
      if (this.helloTimer !== null) this.options.timers.clearTimeout(this.helloTimer);
      this.helloTimer = null;
      this.ready = true;
      this.attempt = 0;
      this.setStatus('open');
      for (const liveId of this.rooms.keys()) this.send({ cmd: CMD.join, liveId });
    }
    for (const listener of [...this.listeners]) listener(message);
  }

  /** The session is over: stop, and say why (once). */
  private end(reason: SessionEnd): void {
    if (this.state === 'ended') return;
    this.stop();
    this.options.onSessionEnd(reason);
  }

  /** A socket that is no use (no hello answer): drop it and try again later. */
  private drop(): void {
    this.closeSocket(4000);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.state === 'ended') return;
    this.setStatus('waiting');
    const wait = backoffDelay(this.attempt, this.options.random, this.options.backoff);
    this.attempt += 1;
    this.timer = this.options.timers.setTimeout(() => {
      this.timer = null;
      this.connect();
    }, wait);
  }

  private closeSocket(code: number): void {
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close(code);
    } catch {
      // already closing
    }
  }

  private clearTimers(): void {
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer);
    if (this.helloTimer !== null) this.options.timers.clearTimeout(this.helloTimer);
    this.timer = null;
    this.helloTimer = null;
  }
}
