// Playback (issue 10, 7a–7c), per BENCHMARKING.md. BENCH_PLAYBACK=first-frame, segments or live (or
// several, comma-separated) runs only those parts.
// (a) time to first frame (first-frame.mjs): from the player page's `GET /api/v2/vod/<id>` (its
//     PerformanceResourceTiming startTime) to the first frame the <video> inside <hls-video> presents
//     (requestVideoFrameCallback's presentationTime, the same clock), in headless Chromium (Debian's,
//     pinned to core 1, autoplay allowed, muted) logged in as the demo's premium member, a fresh
//     browser context (empty cache) per run; our server (pinned to core 0) runs the built web app
//     (built first) on the demo's data, its VODs on one ladder the media pipeline encodes from the demo's
//     football source (bench-vod-setup.ts). Beside it, the floor: the ladder's 720p30 rung remuxed to a
//     progressive MP4 (moov first) played by a bare <video src> page served by nginx, timed from setting
//     src to its first frame; and the A/A control, that MP4 again. BENCH_RUNS rounds (20) of the three,
//     the order rotated each round; p50 and p95 of each, ours ÷ MP4, each run's decoded height (a run
//     whose first frame has no picture fails), and where our time went: when each step of the chain
//     ended (video call, player chunk, master, media playlist, init, first segment, frame).
//     BENCH_BASELINE_WEB=<another web build> measures that build too, served by a second instance of
//     ours in the same rounds: a before/after of a change to the page.
// (b) segment requests per server CPU-second through the media origin (token checked on every request,
//     the segment answered from memory) beside nginx (Debian's, 1 worker, sendfile, open_file_cache)
//     serving the same file from disk — both pinned to core 0 and loaded at the same time from core 1,
//     with an A/A control (nginx against a second nginx) on every repetition; one line per file class
//     (a 2 s segment of each rendition, at the contract's bit rates).
// (c) viewers of one live channel the origin sustains with the p99 of their playlist refreshes under
//     50 ms: V viewers = V connections refreshing the delta playlist every 2 s (±0.5 s) and V fetching
//     the newest 720p30 segment every 2 s, V doubled until the p99 passes 50 ms or requests fail;
//     again with the playlists only (segments from a CDN, README "A CDN in front"). The ceiling is nginx
//     serving a static playlist and the same segments with the same load. A capacity cannot be paired:
//     each ramp runs alone on core 0 (ours and nginx alternating, 3 repetitions, medians), and every
//     step is controlled by a canary — nginx on the same core answering 100 light viewers — whose p99
//     must stay under 20 ms, else the host (not the server) set the latency: the step is run again,
//     then the ramp stops and its figure is a lower bound (≥). Beside it, viewers per core: V ÷ the
//     server's CPU share at the largest step held, ours against nginx's.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchFirstFrame } from './first-frame.mjs';
import {
  cpuSeconds,
  httpReady,
  median,
  pairedLoad,
  report,
  runToEnd,
  sleep,
  startPinned,
  wrk,
} from './lib.mjs';
import { startNginx } from './nginx.mjs';
import { main, ourEnv, root, tsx } from './server.mjs';

const setupScript = join(root, 'apps/server/src/media/bench-setup.ts');
const LIVE_TARGET_MS = 50;

/** Runs bench-setup.ts: the ladder, the channel and the tokens (its JSON line). */
async function setup(env, timeoutMs = 300_000) {
  const output = await runToEnd(tsx, [setupScript], { env, timeoutMs, what: 'bench setup' });
  return JSON.parse(output.split('\n').at(-1));
}

/** The other reference of BENCHMARKING.md: bare node:http writing the same bytes from memory. */
async function startBareNode(port, bodyFile) {
  const server = await startPinned(process.execPath, [join(import.meta.dirname, 'ref-server.mjs')], {
    env: { PORT: String(port), BODY_FILE: bodyFile },
    ready: () => httpReady(`http://127.0.0.1:${port}/`),
  });
  server.url = `http://127.0.0.1:${port}/`;
  return server;
}

