// `npm run bench scale`: the catalogue's queries at scale (1,000,000 games, 200,000 VODs, a year of EPG on
// 20 channels) on PostgreSQL, each beside `SELECT 1` on the same pool. bench/scale.ts does the work (run
// with tsx: it calls the server's repositories); this prints its figures as the other benches do: p50 as
// ours, SELECT 1's p50 as the reference, their ratio, the goal (p50 ≤ 5× SELECT 1 and p99 ≤ 10 ms) and
// p99 with whether the goal is met; then the plans of the slowest query. The seed is kept between runs.
// Without PostgreSQL on BENCH_SCALE_DATABASE_URL's server the part says so and is skipped.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { report } from './lib.mjs';
import { root, tsx } from './server.mjs';

const GOAL_RATIO = 5;
const GOAL_P99_MS = 10;
/** scale.ts's exit code when there is no PostgreSQL to measure. */
const NO_POSTGRES = 3;

/** Runs scale.ts (its progress shown as it comes), bounded by timeoutMs; resolves its JSON answer. */
function runScale(timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [join(root, 'bench/scale.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === NO_POSTGRES) return resolve(null);
      if (code !== 0) return reject(new Error(`bench scale failed (${code ?? 'killed'})`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)));
    });
  });
}

export async function benchScale({ timeoutMs = 900_000 } = {}) {
  const started = Date.now();
  const answer = await runScale(timeoutMs);
  if (!answer) return;
  const seeded = answer.seedSeconds === null ? 'seed reused' : `seeded in ${answer.seedSeconds.toFixed(1)} s`;
  console.log(
    `scale on PostgreSQL: ${seeded}, migrated in ${answer.migrateSeconds.toFixed(1)} s, ${answer.rounds} rounds, step ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const [one, ...rest] = answer.results;
  report({
    name: 'SELECT 1',
    ours: one.p50 * 1000,
    reference: one.p50 * 1000,
    unit: 'µs',
    target: '—',
    control: `p99 ${one.p99.toFixed(2)} ms`,
  });
  let met = 0;
  for (const q of rest) {
    const ratio = q.p50 / one.p50;
    const ok = ratio <= GOAL_RATIO && q.p99 <= GOAL_P99_MS;
    if (ok) met++;
    report({
      name: q.name,
      ours: q.p50 * 1000,
      reference: one.p50 * 1000,
      unit: 'µs',
      ratios: [ratio],
      target: `≤${GOAL_RATIO}× p99≤${GOAL_P99_MS}`,
      control: `p99 ${q.p99.toFixed(2)} ms ${ok ? 'met' : 'MISSED'}`,
    });
  }
  console.log(`scale: goal met by ${met} of ${rest.length}; slowest (p50): ${answer.slowest}`);
  for (const plan of answer.explain) console.log(`\n${plan}`);
}
