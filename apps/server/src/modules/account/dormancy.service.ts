import { LIMITS } from '@kickoff/contract';
import type { Database } from '../../db/client.js';
import { LOCKS, tryHoldLock } from '../../shared/locks.js';
import type { UserRepo } from './user.repo.js';

const DAY = 24 * 60 * 60 * 1000;

/** Dormant accounts (decisions.md: idle LIMITS.dormantAfterDays days), run by the dormancy job. */
export function createDormancyService({ db, users }: { db: Database; users: Pick<UserRepo, 'markDormant'> }) {
  return {
    /**
     * Marks the members idle for LIMITS.dormantAfterDays days dormant. Leader-safe: the run holds a transaction-scoped
     * advisory lock, and an instance that cannot take it skips the run (another instance is doing it).
     * Answers how many members became dormant, or null when skipped.
     */
    markIdleDormant(now: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        if (!(await tryHoldLock(tx, LOCKS.dormancy))) return null;
        const ids = await users.markDormant(new Date(now.getTime() - LIMITS.dormantAfterDays * DAY), now, tx);
        return ids.length;
      });
    },
  };
}
export type DormancyService = ReturnType<typeof createDormancyService>;
