import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory with every migration run (an uncompressed tar), when on PGlite. */
    pgliteTemplate: string | undefined;
  }
}

/**
 * The integration tests' global setup. On PGlite, one database is migrated once and dumped, and each
 * test file's database starts as it (harness.ts `createTestDatabase`) instead of being made empty (initdb,
 * in WASM) and migrated. On a slow host (2026-11-29) a database made in a PGlite thread took 3.3–5.5 s
 * and its migrations 0.7–0.9 s; started as the dump, about half the first and none of the second. The
 * PGlite step of `npm test` took 650 s there instead of 801 (vitest's time in tests and their hooks:
 * 808 s instead of 1,140, over two workers).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-pglite-template-'));
  const db = await PGlite.create();
  try {
    await migrate(drizzle({ client: db }), { migrationsFolder });
    const dump = await db.dumpDataDir('none');
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await db.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
