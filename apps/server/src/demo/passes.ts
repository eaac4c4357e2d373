import { PASS_PERIODS, PASSES, PAYMENT_METHODS, periodEndOf } from '@kickoff/contract';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { subscriptionEvents, subscriptions, users } from '../db/schema/index.js';
import { readContent } from './content.js';
import type { SeedContext } from './seed-context.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * members/passes.json: the pass each demo member holds (free@ holds none). `startedDaysAgo`: when the
 * period now running began; `memberMonths`: how long ago they first subscribed.
 */
export const DEMO_PASSES = readContent(
  'members/passes.json',
  z.array(
    z.strictObject({
      email: z.string(),
      pass: z.enum(PASSES),
      period: z.enum(PASS_PERIODS),
      paidBy: z.enum(PAYMENT_METHODS),
      startedDaysAgo: z.int().nonnegative(),
      memberMonths: z.int().nonnegative(),
    }),
  ),
);

/**
 * basic@ holds a basic and premium@ a premium monthly pass, in use, paid by card (the my page shows
 * it), each with its first history row. The renewal job renews them at their period end with the card
 * the `billing` step saves for them.
 */
export async function seedPasses({ db, clock }: SeedContext): Promise<string> {
  const now = clock.now();
  const members = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_PASSES.map((p) => p.email),
      ),
    );
  const rows = DEMO_PASSES.flatMap((p) => {
    const member = members.find((m) => m.email === p.email);
    if (!member) return [];
    const periodStart = new Date(now.getTime() - p.startedDaysAgo * DAY);
    const since = new Date(periodStart.getTime() - p.memberMonths * 30 * DAY);
    return [
      {
        userId: member.id,
        pass: p.pass,
        period: p.period,
        status: 'in_use' as const,
        paidBy: p.paidBy,
        periodStart,
        periodEnd: periodEndOf(periodStart, p.period),
        createdAt: since,
        updatedAt: periodStart,
      },
    ];
  });
  if (rows.length > 0) {
    const created = await db.insert(subscriptions).values(rows).returning();
    await db.insert(subscriptionEvents).values(
      created.map((sub) => ({
        subscriptionId: sub.id,
        userId: sub.userId,
        at: sub.createdAt,
        actor: 'operator' as const,
        reason: 'seeded',
        toStatus: sub.status,
        passAfter: sub.pass,
        periodAfter: sub.period,
        periodEndAfter: sub.periodEnd,
      })),
    );
  }
  return rows.map((r) => `${members.find((m) => m.id === r.userId)?.email} ${r.pass} ${r.period}`).join(', ');
}
