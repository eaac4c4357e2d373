// The chat load harness (BENCHMARKING.md: load from core 1). A child process driven over IPC by
// chat.mjs; it holds up to a few thousand `ws` client sockets, speaks the socket contract
// (packages/contract/src/chat.ts: hello cmd 100, join cmd 101, send cmd 110 → result cmd 112 and the
// message cmd 111 to the room) and measures delivery:
//   connect  {targets: [{url, origin, clients: [{userId, cookie?}]}], liveId, concurrency, timeoutMs}
//            opens every client (at most `concurrency` handshakes in flight), says hello, joins the room.
//   run      {runId, startAt, seconds, rate, senders: [[target, client]], firstSender, drainMs}
//            from `startAt` (epoch ms) sends `rate` messages a second for `seconds`, round robin over
//            the senders from `firstSender` (one message per sender every senders/rate s, under the
//            member rate limit), then waits (at most `drainMs`) for the last deliveries. Each text carries the harness's own
//            clock at send (`b <runId> <seq> <µs>`; one process, so the clock is shared by sender and
//            receivers): a delivery's latency is its receipt minus that stamp. Counts deliveries per
//            target, the send results (accepted, refused by code), and the latency histogram.
//   redisHop {url, channel, seconds, rate, bytes}  the bare PUBLISH→SUBSCRIBE hop (two ioredis clients).
//   close    closes every socket and exits.
// Bounded: every wait has a time limit, the run stops by itself, and the process exits when its parent
// goes away.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';

// Latency histogram: 10 µs bins up to 200 ms, then 1 ms bins up to 30 s.
const FINE = 20_000;
const COARSE = 30_000;
const newHistogram = () => new Uint32Array(FINE + COARSE + 1);
function record(hist, micros) {
  if (micros < 0) micros = 0;
  const i = micros < 200_000 ? Math.floor(micros / 10) : FINE + Math.floor((micros - 200_000) / 1000);
  hist[Math.min(i, FINE + COARSE)]++;
}
function percentile(hist, total, p) {
  if (total === 0) return Number.NaN;
  const rank = Math.ceil(total * p);
  let seen = 0;
  for (let i = 0; i < hist.length; i++) {
    seen += hist[i];
    if (seen >= rank) return i < FINE ? (i * 10 + 5) / 1000 : 200 + (i - FINE) + 0.5; // ms
  }
  return Number.NaN;
}

const nowMicros = () => Math.round(performance.now() * 1000);
const MARK = Buffer.from('"text":"b ');

/** @type {{socket: WebSocket, target: number, userId: number, waiting: Map<string, Function>}[][]} */
let targets = [];
let liveId = 0;
let current = null;
/** Sockets closed after they joined, by close code (1006: cut without a close frame), since connect. */
const closes = {}; // the run under way: counters the message handlers add to

function onDelivery(target, data) {
  const run = current;
  if (!run) return false;
  const k = data.indexOf(MARK);
  if (k < 0) return false;
  // "b <runId> <seq> <µs>"
  let i = k + MARK.length;
  let runId = 0;
  while (data[i] >= 48 && data[i] <= 57) runId = runId * 10 + data[i++] - 48;
  if (runId !== run.runId) return true;
  i++;
  while (data[i] >= 48 && data[i] <= 57) i++;
  i++;
  let stamp = 0;
  while (data[i] >= 48 && data[i] <= 57) stamp = stamp * 10 + data[i++] - 48;
  record(run.hist, nowMicros() - stamp);
  run.deliveries[target]++;
  return true;
}

function onResult(run, msg) {
  if (msg.ref?.slice(1, msg.ref.indexOf('.')) !== String(run.runId)) return; // a late one of an earlier step
  if (msg.ok) run.accepted++;
  else run.refused[msg.code ?? '?'] = (run.refused[msg.code ?? '?'] ?? 0) + 1;
}

