import type { Locale, MemberCoupon, Voucher } from '@kickoff/contract';
import { AppError } from '../../shared/app-error.js';
import { holdLock, LOCKS } from '../../shared/locks.js';
import { uniqueViolation } from '../../shared/unique-violation.js';
import type { PassService } from '../passes/index.js';
import type { PromotionRow } from './coupons.repo.js';
import type { BillingDeps } from './deps.js';
import { currentOf } from './lifecycle.js';
import { presentCoupon } from './present.js';

const DAY = 24 * 60 * 60 * 1000;

/** Which page a code is registered on: /purchase/coupon or /purchase/campaign. */
export type CodeSource = PromotionRow['source'];

const alreadyUsed = () =>
  new AppError('COUPON_ALREADY_USED', 'This code was already used (or its promotion has run out).');

/**
 * Coupons and campaign codes (issue 11, spec §8 "Coupons"). A code is checked in this order: unknown
 * or of the other page → COUPON_INVALID; before its window → COUPON_NOT_IN_VALID_TIME; after →
 * COUPON_EXPIRED; this member registered the promotion, a single-use code taken or a shared code at its
 * limit → COUPON_ALREADY_USED; free days while holding a pass → COUPON_PASS_HELD; a second free-days
 * promotion, or a second discount while one waits unused → COUPON_CONFLICT. The redemption itself is
 * one guarded UPDATE (single-use: `redeemed_by IS NULL`; shared: `used_count < total_limit`) plus the
 * member's row, unique per promotion, in one transaction: any number of requests at once, one wins.
 */
export function createCouponService(deps: BillingDeps & { passes: Pick<PassService, 'voucherOf'> }) {
  const { db, clock, bus, coupons, subscriptions, passes } = deps;

  return {
    async register(
      userId: number,
      source: CodeSource,
      code: string,
      locale: Locale,
    ): Promise<{ coupon: MemberCoupon; voucher: Voucher }> {
      const now = clock.now();
      const found = await coupons.promotionOfCode(code);
      if (!found || found.promotion.source !== source) {
        throw new AppError('COUPON_INVALID', `This is not a valid ${source} code.`);
      }
      const { promotion, single } = found;
      if (now < promotion.validFrom) {
        throw new AppError('COUPON_NOT_IN_VALID_TIME', 'This code cannot be used yet.');
      }
      if (now >= promotion.validUntil) throw new AppError('COUPON_EXPIRED', 'This code has expired.');
      const freeDays = promotion.kind === 'free_days';

      let registered: Awaited<ReturnType<typeof coupons.insertMemberCoupon>>;
      try {
        registered = await db.transaction(async (tx) => {
          await holdLock(tx, LOCKS.billing(userId));
          const mine = await coupons.ofMember(userId, tx);
          if (mine.some((m) => m.promotion.id === promotion.id)) throw alreadyUsed();
          if (single && (await coupons.codeRedeemed(code, tx))) throw alreadyUsed();
          if (freeDays) {
            const held = currentOf(await subscriptions.ofMember(userId, tx, true), now);
            if (held) {
              throw new AppError('COUPON_PASS_HELD', 'This code is for members without a pass.');
            }
            if (mine.some((m) => m.promotion.kind === 'free_days')) {
              throw new AppError(
                'COUPON_CONFLICT',
                'A free-days promotion was already used on this account.',
              );
            }
          } else if (
            mine.some(
              (m) =>
                m.promotion.kind !== 'free_days' &&
                !m.coupon.usedAt &&
                (!m.coupon.usableUntil || m.coupon.usableUntil > now),
            )
          ) {
            throw new AppError('COUPON_CONFLICT', 'A discount is already registered: use it first.');
          }
          const redeemed = single
            ? await coupons.redeemSingle(code, userId, now, tx)
            : await coupons.countSharedUse(promotion.id, tx);
          if (!redeemed) throw alreadyUsed();
          const usableUntil = freeDays
            ? null
            : promotion.usableDays
              ? new Date(now.getTime() + promotion.usableDays * DAY)
              : promotion.validUntil;
          const coupon = await coupons.insertMemberCoupon(
            {
              userId,
              promotionId: promotion.id,
              code,
              registeredAt: now,
              usableUntil,
              usedAt: freeDays ? now : null,
            },
            tx,
          );
          if (freeDays) {
            await subscriptions.insert(
              {
                userId,
                pass: promotion.pass ?? 'premium',
                period: 'monthly',
                status: 'in_use',
                paidBy: 'coupon',
                periodStart: now,
                periodEnd: new Date(now.getTime() + promotion.value * DAY),
                createdAt: now,
                updatedAt: now,
              },
              { actor: 'member', reason: `coupon:${code}`, at: now },
              tx,
            );
          }
          return coupon;
        });
      } catch (error) {
        // the member's row for this promotion exists: a request of theirs registered it meanwhile
        if (uniqueViolation(error) !== null) throw alreadyUsed();
        throw error;
      }
      if (freeDays) await bus.publish({ type: 'pass.changed', userId });
      return {
        coupon: presentCoupon({ coupon: registered, promotion }, now, locale),
        voucher: await passes.voucherOf(userId),
      };
    },
  };
}
