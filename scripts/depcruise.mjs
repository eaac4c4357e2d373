#!/usr/bin/env node
// `npm run boundaries`: dependency-cruiser over the whole repository with .dependency-cruiser.cjs.
// dependency-cruiser reads TypeScript through the TypeScript compiler API (versions 2–6); this repo
// type-checks with TypeScript 7, whose package has no such API. So the cruiser alone is handed
// TypeScript 5 (the `typescript5` alias in devDependencies) when it asks for `typescript`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const hook = join(root, 'scripts', 'depcruise-typescript5.mjs');
const cli = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const targets = [
  'packages/contract/src',
  'apps/server/src',
  'apps/server/test',
  'apps/web/src',
  'apps/web/test',
  'e2e',
];
const args = process.argv.slice(2);
const result = spawnSync(
  process.execPath,
  [
    '--import',
    pathToFileURL(hook).href,
    cli,
    ...targets,
    '--config',
    '.dependency-cruiser.cjs',
    ...(args.length ? args : ['--output-type', 'err']),
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
