import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { appMeta } from '../db/schema/index.js';
import { seedAccounts } from './accounts.js';
import { seedHelp } from './help.js';

export interface SeedContext {
  db: Database;
  clock: Clock;
}

/** The demo content, one step per domain, in the order they depend on each other. */
const steps: { name: string; run: (ctx: SeedContext) => Promise<string> }[] = [
  { name: 'help', run: seedHelp },
  { name: 'accounts', run: seedAccounts },
];

const SEEDED_KEY = 'demo_seeded';

/**
 * Seeds the demo content once. The marker row is written in the same transaction as the content,
 * and a lock makes a second instance starting at the same moment wait and then skip.
 */
export async function seedDemoOnce(
  ctx: SeedContext,
  progress: (line: string) => void = () => {},
): Promise<'seeded' | 'already'> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(4242002)`);
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
    if (done) return 'already';
    const txCtx = { ...ctx, db: tx as unknown as Database };
    for (const [i, step] of steps.entries()) {
      const started = Date.now();
      const summary = await step.run(txCtx);
      progress(`  [${i + 1}/${steps.length}] ${step.name}: ${summary} (${Date.now() - started} ms)`);
    }
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: { at: ctx.clock.now().toISOString() } });
    return 'seeded';
  });
}
