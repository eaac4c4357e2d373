#!/usr/bin/env node
// Makes sure the system packages a command needs are present: installs them with apt-get when it can
// (Debian, root), otherwise stops with the exact command to run. Usage: node scripts/system-deps.mjs start|e2e|test
import { execFileSync, spawnSync } from 'node:child_process';

const NEEDS = {
  start: [{ bin: 'ffmpeg', pkg: 'ffmpeg', why: 'turns the demo video sources into HLS' }],
  test: [{ bin: 'ffmpeg', pkg: 'ffmpeg', why: 'the media pipeline tests encode small videos into HLS' }],
  e2e: [
    { bin: 'chromium', pkg: 'chromium', why: 'runs the browser tests (Playwright drives Debian Chromium)' },
    { bin: 'ffmpeg', pkg: 'ffmpeg', why: 'turns the demo video sources into HLS' },
  ],
  bench: [
    { bin: 'wrk', pkg: 'wrk', why: 'loads the servers in the benchmarks' },
    { bin: 'nginx', pkg: 'nginx', why: 'is the reference origin in the benchmarks' },
    { bin: 'ffmpeg', pkg: 'ffmpeg', why: 'encodes the ladders the playback benchmarks serve' },
    { bin: 'chromium', pkg: 'chromium', why: 'plays the video in the time-to-first-frame benchmark' },
  ],
};
/** CJK fonts, so that Japanese and Korean render in screenshots and browser tests. */
const FONT_PACKAGES = { e2e: ['fonts-noto-cjk'] };

const mode = process.argv[2] ?? 'start';
const needs = NEEDS[mode] ?? [];
const has = (bin) => spawnSync('sh', ['-c', `command -v ${bin}`], { stdio: 'ignore' }).status === 0;
const dpkgHas = (pkg) => spawnSync('dpkg', ['-s', pkg], { stdio: 'ignore' }).status === 0;

const missing = needs.filter((n) => !has(n.bin)).map((n) => n.pkg);
if (has('dpkg')) missing.push(...(FONT_PACKAGES[mode] ?? []).filter((p) => !dpkgHas(p)));
if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!has('apt-get') || !isRoot) {
  const reasons = needs.filter((n) => missing.includes(n.pkg)).map((n) => `  - ${n.pkg}: ${n.why}`);
  console.error(
    [
      `KICKOFF needs these system packages: ${missing.join(', ')}`,
      ...reasons,
      has('apt-get')
        ? `Install them with:\n  sudo ${command}`
        : `Install them with your system's package manager (on Debian/Ubuntu: sudo ${command}).`,
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Installing system packages: ${missing.join(', ')} (apt-get)…`);
try {
  execFileSync('sh', ['-c', 'apt-get update -qq'], { stdio: 'inherit' });
  execFileSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`], {
    stdio: 'inherit',
  });
} catch {
  console.error(`Installing failed. Run it yourself:\n  ${command}`);
  process.exit(1);
}