/** (b): one file class, ours against nginx and against bare node:http, `reps` held repetitions. */
async function benchSegment({ name, ours, oursUrl, nginxA, nginxB, nginxPath, bare, reps, seconds }) {
  const [a, b] = await Promise.all([fetch(oursUrl), fetch(`${nginxA.url}${nginxPath}`)]);
  const [bodyA, bodyB] = await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
  if (a.status !== 200 || b.status !== 200 || bodyA.byteLength !== bodyB.byteLength) {
    throw new Error(
      `${name}: ours ${a.status} ${bodyA.byteLength} B, nginx ${b.status} ${bodyB.byteLength} B`,
    );
  }
  const rows = [];
  let attempts = 0;
  while (rows.length < reps && attempts < reps * 3) {
    attempts++;
    const pair = await pairedLoad(
      { pid: ours.pid, url: oursUrl },
      { pid: nginxA.pid, url: `${nginxA.url}${nginxPath}` },
      { seconds },
    );
    const node = await pairedLoad(
      { pid: ours.pid, url: oursUrl },
      { pid: bare.pid, url: bare.url },
      { seconds },
    );
    const control = await pairedLoad(
      { pid: nginxB.pid, url: `${nginxB.url}${nginxPath}` },
      { pid: nginxA.pid, url: `${nginxA.url}${nginxPath}` },
      { seconds: Math.min(seconds, 5) },
    );
    const controlRatio = control.a.rps / control.b.rps;
    if (controlRatio < 0.97 || controlRatio > 1.03) {
      console.log(`  (control ${controlRatio.toFixed(3)} outside 0.97–1.03: run discarded)`);
      continue;
    }
    if (pair.a.non2xx > 0) throw new Error(`${name}: ${pair.a.non2xx} non-2xx answers under load`);
    rows.push({ ...pair, node });
  }
  if (rows.length === 0) {
    console.log(`${name}: no run held its control; figures not reported`);
    return;
  }
  const held = `${rows.length}/${attempts} held`;
  const perCpu = rows.map((r) => r.a.perCpuSecond / r.b.perCpuSecond);
  report({
    name: `${name} req/CPU-s`,
    ours: median(rows.map((r) => r.a.perCpuSecond)),
    reference: median(rows.map((r) => r.b.perCpuSecond)),
    unit: 'req',
    ratios: perCpu,
    target: `≥ 1.0 ${median(perCpu) >= 1 ? 'met' : 'MISSED'}`,
    control: held,
  });
  report({
    name: `${name} req/CPU-s vs node:http`,
    ours: median(rows.map((r) => r.node.a.perCpuSecond)),
    reference: median(rows.map((r) => r.node.b.perCpuSecond)),
    unit: 'req',
    ratios: rows.map((r) => r.node.a.perCpuSecond / r.node.b.perCpuSecond),
    target: 'report',
    control: held,
  });
  report({
    name: `${name} req/s`,
    ours: median(rows.map((r) => r.a.rps)),
    reference: median(rows.map((r) => r.b.rps)),
    unit: 'req/s',
    ratios: rows.map((r) => r.a.rps / r.b.rps),
    target: 'report',
    control: held,
  });
}

/** A wrk script: each connection asks for `path()` every 2 s ± 0.5 s (its first ask spread the same way). */
function viewerScript(workDir, name, pathExpression) {
  const file = join(workDir, `${name}.lua`);
  writeFileSync(
    file,
    `math.randomseed(os.time())
request = function() return wrk.format("GET", ${pathExpression}) end
delay = function() return math.random(1500, 2500) end
`,
  );
  return file;
}

/** A step counts only if a canary (nginx on the same core, a static playlist, light load) stayed under this. */
const CANARY_MS = 20;
const CANARY_VIEWERS = 100;

/**
 * One step of (c): `viewers` playlist refreshers (and as many segment fetchers) for `seconds`, and the
 * canary beside them: the host's own scheduling delay on core 0, which no server can beat.
 */
