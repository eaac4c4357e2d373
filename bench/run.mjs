#!/usr/bin/env node
// `npm run bench`: every benchmark, one line per figure (BENCHMARKING.md). Bounded: each load step
// lasts ≤ 30 s, every server binds 127.0.0.1 and is stopped at the end.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApiReads } from './api-reads.mjs';
import { benchCatalogue } from './catalogue.mjs';
import { benchChat } from './chat.mjs';
import { profileChat } from './chat-profile.mjs';
import { cores, hasCommand } from './lib.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchLoginStorm } from './login-storm.mjs';
import { benchPlayback } from './playback.mjs';
import { benchScale } from './scale.mjs';
import { benchStartup } from './startup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const deps = spawnSync(process.execPath, [join(root, 'scripts/system-deps.mjs'), 'bench'], {
  stdio: 'inherit',
});
if (deps.status !== 0) process.exit(deps.status ?? 1);
if (cores < 2 || !hasCommand('taskset'))
  console.log('note: fewer than 2 cores or no taskset: servers and load share cores');

const only = process.argv[2];
console.log(
  'name                               ours                   reference              ratio (median, min–max)    target             control',
);
if (!only || only === 'startup') await benchStartup();
if (!only || only === 'api') {
  await benchApiReads({ paths: ['/api/v2/notice/list?pageNo=1', '/api/v2/faq/list?pageNo=1'] });
}
if (!only || only === 'catalogue') {
  await benchCatalogue({
    reps: Number(process.env.BENCH_REPS) || 3,
    seconds: Number(process.env.BENCH_SECONDS) || 8,
  });
}
if (!only || only === 'login') {
  await benchLoginStorm({
    reps: Number(process.env.BENCH_REPS) || 3,
    seconds: Number(process.env.BENCH_SECONDS) || 10,
  });
}
if (!only || only === 'lighthouse') {
  await benchLighthouse({ runs: Number(process.env.BENCH_RUNS) || 3 });
}
if (!only || only === 'scale') await benchScale();
if (!only || only === 'playback') {
  await benchPlayback({
    firstFrameRuns: Number(process.env.BENCH_RUNS) || 20,
    reps: Number(process.env.BENCH_REPS) || 3,
    seconds: Number(process.env.BENCH_SECONDS) || 8,
  });
}
if (!only || only === 'chat') {
  const list = (value, fallback) => (value ? value.split(',').map(Number) : fallback);
  await benchChat({
    clients: list(process.env.BENCH_CHAT_CLIENTS, [1000, 5000]),
    clusterClients: Number(process.env.BENCH_CHAT_CLUSTER_CLIENTS ?? 1000),
    reps: Number(process.env.BENCH_REPS) || 3,
    seconds: Number(process.env.BENCH_SECONDS) || 10,
    rate: Number(process.env.BENCH_CHAT_RATE) || undefined,
  });
}
if (only === 'chat-profile') {
  await profileChat({
    clients: Number(process.env.BENCH_CHAT_CLIENTS?.split(',')[0]) || 1000,
    seconds: Number(process.env.BENCH_SECONDS) || 10,
    rate: Number(process.env.BENCH_CHAT_RATE) || undefined,
  });
}