function openClient(t, target, client, timeoutMs) {
  return new Promise((resolve) => {
    const headers = { origin: target.origin };
    if (client.cookie) headers.cookie = client.cookie;
    const socket = new WebSocket(target.url, {
      headers,
      perMessageDeflate: false,
      skipUTF8Validation: true,
      handshakeTimeout: timeoutMs,
    });
    const entry = { socket, target: t, userId: client.userId };
    let step = 'open';
    const timer = setTimeout(() => finish(`timeout at ${step}`), timeoutMs);
    function finish(error) {
      clearTimeout(timer);
      if (error) {
        socket.removeAllListeners('message');
        socket.on('error', () => {});
        socket.terminate();
      }
      resolve(error ? { error } : { entry });
    }
    socket.on('open', () => {
      step = 'hello';
      socket.send(JSON.stringify({ cmd: 100, userId: client.userId, source: 'web' }));
    });
    socket.on('message', (data) => {
      if (step === 'ready') {
        // deliveries are the hot path: no JSON.parse, the stamp is read from the bytes
        if (!onDelivery(t, data) && current && data.indexOf('"cmd":112') >= 0) {
          onResult(current, JSON.parse(data));
        }
        return;
      }
      const msg = JSON.parse(data);
      if (step === 'hello' && msg.cmd === 100) {
        step = 'join';
        socket.send(JSON.stringify({ cmd: 101, liveId }));
      } else if (step === 'join' && msg.cmd === 101) {
        step = 'ready';
        finish();
      } else if (msg.cmd === 120) {
        finish(`error ${msg.code} at ${step}`);
      }
    });
    socket.on('unexpected-response', (_req, res) => finish(`HTTP ${res.statusCode} at upgrade`));
    socket.on('error', (err) => finish(`${err.code ?? err.message} at ${step}`));
    socket.on('close', (code) => {
      if (step !== 'ready') finish(`closed ${code} at ${step}`);
      else {
        closes[code] = (closes[code] ?? 0) + 1;
        if (current) current.closed++;
      }
    });
  });
}

async function connect({ targets: specs, concurrency = 200, timeoutMs = 20_000 }) {
  const started = Date.now();
  const errors = {};
  targets = specs.map(() => []);
  const jobs = specs.flatMap((target, t) => target.clients.map((client) => ({ t, target, client })));
  let next = 0;
  async function worker() {
    while (next < jobs.length && Date.now() - started < 120_000) {
      const { t, target, client } = jobs[next++];
      const result = await openClient(t, target, client, timeoutMs);
      if (result.entry) targets[t].push(result.entry);
      else errors[result.error] = (errors[result.error] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return { connected: targets.map((list) => list.length), errors, ms: Date.now() - started };
}

async function run({ runId, startAt, seconds, rate, senders, firstSender = 0, drainMs = 4000 }) {
  const total = Math.round(seconds * rate);
  const run = {
    runId,
    hist: newHistogram(),
    deliveries: targets.map(() => 0),
    accepted: 0,
    refused: {},
    closed: 0,
    sent: 0,
  };
  current = run;
  const open = targets.reduce(
    (n, list) => n + list.filter(({ socket }) => socket.readyState === WebSocket.OPEN).length,
    0,
  );
  const lag = monitorEventLoopDelay({ resolution: 5 });
  const cpu0 = process.cpuUsage();
  await new Promise((r) => setTimeout(r, Math.max(0, startAt - Date.now())));
  lag.enable();
  const t0 = performance.now();
  const interval = 1000 / rate;
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - t0) / interval) + 1);
      while (run.sent < due) {
        const [t, c] = senders[(firstSender + run.sent) % senders.length];
        const entry = targets[t][c];
        if (entry?.socket.readyState === WebSocket.OPEN) {
          entry.socket.send(
            `{"cmd":110,"liveId":${liveId},"ref":"r${runId}.${run.sent}","text":"b ${runId} ${run.sent} ${nowMicros()}"}`,
          );
        }
        run.sent++;
      }
      if (run.sent >= total) resolve();
      else setTimeout(tick, Math.max(0, Math.min(5, t0 + run.sent * interval - performance.now())));
    };
    tick();
  });
  const sendMs = performance.now() - t0;
  // the last deliveries: until every send is answered and every accepted message has reached every
  // socket, at most drainMs
  const receivers = targets.reduce((n, list) => n + list.length, 0);
  const done = () =>
    run.accepted + Object.values(run.refused).reduce((a, b) => a + b, 0) >= run.sent &&
    run.deliveries.reduce((a, b) => a + b, 0) >= run.accepted * receivers;
  const drainStart = performance.now();
  while (!done() && performance.now() - drainStart < drainMs) await new Promise((r) => setTimeout(r, 20));
  const drainedMs = performance.now() - drainStart;
  lag.disable();
  current = null;
  const cpu = process.cpuUsage(cpu0);
  const count = run.deliveries.reduce((a, b) => a + b, 0);
  return {
    sent: run.sent,
    sendMs,
    drainedMs,
    accepted: run.accepted,
    refused: run.refused,
    closed: run.closed,
    open,
    closes: { ...closes },
    deliveries: run.deliveries,
    receivers: targets.map((list) => list.length),
    p50: percentile(run.hist, count, 0.5),
    p90: percentile(run.hist, count, 0.9),
    p99: percentile(run.hist, count, 0.99),
    max: percentile(run.hist, count, 1),
    harnessCpuMs: (cpu.user + cpu.system) / 1000,
    harnessLagP99Ms: lag.percentile(99) / 1e6,
  };
}