async function liveStep({ server, base, scripts, viewers, seconds, withSegments, canary }) {
  const cpu0 = cpuSeconds(server.pid);
  const started = Date.now();
  const [playlists, segments, probe] = await Promise.all([
    wrk(base, { seconds, connections: viewers, script: scripts.playlist }),
    withSegments ? wrk(base, { seconds, connections: viewers, script: scripts.segment }) : null,
    wrk(canary.url, { seconds, connections: CANARY_VIEWERS, script: canary.script }),
  ]);
  const cpu = (cpuSeconds(server.pid) - cpu0) / ((Date.now() - started) / 1000);
  const failed =
    playlists.non2xx + playlists.socketErrors + (segments ? segments.non2xx + segments.socketErrors : 0);
  return { viewers, p99: playlists.p99, segmentP99: segments?.p99, cpu, failed, canaryP99: probe.p99 };
}

/**
 * (c): doubles the viewers until the playlist p99 reaches the target (or requests fail); answers the
 * last step under it. A step whose canary passed CANARY_MS is run again (twice at most), then the ramp
 * stops there: the host, not the server, set that latency.
 */
async function ramp({ from, max, ...step }) {
  let best = null;
  let noisy = false;
  const steps = [];
  for (let viewers = from; viewers <= max; viewers *= 2) {
    let result = await liveStep({ ...step, viewers });
    for (let retry = 0; retry < 2 && !(result.canaryP99 < CANARY_MS); retry++) {
      await sleep(2000);
      result = await liveStep({ ...step, viewers });
    }
    steps.push(result);
    if (!(result.canaryP99 < CANARY_MS)) {
      noisy = true;
      break;
    }
    if (result.failed > 0 || !(result.p99 < LIVE_TARGET_MS)) break;
    best = result;
    await sleep(1000);
  }
  return { best, steps, noisy };
}

/** `npm run bench playback`: the parts BENCH_PLAYBACK names (all three by default). */
export async function benchPlayback({ firstFrameRuns = 20, ...origin } = {}) {
  const parts = (process.env.BENCH_PLAYBACK ?? 'first-frame,segments,live').split(',');
  if (parts.includes('first-frame')) {
    await benchFirstFrame({ runs: firstFrameRuns, baselineWeb: process.env.BENCH_BASELINE_WEB });
  }
  if (parts.includes('segments') || parts.includes('live')) await benchOrigin({ ...origin, parts });
}

