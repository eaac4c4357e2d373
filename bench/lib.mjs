// Benchmark helpers that follow ../shared/BENCHMARKING.md: servers pinned to core 0, load from core 1,
// ours and its reference loaded at the same time, ratios with an A/A control, medians of ≥ 3 runs.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim() || 100);
export const cores = Number(spawnSync('nproc').stdout?.toString().trim() || 1);
/** The command prefix that pins a process to one core (none on a 1-core machine or without taskset). */
export const pin = (core) => (cores > 1 && hasCommand('taskset') ? ['taskset', '-c', String(core)] : []);

export function hasCommand(bin) {
  return spawnSync('sh', ['-c', `command -v ${bin}`], { stdio: 'ignore' }).status === 0;
}

/** Starts a process pinned to core 0; resolves once `ready()` says so (polled), bounded by timeoutMs. */
export async function startPinned(command, args, { env = {}, ready, timeoutMs = 60_000, cwd } = {}) {
  const [first, ...rest] = [...pin(0), command, ...args];
  const child = spawn(first, rest, {
    env: { ...process.env, ...env },
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const started = Date.now();
  while (!(await ready(output).catch(() => false))) {
    if (child.exitCode !== null) throw new Error(`${command} exited early:\n${output}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${command} not ready after ${timeoutMs} ms:\n${output}`);
    }
    await sleep(100);
  }
  return {
    child,
    pid: child.pid,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        // gone already (exited, or killed by a signal: then exitCode stays null)
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/**
 * Runs `command args` to completion with `env` added (killed after timeoutMs); resolves its output
 * (stdout and stderr, trimmed), rejects naming `what` with the output when it fails.
 */
export function runToEnd(command, args, { env = {}, timeoutMs, what }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output.trim());
      else reject(new Error(`${what} failed (${code}):\n${output}`));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function httpReady(url) {
  try {
    const res = await fetch(url);
    return res.ok;
  } catch {
    return false;
  }
}

function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * utime + stime, in seconds, of a process and all its descendants (a server started through
 * taskset and tsx runs in a grandchild process).
 */
export function cpuSeconds(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (!fields) continue;
    const parent = fields[1];
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(entry);
  }
  let total = 0;
  const queue = [String(pid)];
  while (queue.length > 0) {
    const current = queue.pop();
    const fields = statFields(current);
    if (fields) total += Number(fields[11]) + Number(fields[12]);
    queue.push(...(children.get(current) ?? []));
  }
  return total / CLK_TCK;
}

/**
 * Runs wrk from core 1 and parses requests/s and latency percentiles (ms). `headers`: sent on every
 * request; `script`: a wrk Lua script (request pacing, changing paths).
 */
export function wrk(url, { seconds = 8, connections = 50, headers = {}, script } = {}) {
  const [first, ...rest] = [
    ...pin(1),
    'wrk',
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    ...(script ? ['-s', script] : []),
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    '--timeout',
    '5s',
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(first, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk failed:\n${out}`));
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
      const pct = (p) => toMs(new RegExp(`\\s${p}%\\s+([\\d.]+\\w+)`).exec(out)?.[1]);
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
      const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      const socketErrors = errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
      resolve({ rps, p50: pct(50), p99: pct(99), non2xx, socketErrors, raw: out });
    });
  });
}

function toMs(value) {
  if (!value) return Number.NaN;
  const n = Number.parseFloat(value);
  if (value.endsWith('us')) return n / 1000;
  if (value.endsWith('ms')) return n;
  if (value.endsWith('s')) return n * 1000;
  return n;
}

/**
 * Loads two servers at the same time (one wrk each, both on core 1) and reports each one's
 * requests/s, latency and requests per server CPU-second. `a.headers`/`b.headers`: per-side headers.
 */
export async function pairedLoad(a, b, opts) {
  const cpuA0 = cpuSeconds(a.pid);
  const cpuB0 = cpuSeconds(b.pid);
  const [ra, rb] = await Promise.all([
    wrk(a.url, { ...opts, headers: a.headers }),
    wrk(b.url, { ...opts, headers: b.headers }),
  ]);
  const cpuA = cpuSeconds(a.pid) - cpuA0;
  const cpuB = cpuSeconds(b.pid) - cpuB0;
  const secs = opts?.seconds ?? 8;
  return {
    a: { ...ra, perCpuSecond: (ra.rps * secs) / Math.max(cpuA, 0.001) },
    b: { ...rb, perCpuSecond: (rb.rps * secs) / Math.max(cpuB, 0.001) },
  };
}

export const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const fmt = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
/** A ratio: two decimals, or two significant digits below 0.1 (0.0049 is not "0.00"). */
const fmtRatio = (n) => (Number.isFinite(n) && Math.abs(n) < 0.1 && n !== 0 ? n.toPrecision(2) : fmt(n));

/** One line per figure: name, ours, reference, ratio (median, min–max), target, control. */
export function report({ name, ours, reference, unit, ratios, target, control }) {
  const ratio = ratios?.length
    ? `${fmtRatio(median(ratios))} (${fmtRatio(Math.min(...ratios))}–${fmtRatio(Math.max(...ratios))})`
    : '—';
  const line = [
    name.padEnd(34),
    `ours ${fmt(ours, 1)} ${unit}`.padEnd(22),
    `ref ${fmt(reference, 1)} ${unit}`.padEnd(22),
    `ratio ${ratio}`.padEnd(26),
    `target ${target ?? '—'}`.padEnd(18),
    `control ${control ?? '—'}`,
  ].join(' ');
  console.log(line);
}
