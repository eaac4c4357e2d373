import { randomBytes } from 'node:crypto';
import { LIMITS, normalizeNickname } from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { accountErrors } from './account.errors.js';
import type { UserRepo } from './user.repo.js';

/**
 * Words no member's nickname may contain (case-insensitive, full-width folded): they would pass for the
 * service or its staff.
 */
export const RESERVED_NICKNAME_WORDS = [
  'admin',
  'operator',
  'kickoff',
  'official',
  'staff',
  'moderator',
  'system',
  '運営',
  '管理者',
  '管理人',
  '公式',
  'スタッフ',
  'キックオフ',
  '운영',
  '관리자',
  '공식',
  '스태프',
  '킥오프',
] as const;

/** NFKC folds full-width Latin (ＡＤＭＩＮ) and half-width kana before the case-insensitive search. */
export function isReservedNickname(nickname: string): boolean {
  const folded = nickname.normalize('NFKC').toLowerCase();
  return RESERVED_NICKNAME_WORDS.some((word) => folded.includes(word));
}

/** How holds and the duplicate check compare nicknames: NFC, lower-case. */
export const nicknameKey = (nickname: string) => normalizeNickname(nickname).toLowerCase();

const HOLD_MS = LIMITS.nickname.duplicateCheckValidMinutes * 60_000;

export interface NicknameServiceDeps {
  db: Database;
  repo: UserRepo;
  clock: Clock;
}

/**
 * The nickname duplicate check of spec §5: a free nickname is held for the checker for 10 minutes, so
 * two people filling in the sign-up form cannot both take it; the check token proves the check.
 */
export function createNicknameService({ db, repo, clock }: NicknameServiceDeps) {
  const checkRequired = () =>
    new AppError(
      'NICKNAME_CHECK_REQUIRED',
      `Check this nickname first (the check is valid for ${LIMITS.nickname.duplicateCheckValidMinutes} minutes).`,
    );

  return {
    /**
     * Checks and holds a nickname. `userId` binds the hold to a logged-in member; `previousToken` (the
     * caller's earlier check) lets the same visitor check again without meeting their own hold.
     */
    async check(
      nickname: string,
      caller: { userId: number | null; previousToken?: string | undefined },
    ): Promise<{ nickname: string; checkToken: string; expiresAt: string }> {
      if (isReservedNickname(nickname)) {
        throw new AppError('NICKNAME_NOT_ALLOWED', 'This nickname cannot be used.');
      }
      const key = nicknameKey(nickname);
      const now = clock.now();
      const hold = await db.transaction(async (tx) => {
        await repo.lockNickname(key, tx);
        if (await repo.nicknameInUse(nickname, tx)) {
          throw accountErrors.nicknameInUse();
        }
        const mine = (h: { token: string; userId: number | null }) =>
          (caller.userId !== null && h.userId === caller.userId) || h.token === caller.previousToken;
        const holds = await repo.activeHolds(key, now, tx);
        if (holds.some((h) => !mine(h))) {
          throw new AppError(
            'NICKNAME_BUSY',
            'Someone is registering this nickname right now. Please try again later or choose another.',
          );
        }
        // one hold per checker: the new one replaces their earlier holds (of any nickname)
        await repo.releaseHolds(
          {
            tokens: [...holds.map((h) => h.token), ...(caller.previousToken ? [caller.previousToken] : [])],
            key,
            expiredBefore: now,
            ...(caller.userId !== null ? { userId: caller.userId } : {}),
          },
          tx,
        );
        return repo.insertHold(
          {
            token: randomBytes(24).toString('base64url'),
            nicknameKey: key,
            nickname,
            userId: caller.userId,
            expiresAt: new Date(now.getTime() + HOLD_MS),
            createdAt: now,
          },
          tx,
        );
      });
      return { nickname: hold.nickname, checkToken: hold.token, expiresAt: hold.expiresAt.toISOString() };
    },

    /**
     * Inside the transaction that sets the nickname: the hold must be for this nickname, unexpired, and
     * unbound or bound to `userId`. It is released; otherwise NICKNAME_CHECK_REQUIRED.
     */
    async takeHold(token: string, nickname: string, userId: number | null, tx: Executor): Promise<void> {
      const hold = await repo.findHold(token, tx);
      const valid =
        hold !== null &&
        hold.nicknameKey === nicknameKey(nickname) &&
        hold.expiresAt > clock.now() &&
        (hold.userId === null || hold.userId === userId);
      if (!valid) throw checkRequired();
      await repo.releaseHolds({ tokens: [token] }, tx);
    },
  };
}
export type NicknameService = ReturnType<typeof createNicknameService>;
