// Catalogue reads at scale: a fresh database seeded with the bench catalogue (10,000 games, 20
// channels, 14 days of EPG) and the demo accounts, our server on it (SEED_DEMO=false), a member's
// session cookie, then home, the day's schedule and the day's EPG, each beside the ceiling (bare
// node:http writing the same bytes) with an A/A control, as api-reads.mjs does. On PostgreSQL when
// BENCH_DATABASE_URL is set (a fresh database created there and dropped after), else PGlite in a temp dir.
// The three answers come from the server's read cache once warm (modules/catalogue/read-cache.ts): with
// no catalogue change during the run these are the cached figures (session, score setting and catalogue
// version read per request; the answer itself is cached JSON).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchRead } from './api-reads.mjs';
import { httpReady, runToEnd, startPinned } from './lib.mjs';
import { main, memberCookie, ourEnv, root, tsx } from './server.mjs';

const seedScript = join(root, 'apps/server/src/demo/catalogue/bench-seed.ts');

/** A fresh database: a new one on BENCH_DATABASE_URL's server, else none (PGlite in the server's DATA_DIR). */
async function freshDatabase() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return { label: 'PGlite', url: '', drop: async () => {} };
  const name = `kickoff_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Runs bench-seed.ts to completion (bounded by timeoutMs); its output is shown only on failure. */
function seed(env, timeoutMs = 600_000) {
  return runToEnd(tsx, [seedScript], { env, timeoutMs, what: 'bench seed' });
}

/** What Chromium sends. */
const BROWSER = 'gzip, deflate, br, zstd';

const tokyoToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date()).replaceAll('-', '');

export async function benchCatalogue({ reps = 3, seconds = 8 } = {}) {
  const port = 18_920;
  const dataDir = mkdtempSync(join(tmpdir(), 'kickoff-bench-catalogue-'));
  const database = await freshDatabase();
  let ours;
  try {
    const env = { ...ourEnv(port, dataDir), DATABASE_URL: database.url, SEED_DEMO: 'false' };
    const seeded = await seed(env);
    console.log(`catalogue on ${database.label}: ${seeded.split('\n').at(-1)}`);
    ours = await startPinned(tsx, [main], {
      env,
      ready: () => httpReady(`http://127.0.0.1:${port}/readyz`),
    });
    const headers = { cookie: await memberCookie(port) };
    const today = tokyoToday();
    // as a browser asks (brotli: the read cache's compressed bytes) and, with BENCH_IDENTITY=1, as well
    // without compression (the figures of before compression)
    const codings = process.env.BENCH_IDENTITY ? [BROWSER, undefined] : [BROWSER];
    // BENCH_CATALOGUE_ONLY=home (or schedule, program): only the paths containing it
    const only = process.env.BENCH_CATALOGUE_ONLY;
    const paths = ['/api/v2/home/web', `/api/v2/schedule?date=${today}`, `/api/v2/program/${today}`];
    for (const path of paths.filter((p) => !only || p.includes(only))) {
      const name = `GET ${path.replace(today, 'today')}`;
      for (const acceptEncoding of codings)
        await benchRead({ ours, port, path, headers, reps, seconds, name, acceptEncoding });
    }
  } finally {
    await ours?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
