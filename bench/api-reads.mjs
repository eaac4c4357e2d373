// API reads: our /api/v2 answer vs bare node:http writing the same bytes, loaded at the same time,
// with an A/A control (the reference against a second copy of itself) on every repetition.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { httpReady, median, pairedLoad, report, startPinned, wrk } from './lib.mjs';
import { seededDataDir, startOurs } from './server.mjs';

/** How long ours is loaded alone before the paired runs (longer than the read cache's time to live). */
const WARM_UP_SECONDS = 12;

async function startReference(port, bodyFile, encoding) {
  const server = await startPinned(process.execPath, [join(import.meta.dirname, 'ref-server.mjs')], {
    env: { PORT: String(port), BODY_FILE: bodyFile, BODY_ENCODING: encoding ?? '' },
    ready: () => httpReady(`http://127.0.0.1:${port}/`),
  });
  return server;
}

export async function benchApiReads({ paths, reps = 3, seconds = 8 }) {
  const port = 18_910;
  const dataDir = await seededDataDir(port);
  const ours = await startOurs(port, dataDir);
  try {
    for (const path of paths) await benchRead({ ours, port, path, reps, seconds });
  } finally {
    await ours.stop();
  }
}

/** One GET's status, headers and bytes as they came on the wire (fetch would decode br and gzip). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * One read of our running server (on `port`) beside the ceiling (ports port+1 and port+2 for the
 * reference and its A/A twin): `reps` held repetitions, reported as req/s, req/CPU-s, p50 and p99.
 * `headers` (e.g. a session cookie) go with our requests only. With `acceptEncoding` (a browser's
 * `gzip, deflate, br, zstd`) our requests ask for a compressed answer and the reference writes the
 * same compressed bytes with the same Content-Encoding: the ceiling of a server that keeps its answers
 * compressed.
 */
export async function benchRead({
  ours,
  port,
  path,
  headers = {},
  reps = 3,
  seconds = 8,
  name = `GET ${path}`,
  acceptEncoding,
}) {
  const url = `http://127.0.0.1:${port}${path}`;
  if (acceptEncoding) headers = { ...headers, 'accept-encoding': acceptEncoding };
  const first = await rawGet(url, headers);
  if (first.status !== 200) throw new Error(`${path}: ${first.status} ${first.body}`);
  const encoding = first.headers['content-encoding'];
  if (acceptEncoding) {
    console.log(`  ${name}: ${first.body.length} bytes on the wire (${encoding ?? 'identity'})`);
    name = `${name} [${encoding ?? 'identity'}]`;
  }
  // ours is loaded alone first, past one time to live of the read cache (10 s), so the paired runs
  // measure the steady answer: started cold, its first 8-s run also held the JIT's first pass over the
  // refill path (the first background refill of the PGlite home took ~100 ms of the thread, later ones
  // 40–60) and its p99 was 4–10× the next runs' (8.8–24 ms against 2.1–5.1, 2026-11-29); what the
  // warm-up saw is printed, not counted
  const warm = await wrk(url, { seconds: WARM_UP_SECONDS, headers });
  console.log(
    `  ${name}: warm-up alone ${WARM_UP_SECONDS} s, ${Math.round(warm.rps)} req/s, p50 ${warm.p50?.toFixed(2)} ms, p99 ${warm.p99?.toFixed(2)} ms (not counted)`,
  );
  const bodyFile = join(mkdtempSync(join(tmpdir(), 'kickoff-ref-')), 'body.json');
  writeFileSync(bodyFile, first.body);
  const refA = await startReference(port + 1, bodyFile, encoding);
  const refB = await startReference(port + 2, bodyFile, encoding);
  const rows = [];
  let attempts = 0;
  try {
    while (rows.length < reps && attempts < reps * 3) {
      attempts++;
      const pair = await pairedLoad(
        { pid: ours.pid, url, headers },
        { pid: refA.pid, url: `http://127.0.0.1:${port + 1}${path}` },
        { seconds },
      );
      // the twin is loaded alone first, so both come to the control warm: against a twin idle since its
      // last control, the reference just paired with ours won it by 2–7% (0.93–0.98 on 2026-11-29, every
      // run discarded); warmed so, the same host gave 0.98–1.01
      await wrk(`http://127.0.0.1:${port + 2}/`, { seconds: 3 });
      const control = await pairedLoad(
        { pid: refB.pid, url: `http://127.0.0.1:${port + 2}/` },
        { pid: refA.pid, url: `http://127.0.0.1:${port + 1}/` },
        { seconds: Math.min(seconds, 5) },
      );
      const figures = [pair.a, pair.b].flatMap((side) => [side.rps, side.p50, side.p99, side.perCpuSecond]);
      if (!figures.every(Number.isFinite)) {
        console.log(
          `  (a figure of wrk's output could not be read: run discarded)\n${pair.a.raw}\n${pair.b.raw}`,
        );
        continue;
      }
      const controlRatio = control.a.rps / control.b.rps;
      if (controlRatio < 0.97 || controlRatio > 1.03) {
        console.log(
          `  (control ${controlRatio.toFixed(3)} outside 0.97–1.03: run discarded; ours ${pair.a.rps.toFixed(1)} req/s p50 ${pair.a.p50.toFixed(2)} ms, ref ${pair.b.rps.toFixed(1)} req/s)`,
        );
        continue;
      }
      if (pair.a.non2xx > 0) throw new Error(`${path}: ${pair.a.non2xx} non-2xx answers under load`);
      rows.push({ pair, controlRatio });
    }
  } finally {
    await refA.stop();
    await refB.stop();
  }
  if (rows.length === 0) {
    console.log(`${path}: no run held its control; figures not reported`);
    return;
  }
  const held = `${rows.length}/${attempts} held`;
  report({
    name: `${name} req/s`,
    ours: median(rows.map((r) => r.pair.a.rps)),
    reference: median(rows.map((r) => r.pair.b.rps)),
    unit: 'req/s',
    ratios: rows.map((r) => r.pair.a.rps / r.pair.b.rps),
    target: 'report',
    control: held,
  });
  report({
    name: `${name} req/CPU-s`,
    ours: median(rows.map((r) => r.pair.a.perCpuSecond)),
    reference: median(rows.map((r) => r.pair.b.perCpuSecond)),
    unit: 'req',
    ratios: rows.map((r) => r.pair.a.perCpuSecond / r.pair.b.perCpuSecond),
    target: 'report',
    control: held,
  });
  for (const p of ['p50', 'p99']) {
    report({
      name: `${name} ${p} ms`,
      ours: median(rows.map((r) => r.pair.a[p])),
      reference: median(rows.map((r) => r.pair.b[p])),
      unit: 'ms',
      ratios: rows.map((r) => r.pair.a[p] / r.pair.b[p]),
      target: 'report',
      control: held,
    });
  }
}
