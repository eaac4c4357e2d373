#!/usr/bin/env node
// `npm test`: every check and every test, in order, then one closing line "N passed, N failed".
//  0. the system packages the tests need (ffmpeg): stops saying how to install them when missing
//  1. npm run check — Biome (format + lint, zero warnings), tsc, dependency-cruiser and knip
//  2. vitest — unit, component and integration tests (integration on PGlite)
//  3. vitest — the integration tests again on PostgreSQL, when TEST_DATABASE_URL is set
//  4. Playwright journeys in Chromium against the built app
//  5. the web's bundle-size budgets, on the build step 4 made (scripts/bundle-size.mjs)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, '.tmp', 'test-results');
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];
/** Each failed (or, for the journeys, flaky) test by name with the first line of its error: the closing
 * lines name them, so a CI log that keeps only its tail still says which test to look at. */
const named = [];
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 240) ?? '';

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  // what each step took: CI has a time budget (.ci/run, 40 min), and this says which step ate it
  console.log(`━━ ${label}: ${((Date.now() - started) / 60_000).toFixed(1)} min ━━`);
  return result.status === 0;
}

function countVitest(file, label, ok) {
  if (!existsSync(file)) {
    failed += 1;
    problems.push(`${label}: no results were written`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  if (!ok && report.numFailedTests === 0) {
    failed += 1;
    problems.push(`${label}: the runner failed outside a test`);
  } else if (report.numFailedTests > 0) problems.push(`${label}: ${report.numFailedTests} failed`);
  for (const result of report.testResults ?? []) {
    const where = result.name.startsWith(root) ? result.name.slice(root.length + 1) : result.name;
    const tests = result.assertionResults ?? [];
    for (const test of tests) {
      if (test.status === 'failed')
        named.push(`failed: ${where} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
    }
    // a file that failed to load (or in a hook) has no failed test to name
    if (result.status === 'failed' && !tests.some((test) => test.status === 'failed'))
      named.push(`failed: ${where} — ${firstLine(result.message)}`);
  }
}

/** The journeys that failed, or passed only on their retry, from Playwright's JSON report. */
function nameJourneys(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const error = test.results?.find((result) => result.error)?.error?.message;
      const kind = test.status === 'unexpected' ? 'failed' : 'flaky (passed on its retry)';
      named.push(
        `${kind}: [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title} — ${firstLine(error)}`,
      );
    }
  }
  for (const child of suite.suites ?? []) nameJourneys(child);
}

const vitest = (label, file, args, env) => {
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  countVitest(file, label, ok);
};

// the media pipeline's tests run ffmpeg: without it, stop here saying how to install it
const deps = spawnSync(process.execPath, [join(root, 'scripts/system-deps.mjs'), 'test'], {
  stdio: 'inherit',
});
if (deps.status !== 0) process.exit(deps.status ?? 1);

if (!run('check: biome, tsc, boundaries, knip', 'npm', ['run', '--silent', 'check'])) {
  failed += 1;
  problems.push('npm run check failed');
}

vitest('unit, component and integration tests (PGlite)', join(out, 'vitest.json'), [], {
  TEST_DATABASE_URL: '',
});

if (!process.env.REDIS_TEST_URL) {
  console.log(
    '\nREDIS_TEST_URL is not set: the tests of limits shared across instances through Redis are skipped' +
      ' (set REDIS_TEST_URL=redis://127.0.0.1:6379 with a Redis server running to include them).',
  );
}

if (process.env.TEST_DATABASE_URL) {
  vitest('integration tests (PostgreSQL)', join(out, 'vitest-pg.json'), ['--project', 'server-integration']);
} else {
  console.log(
    '\nPostgreSQL integration run skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test,' +
      ' a server where that user may CREATE DATABASE) to run the integration tests on PostgreSQL too.',
  );
}

const e2eFile = join(out, 'playwright.json');
const e2eOk = run(
  'browser journeys (Playwright, Chromium)',
  'npm',
  ['run', '--silent', 'e2e', '--', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile,
  },
);
if (existsSync(e2eFile)) {
  const { stats, suites } = JSON.parse(readFileSync(e2eFile, 'utf8'));
  for (const suite of suites ?? []) nameJourneys(suite);
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  if (stats.unexpected > 0) problems.push(`browser journeys: ${stats.unexpected} failed`);
  if (!e2eOk && stats.unexpected === 0) {
    failed += 1;
    problems.push('browser journeys: the runner failed outside a test');
  }
} else {
  failed += 1;
  problems.push('browser journeys: no results were written');
}

// the build of step 4 is measured; without one (the journeys could not start), build it here
if (!existsSync(join(root, 'apps/web/dist/.vite/manifest.json')))
  run('web build', 'npm', ['run', '--silent', 'build']);
if (
  run('bundle size (first-load JavaScript budgets)', process.execPath, [
    join(root, 'scripts/bundle-size.mjs'),
  ])
)
  passed += 1;
else {
  failed += 1;
  problems.push('bundle size: a budget is exceeded (see above: the page or chunk, and what grew)');
}

console.log('');
for (const line of named.slice(0, 30)) console.log(`  ${line}`);
if (named.length > 30) console.log(`  … and ${named.length - 30} more: the reports are in .tmp/test-results`);
for (const p of problems) console.log(`✗ ${p}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