/** (b) and (c): the origin beside nginx, on the ladder and channel of bench-setup.ts. */
async function benchOrigin({ reps = 3, seconds = 8, liveSeconds = 10, parts }) {
  const port = 18_930;
  const workDir = mkdtempSync(join(tmpdir(), 'kickoff-bench-playback-'));
  // nginx started as root serves as nobody: the files must be readable by all
  chmodSync(workDir, 0o755);
  const dataDir = join(workDir, 'data');
  const mediaDir = join(workDir, 'media');
  const env = {
    ...ourEnv(port, dataDir),
    MEDIA_DIR: mediaDir,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    SEED_DEMO: 'false',
    DATABASE_URL: '',
  };
  const started = [];
  try {
    const prepared = await setup(env);
    const sizes = Object.entries(prepared.sizes).map(([id, bytes]) => `${id} ${(bytes / 1e6).toFixed(2)} MB`);
    console.log(`playback: one 2 s segment weighs ${sizes.join(', ')}`);
    const ours = await startPinned(tsx, [main], {
      env,
      ready: () => httpReady(`http://127.0.0.1:${port}/readyz`),
    });
    started.push(ours);
    const readyPath = '/360p30/index.m3u8';
    const nginxA = await startNginx(port + 1, prepared.ladderDir, workDir, { readyPath });
    started.push(nginxA);
    const nginxB = await startNginx(port + 2, prepared.ladderDir, workDir, { readyPath });
    started.push(nginxB);
    const media = `http://127.0.0.1:${port}/media`;

    // (b) segments: ours from memory, token checked, beside nginx from disk
    const renditions = parts.includes('segments') ? ['360p30', '720p30', '1080p60'] : [];
    for (const rendition of renditions) {
      const bare = await startBareNode(port + 3, join(prepared.ladderDir, rendition, 'seg-00002.m4s'));
      started.push(bare);
      await benchSegment({
        bare,
        name: `segment ${rendition}`,
        ours,
        oursUrl: `${media}/${prepared.vodToken}/${prepared.vod}/${rendition}/seg-00002.m4s`,
        nginxA,
        nginxB,
        nginxPath: `/${rendition}/seg-00002.m4s`,
        reps,
        seconds,
      });
      await bare.stop();
    }

    // (c) viewers of one live channel
    const live = `/media/${prepared.channelToken}/${prepared.channel}/720p30`;
    const playlist = await fetch(`http://127.0.0.1:${port}${live}/index.m3u8?_HLS_skip=YES`);
    if (playlist.status !== 200)
      throw new Error(`live playlist: ${playlist.status} ${await playlist.text()}`);
    // nginx's stand-in: the same delta playlist as a file, whose segment names are the ladder's
    writeFileSync(join(prepared.ladderDir, '720p30', 'live.m3u8'), await playlist.text());
    const edge = 'math.floor(os.time() / 2) - 2';
    const scripts = {
      ours: {
        playlist: viewerScript(workDir, 'ours-playlist', `"${live}/index.m3u8?_HLS_skip=YES"`),
        segment: viewerScript(workDir, 'ours-segment', `"${live}/seg-" .. (${edge}) .. ".m4s"`),
      },
      nginx: {
        playlist: viewerScript(workDir, 'nginx-playlist', '"/720p30/live.m3u8"'),
        segment: viewerScript(
          workDir,
          'nginx-segment',
          `"/720p30/seg-0000" .. ((${edge}) % 3 + 1) .. ".m4s"`,
        ),
      },
    };
    const canary = { url: nginxB.url, script: viewerScript(workDir, 'canary', '"/720p30/live.m3u8"') };
    for (const withSegments of parts.includes('live') ? [true, false] : []) {
      const label = withSegments ? 'live viewers, playlists + 720p30' : 'live viewers, playlists (CDN)';
      const ourBest = [];
      const refBest = [];
      for (let rep = 0; rep < reps; rep++) {
        const max = Number(process.env.BENCH_MAX_VIEWERS) || 16_000;
        const from = withSegments ? 250 : 1000;
        const common = { withSegments, seconds: liveSeconds, from, max, canary };
        const a = await ramp({
          server: ours,
          base: `http://127.0.0.1:${port}`,
          scripts: scripts.ours,
          ...common,
        });
        const b = await ramp({ server: nginxA, base: nginxA.url, scripts: scripts.nginx, ...common });
        const line = (r) =>
          r.steps
            .map(
              (s) =>
                `${s.viewers}: p99 ${s.p99.toFixed(1)} ms (canary ${s.canaryP99.toFixed(1)}), CPU ${(s.cpu * 100).toFixed(0)}%${s.failed ? `, ${s.failed} failed` : ''}`,
            )
            .join('; ') + (r.noisy ? ' — stopped: host noise' : '');
        console.log(`  ${label} rep ${rep + 1}: ours ${line(a)}`);
        console.log(`  ${label} rep ${rep + 1}: nginx ${line(b)}`);
        ourBest.push(a);
        refBest.push(b);
      }
      const bound = (r) => (r.noisy || !r.best ? '≥' : '');
      report({
        name: `${label} (p99 < ${LIVE_TARGET_MS} ms)`,
        ours: median(ourBest.map((r) => r.best?.viewers ?? 0)),
        reference: median(refBest.map((r) => r.best?.viewers ?? 0)),
        unit: 'viewers',
        ratios: ourBest.map((r, i) => (r.best?.viewers ?? 0) / Math.max(refBest[i].best?.viewers ?? 0, 1)),
        target: `ours ${ourBest.map((r) => `${bound(r)}${r.best?.viewers ?? 0}`).join('/')}`,
        control: `canary < ${CANARY_MS} ms`,
      });
      // what a whole core would serve at the rate of the largest held step: viewers ÷ CPU share
      const perCore = (r) => (r.best ? r.best.viewers / Math.max(r.best.cpu, 0.001) : Number.NaN);
      const held = ourBest
        .map((r, i) => [perCore(r), perCore(refBest[i])])
        .filter(([o, n]) => o > 0 && n > 0);
      report({
        name: `${label} per core`,
        ours: median(held.map(([o]) => o)),
        reference: median(held.map(([, n]) => n)),
        unit: 'viewers',
        ratios: held.map(([o, n]) => o / n),
        target: 'report',
        control: `${held.length}/${reps} ramps held`,
      });
    }
  } finally {
    for (const server of started.reverse()) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}
