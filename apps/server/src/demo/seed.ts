import { like } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { appMeta } from '../db/schema/index.js';
import { holdLock, LOCKS } from '../shared/locks.js';
import { seedAccounts } from './accounts.js';
import { seedBilling } from './billing.js';
import { seedCatalogue } from './catalogue/index.js';
import { seedChat } from './chat.js';
import { seedHelp } from './help.js';
import { seedMemberActivity } from './member-activity.js';
import { seedPasses } from './passes.js';
import type { SeedContext } from './seed-context.js';

/** The demo content, one step per domain, in the order they depend on each other. */
const steps: { name: string; run: (ctx: SeedContext) => Promise<string> }[] = [
  { name: 'help', run: seedHelp },
  { name: 'accounts', run: seedAccounts },
  { name: 'passes', run: seedPasses },
  { name: 'billing', run: seedBilling },
  { name: 'catalogue', run: seedCatalogue },
  { name: 'member-activity', run: seedMemberActivity },
  { name: 'chat', run: seedChat },
];

/**
 * Each step leaves its own marker, so a step added later still runs on a database seeded before it.
 * Its value is `{ at }`, the seeding instant the step's content is relative to (the demo calendar
 * reads the catalogue's).
 */
export const markerOf = (step: string) => `demo_seeded:${step}`;
/** The single marker of the first release (help only). */
const LEGACY_KEY = 'demo_seeded';

/**
 * Seeds the demo content: every step not yet done, each marker written in the same transaction as its
 * content. A lock makes a second instance starting at the same moment wait and then skip.
 */
export async function seedDemoOnce(
  ctx: SeedContext,
  progress: (line: string) => void = () => {},
): Promise<'seeded' | 'already'> {
  return ctx.db.transaction(async (tx) => {
    await holdLock(tx, LOCKS.demoSeed);
    const rows = await tx
      .select({ key: appMeta.key })
      .from(appMeta)
      .where(like(appMeta.key, `${LEGACY_KEY}%`));
    const done = new Set(rows.map((r) => r.key));
    if (done.has(LEGACY_KEY)) done.add(markerOf('help'));
    const pending = steps.filter((step) => !done.has(markerOf(step.name)));
    if (pending.length === 0) return 'already';
    const txCtx = { ...ctx, db: tx as unknown as Database };
    const at = ctx.clock.now().toISOString();
    for (const [i, step] of pending.entries()) {
      const started = Date.now();
      const summary = await step.run(txCtx);
      await tx.insert(appMeta).values({ key: markerOf(step.name), value: { at } });
      progress(`  [${i + 1}/${pending.length}] ${step.name}: ${summary} (${Date.now() - started} ms)`);
    }
    return 'seeded';
  });
}
