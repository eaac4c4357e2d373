#!/usr/bin/env node
// `npm start`: checks system packages, builds the web app when its sources changed, then runs the
// server (migrations, demo content on first start, listen). Signals are passed on to the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`KICKOFF needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
  process.exit(1);
}
if (!existsSync(join(root, 'node_modules', '.bin', 'tsx'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}
const deps = spawnSync(process.execPath, [join(root, 'scripts/system-deps.mjs'), 'start'], {
  stdio: 'inherit',
});
if (deps.status !== 0) process.exit(deps.status ?? 1);

/** Newest modification time of the files below a path. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-ssr') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

const web = join(root, 'apps/web');
// the browser's build and the server's render of the public pages (dist-ssr: apps/web/src/prerender.tsx)
const builtAt = Math.min(newest(join(web, 'dist/index.html')), newest(join(web, 'dist-ssr/prerender.js')));
const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((p) => join(web, p));
const changedAt = Math.max(...sources.map(newest), newest(join(root, 'packages/contract/src')));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Web app sources changed: rebuilding…');
  for (const args of [[], ['--ssr', 'src/prerender.tsx', '--outDir', 'dist-ssr']]) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
      cwd: web,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

// node with tsx's loader, not the tsx CLI: the CLI relays SIGTERM through a 30 ms handshake with its child
// and SIGKILLs a busy server that misses it, skipping the graceful shutdown
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
