// `npm run bench catalogue` seeds its fresh database with this (run through tsx): the database opened
// the way main.ts opens it (DATABASE_URL, else PGlite in DATA_DIR/pglite), migrated, the demo
// accounts (a member to log in as) and the bench catalogue. Sizes from BENCH_GAMES, BENCH_CHANNELS,
// BENCH_DAYS (defaults 10,000 games, 20 channels, 14 days).
import { join } from 'node:path';
import { systemClock } from '../../clock.js';
import { openDatabase } from '../../db/client.js';
import { seedAccounts } from '../accounts.js';
import { generateBenchCatalogue } from './index.js';

const say = (line: string) => process.stdout.write(`${line}\n`);
const int = (name: string, fallback: number) => Number(process.env[name] || fallback);

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR;
  if (!url && !dataDir) throw new Error('set DATABASE_URL or DATA_DIR');
  const database = await openDatabase(url ? { url } : { pgliteDir: join(dataDir!, 'pglite') });
  try {
    await database.migrate();
    const ctx = { db: database.db, clock: systemClock };
    say(`bench seed: ${await seedAccounts(ctx)}`);
    const started = Date.now();
    const summary = await generateBenchCatalogue(ctx, {
      games: int('BENCH_GAMES', 10_000),
      channels: int('BENCH_CHANNELS', 20),
      days: int('BENCH_DAYS', 14),
    });
    say(`bench seed: ${summary} (${Date.now() - started} ms)`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench seed failed: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
  );
  process.exit(1);
});
