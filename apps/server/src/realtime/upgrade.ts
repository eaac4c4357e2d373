import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { CMD, SOCKET_CLOSE } from '@kickoff/contract';
import type { WebSocket, WebSocketServer } from 'ws';
import type { Core } from '../core.js';

/** The session a socket belongs to, as the session table keeps it. */
export interface SocketSession {
  id: string;
  userId: number;
  kind: 'web' | 'tv';
}

/** Answers a refused upgrade with an HTTP status and the `{ code, message }` body, and ends the connection. */
function refuse(socket: Duplex, status: number, code: string, message: string): void {
  const body = JSON.stringify({ code, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * The upgrade of the realtime port: websocket only. An Origin other than PUBLIC_URL's (or one of
 * REALTIME_ALLOWED_ORIGINS) is refused with 403 before any socket exists. The session cookie is then
 * read the way every API call reads it (`auth.ofCookieHeader`): a live session's socket is attached; a
 * socket without one is accepted and closed at once with 4401 — the browser cannot read the status of
 * a refused upgrade but can read a close code, and goes to /intro (spec §4); a session ended by a login
 * elsewhere gets cmd 0 first (the multiple-logins alert), then 4409, as the API answers SESSION_REPLACED.
 */
export function upgradeHandler({
  wss,
  auth,
  log,
  allowedOrigins,
  attach,
}: {
  wss: WebSocketServer;
  auth: Pick<Core['auth'], 'ofCookieHeader'>;
  log: Pick<Core['log'], 'error'>;
  allowedOrigins: ReadonlySet<string>;
  attach: (ws: WebSocket, session: SocketSession) => void;
}) {
  return (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {});
    if (!request.headers.origin || !allowedOrigins.has(request.headers.origin)) {
      return refuse(socket, 403, 'FORBIDDEN', 'This origin may not open the socket');
    }
    auth.ofCookieHeader(request.headers.cookie).then(
      (resolved) => {
        wss.handleUpgrade(request, socket, head, (ws) => {
          if (resolved.state === 'live') return attach(ws, resolved.session);
          if (resolved.state === 'ended' && resolved.reason === 'replaced') {
            ws.send(JSON.stringify({ cmd: CMD.forcedLogout, reason: 'replaced' }));
            return ws.close(SOCKET_CLOSE.forcedLogout, 'session ended');
          }
          ws.close(SOCKET_CLOSE.unauthorized, 'login required');
        });
      },
      (error: unknown) => {
        log.error({ err: error }, 'realtime: session check failed');
        refuse(socket, 503, 'SERVICE_UNAVAILABLE', 'Try again later');
      },
    );
  };
}
