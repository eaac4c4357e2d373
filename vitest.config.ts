import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests in one runner (STYLE.md 16):
 * - contract, server-unit, web: rules, services with fakes, components (happy-dom)
 * - server-integration: the real HTTP API against a real database — PGlite by default,
 *   PostgreSQL when TEST_DATABASE_URL is set (each test file gets a database of its own).
 */
export default defineConfig({
  test: {
    // one worker per core (vitest's default leaves one core out: a single worker on the 2-core machines
    // of CI, where the integration tests spend much of their time waiting on sockets, child processes
    // and the database): the PGlite run took 8.5 min instead of 12.1
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          // on PGlite, one database migrated once, which each file's database starts as (harness.ts)
          globalSetup: ['apps/server/test/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./test/setup.ts'],
          // a screen test that types a whole form (sign-up, the inquiry) takes 1–3 s on a quiet machine
          // and went past vitest's default 5 s on a loaded 2-core one (two time-outs, no wrong answer):
          // time is not what these tests check
          testTimeout: 15_000,
        },
      },
    ],
  },
});
