import {
  accessEndOf,
  activeSubscription,
  NO_SERVICE_ID,
  type Pass,
  type PassPeriod,
  type PaymentMethod,
  periodEndOf,
  renews,
  scopeOfPass,
  serviceIdOf,
  type Voucher,
} from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { EventBus } from '../../shared/event-bus.js';
import type { PassRepo, SubscriptionRow } from './passes.repo.js';

/** What a member may watch now: the scope array of spec §3 and the pass behind it. */
export interface MemberAccess {
  /** The wire scope array (decisions.md pass table). */
  scope: number[];
  /** The pass product's service id, -1 without a pass. */
  serviceId: number;
  pass: Pass | null;
  /**
   * When this access ends unless renewed (the end of the paid period, or of the grace of a declined
   * renewal), null for a free member.
   */
  until: Date | null;
}

/**
 * Passes held (spec §1, §3 Voucher, §4): the member's access computed from the `subscriptions` table
 * at the injected clock — never cached, so a pass bought, changed or ended counts from the next
 * request. Every write that changes a member's access publishes `pass.changed` after it is stored.
 */
export function createPassService({
  db,
  repo,
  clock,
  bus,
}: {
  db: Database;
  repo: PassRepo;
  clock: Clock;
  bus: Pick<EventBus, 'publish'>;
}) {
  const active = async (userId: number): Promise<SubscriptionRow | null> => {
    const now = clock.now();
    return activeSubscription(await repo.unexpired(userId, now), now);
  };

  return {
    /** The scope every session answer and every playback decision reads. */
    async scopeOf(userId: number): Promise<MemberAccess> {
      const held = await active(userId);
      if (!held) return { scope: scopeOfPass(null), serviceId: NO_SERVICE_ID, pass: null, until: null };
      return {
        scope: scopeOfPass(held.pass),
        serviceId: serviceIdOf(held.pass, held.period),
        pass: held.pass,
        until: accessEndOf(held),
      };
    },

    /** GET /user/sub/scope: the pass the my page shows. */
    async voucherOf(userId: number): Promise<Voucher> {
      const held = await active(userId);
      if (!held) {
        return {
          held: false,
          scope: scopeOfPass(null),
          serviceId: NO_SERVICE_ID,
          pass: null,
          duration: null,
          status: null,
          startDate: null,
          endDate: null,
          renews: false,
          paidBy: null,
        };
      }
      return {
        held: true,
        scope: scopeOfPass(held.pass),
        serviceId: serviceIdOf(held.pass, held.period),
        pass: held.pass,
        duration: held.period,
        status: held.status,
        startDate: held.periodStart.toISOString(),
        endDate: accessEndOf(held).toISOString(),
        renews: renews(held.status, held.paidBy),
        paidBy: held.paidBy,
      };
    },

    /**
     * A pass given now for one period by an operator (billing's purchases go through its own
     * settlement). Publishes `pass.changed`.
     */
    async start(
      userId: number,
      terms: { pass: Pass; period: PassPeriod; paidBy: PaymentMethod },
    ): Promise<SubscriptionRow> {
      const now = clock.now();
      const row = await repo.insert(
        {
          userId,
          ...terms,
          status: 'in_use',
          periodStart: now,
          periodEnd: periodEndOf(now, terms.period),
          createdAt: now,
          updatedAt: now,
        },
        { actor: 'operator', reason: 'granted', at: now },
      );
      await bus.publish({ type: 'pass.changed', userId });
      return row;
    },

    /**
     * Ends every pass of the member now (withdrawal): nothing renews, resumes or gives access any more.
     * Publishes `pass.changed` when there was one. Answers how many ended.
     */
    async endAll(userId: number): Promise<number> {
      const at = clock.now();
      const ended = await db.transaction((tx) =>
        repo.terminateAll(userId, { actor: 'member', reason: 'withdrawal', at }, tx),
      );
      if (ended > 0) await bus.publish({ type: 'pass.changed', userId });
      return ended;
    },
  };
}
export type PassService = ReturnType<typeof createPassService>;