async function redisHop({ url, channel, seconds, rate, bytes = 300 }) {
  const { Redis } = await import('ioredis');
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await Promise.all([pub.connect(), sub.connect()]);
  const hist = newHistogram();
  let received = 0;
  sub.on('messageBuffer', (_channel, message) => {
    let stamp = 0;
    for (let i = 0; message[i] >= 48 && message[i] <= 57; i++) stamp = stamp * 10 + message[i] - 48;
    record(hist, nowMicros() - stamp);
    received++;
  });
  await sub.subscribe(channel);
  const pad = 'x'.repeat(Math.max(0, bytes - 20));
  const total = Math.round(seconds * rate);
  const t0 = performance.now();
  for (let n = 0; n < total && performance.now() - t0 < seconds * 1000 + 5000; n++) {
    const wait = t0 + (n * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pub.publish(channel, `${nowMicros()} ${pad}`);
  }
  await new Promise((r) => setTimeout(r, 500));
  await sub.unsubscribe(channel);
  pub.disconnect();
  sub.disconnect();
  return {
    sent: total,
    received,
    p50: percentile(hist, received, 0.5),
    p99: percentile(hist, received, 0.99),
    max: percentile(hist, received, 1),
  };
}

async function handle(msg) {
  switch (msg.type) {
    case 'connect':
      liveId = msg.liveId;
      return connect(msg);
    case 'run':
      return run(msg);
    case 'mode': // the ceiling's broadcast variant, said by one socket of each target
      for (const list of targets) list[0]?.socket.send(JSON.stringify({ cmd: 199, mode: msg.mode }));
      await new Promise((r) => setTimeout(r, 200));
      return { mode: msg.mode };
    case 'redisHop':
      return redisHop(msg);
    case 'close':
      for (const list of targets) for (const { socket } of list) socket.terminate();
      setTimeout(() => process.exit(0), 100);
      return {};
    default:
      throw new Error(`unknown command ${msg.type}`);
  }
}

process.on('message', (msg) => {
  handle(msg).then(
    (result) => process.send({ id: msg.id, result }),
    (error) => process.send({ id: msg.id, error: String(error?.stack ?? error) }),
  );
});
process.on('disconnect', () => process.exit(0));
