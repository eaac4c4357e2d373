import { COUPON_KINDS, PASSES, productOf, serviceIdOf, taxIncludedIn } from '@kickoff/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  paymentMethods,
  payments,
  promotionCodes,
  promotions,
  receiptNumbers,
  subscriptions,
  users,
} from '../db/schema/index.js';
import { customerReferenceOf, receiptNoOf } from '../modules/billing/index.js';
import { seedSandboxCard } from '../payments/sandbox/index.js';
import { l10nSchema, readContent } from './content.js';
import { DEMO_PASSES } from './passes.js';
import type { SeedContext } from './seed-context.js';

const DAY = 24 * 60 * 60 * 1000;

/** billing/promotions.json: the demo's coupons and campaign codes (README "Demo codes"). */
const DEMO_PROMOTIONS = readContent(
  'billing/promotions.json',
  z.array(
    z.strictObject({
      source: z.enum(['coupon', 'campaign']),
      title: l10nSchema,
      kind: z.enum(COUPON_KINDS),
      value: z.int().positive(),
      pass: z.enum(PASSES).nullable(),
      single: z
        .strictObject({ prefix: z.string(), count: z.int().positive(), digits: z.int().positive() })
        .optional(),
      code: z.string().optional(),
      totalLimit: z.int().positive().optional(),
      usedUp: z.boolean().optional(),
      validFromDays: z.int(),
      validUntilDays: z.int(),
      usableDays: z.int().positive().nullable(),
    }),
  ),
);

/** The payment provider the demo's saved cards belong to (the built-in sandbox's `name`). */
const DEMO_PROVIDER = 'sandbox';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The billing side of the demo: its promotions and codes; basic@ and premium@ verified for purchase,
 * with a saved 4242 card (so their renewals go through) and the receipt of the period they are in.
 */
export async function seedBilling({ db, clock }: SeedContext): Promise<string> {
  const now = clock.now();
  let codes = 0;
  for (const p of DEMO_PROMOTIONS) {
    const single = p.single
      ? Array.from(
          { length: p.single.count },
          (_, i) => `${p.single?.prefix}${pad(i + 1, p.single?.digits ?? 4)}`,
        )
      : [];
    const [row] = await db
      .insert(promotions)
      .values({
        source: p.source,
        title: p.title,
        kind: p.kind,
        value: p.value,
        pass: p.pass,
        codeType: p.single ? 'single' : 'shared',
        code: p.code ?? null,
        totalLimit: p.totalLimit ?? null,
        usedCount: p.usedUp ? (p.totalLimit ?? 0) : 0,
        validFrom: new Date(now.getTime() + p.validFromDays * DAY),
        validUntil: new Date(now.getTime() + p.validUntilDays * DAY),
        usableDays: p.usableDays,
        createdAt: now,
      })
      .returning({ id: promotions.id });
    if (single.length > 0 && row) {
      await db.insert(promotionCodes).values(single.map((code) => ({ code, promotionId: row.id })));
    }
    codes += single.length + (p.code ? 1 : 0);
  }

  const cardHolders = DEMO_PASSES.filter((p) => p.paidBy === 'card').map((p) => p.email);
  const members = cardHolders.length
    ? await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, cardHolders))
    : [];
  for (const member of members) {
    const email = member.email ?? '';
    await db.update(users).set({ purchaseVerifiedAt: now }).where(eq(users.id, member.id));
    // the card on the sandbox's side (as if once paid at its checkout), then on billing's
    const saved = await seedSandboxCard(
      { db, clock },
      { customerReference: customerReferenceOf(member.id), email, cardNumber: '4242 4242 4242 4242' },
    );
    const [card] = await db
      .insert(paymentMethods)
      .values({
        userId: member.id,
        provider: DEMO_PROVIDER,
        providerMethodId: saved.id,
        brand: saved.brand,
        last4: saved.last4,
        createdAt: now,
      })
      .returning();
    const [sub] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, member.id), ne(subscriptions.status, 'terminated')));
    if (!card || !sub) continue;
    const product = productOf(serviceIdOf(sub.pass, sub.period));
    if (!product) continue;
    const result = (await db.execute(sql`select nextval(${receiptNumbers.seqName}) as n`)) as {
      rows: { n: string | number }[];
    };
    const renewal = sub.createdAt < sub.periodStart;
    await db.insert(payments).values({
      userId: member.id,
      subscriptionId: sub.id,
      kind: renewal ? 'renewal' : 'purchase',
      status: 'paid',
      serviceId: product.serviceId,
      pass: product.pass,
      period: product.period,
      amountJpy: product.priceJpy,
      taxJpy: taxIncludedIn(product.priceJpy),
      receiptNo: receiptNoOf(sub.periodStart, Number(result.rows[0]?.n)),
      paymentMethodId: card.id,
      cardBrand: card.brand,
      cardLast4: card.last4,
      provider: DEMO_PROVIDER,
      providerPaymentId: `py_demo_${sub.id}`,
      idempotencyKey: `demo:${sub.id}:${sub.periodStart.toISOString()}`,
      createdAt: sub.periodStart,
      settledAt: sub.periodStart,
    });
  }
  return `${DEMO_PROMOTIONS.length} promotions, ${codes} codes; ${members.length} members with a saved card`;
}
