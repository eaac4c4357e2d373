// The chat fan-out ceiling of BENCHMARKING.md: a bare `ws` server speaking the same socket contract as
// ours (packages/contract/src/chat.ts) with nothing behind it — no session, no moderation, no storage.
// hello (cmd 100) → cmd 100; join (cmd 101) → cmd 101 with an empty history; send (cmd 110) → the
// send result (cmd 112) to the writer and one message (cmd 111) of the same shape as ours to every
// socket of the room. Two ways to write the broadcast (CEILING_MODE, or a `{cmd:199, mode}` frame from
// the bench harness between steps):
//   ws     the plain ws broadcast: `JSON.stringify` once, `socket.send(string)` to every client (ws frames
//          and UTF-8-encodes the string again per socket);
//   frame  the hard ceiling: the text framed once (`Sender.frame`, the static framing function
//          ws exports for this, ws PR #1016) and the same Buffer written to every client's net.Socket.
// Binds 127.0.0.1 (PORT, 0 = any free port) and prints `ceiling listening port=<port>`; stops on
// SIGTERM or when its parent goes away.
import { Sender, WebSocket, WebSocketServer } from 'ws';

let mode = process.env.CEILING_MODE === 'frame' ? 'frame' : 'ws';
const rooms = new Map(); // liveId → Set<WebSocket>
let nextId = 1;
const startedAt = Date.now().toString(36);

const wss = new WebSocketServer({
  host: '127.0.0.1',
  port: Number(process.env.PORT ?? 0),
  perMessageDeflate: false,
  maxPayload: 16 * 1024,
});

function info(liveId, viewers) {
  const now = new Date().toISOString();
  return { liveId, state: 'open', opensAt: now, endsAt: now, forbiddenWords: [], viewers };
}

function broadcast(room, text) {
  if (mode === 'frame') {
    const data = Buffer.from(text);
    const frame = Buffer.concat(
      Sender.frame(data, { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false }),
    );
    for (const socket of room) if (socket.readyState === WebSocket.OPEN) socket._socket.write(frame);
    return;
  }
  for (const socket of room) if (socket.readyState === WebSocket.OPEN) socket.send(text);
}

wss.on('connection', (socket) => {
  const joined = new Set();
  let userId = 0;
  socket.on('message', (raw) => {
    let msg;
    try {
      msg = JSON.parse(raw);
    } catch {
      socket.close(4400);
      return;
    }
    switch (msg?.cmd) {
      case 100:
        userId = Number(msg.userId) || 0;
        socket.send(JSON.stringify({ cmd: 100, userId, serverTime: new Date().toISOString() }));
        break;
      case 101: {
        if (!rooms.has(msg.liveId)) rooms.set(msg.liveId, new Set());
        const room = rooms.get(msg.liveId);
        room.add(socket);
        joined.add(msg.liveId);
        socket.send(
          JSON.stringify({ cmd: 101, liveId: msg.liveId, info: info(msg.liveId, room.size), history: [] }),
        );
        break;
      }
      case 110: {
        const room = rooms.get(msg.liveId);
        if (!room?.has(socket)) {
          socket.send(JSON.stringify({ cmd: 112, ref: msg.ref, ok: false, code: 'CHAT_NOT_JOINED' }));
          break;
        }
        const at = new Date().toISOString();
        const id = `${startedAt}${(nextId++).toString(36).padStart(8, '0')}`;
        const message = {
          id,
          liveId: msg.liveId,
          kind: 'member',
          userId,
          nickname: `bench${userId}`,
          text: msg.text,
          at,
          videoAt: msg.videoAt ?? at,
        };
        socket.send(JSON.stringify({ cmd: 112, ref: msg.ref, ok: true, messageId: id }));
        broadcast(room, JSON.stringify({ cmd: 111, message }));
        break;
      }
      case 199: // the bench harness switches the broadcast between steps
        mode = msg.mode === 'frame' ? 'frame' : 'ws';
        socket.send(JSON.stringify({ cmd: 199, mode }));
        break;
      default:
        socket.close(4400);
    }
  });
  socket.on('close', () => {
    for (const liveId of joined) rooms.get(liveId)?.delete(socket);
  });
  socket.on('error', () => {});
});

wss.on('listening', () => console.log(`ceiling listening port=${wss.address().port} mode=${mode}`));
const stop = () => {
  for (const socket of wss.clients) socket.terminate();
  wss.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// the bench that started this process went away: do not linger
setInterval(() => {
  if (process.ppid === 1) stop();
}, 2000).unref();
