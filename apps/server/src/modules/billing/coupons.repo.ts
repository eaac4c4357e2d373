import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { memberCoupons, promotionCodes, promotions } from '../../db/schema/index.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;
export type MemberCouponRow = typeof memberCoupons.$inferSelect;

/** A member's registered code with its promotion. */
export interface MemberCouponWithPromotion {
  coupon: MemberCouponRow;
  promotion: PromotionRow;
}

/** All SQL of promotions, their codes and the members' coupons. Every method takes an optional transaction. */
export function createCouponsRepo(db: Database) {
  return {
    /** The promotion a code belongs to (a single-use code of it, or its shared code), or null. */
    async promotionOfCode(
      code: string,
      tx: Executor = db,
    ): Promise<{ promotion: PromotionRow; single: boolean } | null> {
      const [single] = await tx
        .select({ promotion: promotions })
        .from(promotionCodes)
        .innerJoin(promotions, eq(promotions.id, promotionCodes.promotionId))
        .where(eq(promotionCodes.code, code));
      if (single) return { promotion: single.promotion, single: true };
      const [shared] = await tx.select().from(promotions).where(eq(promotions.code, code));
      return shared ? { promotion: shared, single: false } : null;
    },

    /** Whether a single-use code was already redeemed (by anyone). */
    async codeRedeemed(code: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ by: promotionCodes.redeemedBy })
        .from(promotionCodes)
        .where(eq(promotionCodes.code, code));
      return row?.by != null;
    },

    /** Redeems a single-use code for the member if no one has: one guarded UPDATE; false when taken. */
    async redeemSingle(code: string, userId: number, at: Date, tx: Executor): Promise<boolean> {
      const taken = await tx
        .update(promotionCodes)
        .set({ redeemedBy: userId, redeemedAt: at })
        .where(and(eq(promotionCodes.code, code), isNull(promotionCodes.redeemedBy)))
        .returning({ code: promotionCodes.code });
      return taken.length === 1;
    },

    /** Counts one use of a shared code while under its limit: one guarded UPDATE; false at the limit. */
    async countSharedUse(promotionId: number, tx: Executor): Promise<boolean> {
      const counted = await tx
        .update(promotions)
        .set({ usedCount: sql`${promotions.usedCount} + 1` })
        .where(
          and(
            eq(promotions.id, promotionId),
            sql`(${promotions.totalLimit} is null or ${promotions.usedCount} < ${promotions.totalLimit})`,
          ),
        )
        .returning({ id: promotions.id });
      return counted.length === 1;
    },

    /** Registers the code for the member (unique per member and promotion: a second one throws). */
    async insertMemberCoupon(row: typeof memberCoupons.$inferInsert, tx: Executor): Promise<MemberCouponRow> {
      const [created] = await tx.insert(memberCoupons).values(row).returning();
      if (!created) throw new Error('member coupon insert returned nothing');
      return created;
    },

    /** The member's registered codes with their promotions, newest first. */
    async ofMember(userId: number, tx: Executor = db): Promise<MemberCouponWithPromotion[]> {
      const rows = await tx
        .select({ coupon: memberCoupons, promotion: promotions })
        .from(memberCoupons)
        .innerJoin(promotions, eq(promotions.id, memberCoupons.promotionId))
        .where(eq(memberCoupons.userId, userId))
        .orderBy(desc(memberCoupons.id));
      return rows;
    },

    async memberCoupon(id: number, tx: Executor = db): Promise<MemberCouponWithPromotion | null> {
      const [row] = await tx
        .select({ coupon: memberCoupons, promotion: promotions })
        .from(memberCoupons)
        .innerJoin(promotions, eq(promotions.id, memberCoupons.promotionId))
        .where(eq(memberCoupons.id, id));
      return row ?? null;
    },

    /** Marks the coupon used by an order (once: a coupon used already is left as it is). */
    async markUsed(id: number, orderId: string | null, at: Date, tx: Executor): Promise<boolean> {
      const used = await tx
        .update(memberCoupons)
        .set({ usedAt: at, orderId })
        .where(and(eq(memberCoupons.id, id), isNull(memberCoupons.usedAt)))
        .returning({ id: memberCoupons.id });
      return used.length === 1;
    },

    // ── the demo and the tests create promotions ──
    async insertPromotion(row: NewPromotion, tx: Executor = db): Promise<PromotionRow> {
      const [created] = await tx.insert(promotions).values(row).returning();
      if (!created) throw new Error('promotion insert returned nothing');
      return created;
    },

    async insertCodes(promotionId: number, codes: string[], tx: Executor = db): Promise<void> {
      if (codes.length > 0)
        await tx.insert(promotionCodes).values(codes.map((code) => ({ code, promotionId })));
    },
  };
}
export type CouponsRepo = ReturnType<typeof createCouponsRepo>;
