import {
  type Gender,
  LIMITS,
  normalizeName,
  type Profile,
  type SnsProvider,
  type WITHDRAW_REASONS,
} from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import type { EventBus } from '../../shared/event-bus.js';
import type { OutboxRepo } from '../messaging/index.js';
import type { PassService } from '../passes/index.js';
import { accountErrors, asConflict } from './account.errors.js';
import type { CodesRepo } from './codes.repo.js';
import type { CodesService } from './codes.service.js';
import type { LoginService } from './login.service.js';
import type { NicknameService } from './nickname.service.js';
import { checkPassword, hashPassword } from './passwords.js';
import type { UserRow } from './session.repo.js';
import type { SessionService } from './session.service.js';
import type { UserRepo } from './user.repo.js';

const DAY = 24 * 60 * 60 * 1000;
const STATUS = { ACTIVE: 1, MUST_CHANGE_PASSWORD: 6, DETAILS: [11, 14], MUST_UPDATE_EMAIL: 12, DORMANT: 21 };

/** When the nickname may next change (30 days after the last change), or null when it may now. */
export function nicknameChangeableAt(user: Pick<UserRow, 'nicknameChangedAt'>, now: Date): Date | null {
  if (!user.nicknameChangedAt) return null;
  const at = new Date(user.nicknameChangedAt.getTime() + LIMITS.nickname.changeAfterDays * DAY);
  return at > now ? at : null;
}

/** Names compare without case, width or spaces: 'ヤマダ タロウ' matches 'ヤマダタロウ'. */
const comparableName = (name: string) =>
  normalizeName(name).normalize('NFKC').replace(/\s+/g, '').toLowerCase();

export interface ProfileServiceDeps {
  db: Database;
  users: UserRepo;
  codes: CodesService;
  codesRepo: CodesRepo;
  outbox: OutboxRepo;
  nicknames: NicknameService;
  login: LoginService;
  sessions: SessionService;
  /** Withdrawal ends the member's passes. */
  passes: Pick<PassService, 'endAll'>;
  /** Every change of a member's own record is published as `member.changed` (views of them are stale). */
  bus: Pick<EventBus, 'publish'>;
  clock: Clock;
}

/** The logged-in member's own record: reading, changes, withdrawal and reactivation. */
export function createProfileService(deps: ProfileServiceDeps) {
  const { db, users, codes, codesRepo, outbox, nicknames, login, sessions, passes, bus, clock } = deps;
  const changed = (userId: number) => bus.publish({ type: 'member.changed', userId });
  const fromStatus = (user: UserRow, from: number[]) =>
    from.includes(user.status) ? STATUS.ACTIVE : user.status;

  return {
    async profile(user: UserRow): Promise<Profile> {
      const providers = await users.snsProviders(user.id);
      return {
        userId: user.id,
        email: user.email,
        name: user.name,
        birthDate: user.birthDate,
        gender: user.gender,
        phone: user.phone,
        nickname: user.nickname,
        nicknameChangeableAt: nicknameChangeableAt(user, clock.now())?.toISOString() ?? null,
        marketingAgreed: user.marketingAgreed,
        snsProviders: providers as SnsProvider[],
        hasPassword: user.passwordHash !== null,
        createdAt: user.createdAt.toISOString(),
      };
    },

    /**
     * PUT /change/password: the current password when the member has one (a social-only member sets a
     * first one without), a different new one. Ends the member's other sessions; clears status 6.
     */
    async changePassword(
      user: UserRow,
      body: { currentPassword?: string | undefined; password: string },
      keepSessionId: string,
    ): Promise<void> {
      if (user.passwordHash) {
        await login.reauthenticate(user, body.currentPassword, 'currentPassword');
        if (await checkPassword(user.passwordHash, body.password)) {
          throw accountErrors.passwordSame();
        }
      }
      const passwordHash = await hashPassword(body.password);
      await users.update(user.id, {
        passwordHash,
        status: fromStatus(user, [STATUS.MUST_CHANGE_PASSWORD]),
        updatedAt: clock.now(),
      });
      await sessions.endAll(user.id, 'password_changed', keepSessionId);
      // the kept session's member now has a password (sessions kept in memory read it again)
      await changed(user.id);
    },

    /** PUT /email/byCode: the new address of a verified `update` code of this member; clears status 12. */
    async updateEmail(user: UserRow, emailCodeId: number, keepSessionId: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const code = await codes.consume('email', emailCodeId, { purpose: 'update', userId: user.id }, tx);
          if (code.target === user.email) {
            throw accountErrors.emailSame();
          }
          await users.update(
            user.id,
            {
              email: code.target,
              status: fromStatus(user, [STATUS.MUST_UPDATE_EMAIL]),
              updatedAt: clock.now(),
            },
            tx,
          );
        });
      } catch (error) {
        throw asConflict(error);
      }
      // the sign-in name changed: auto-login elsewhere ends (spec §8 "auto-login cleared after account change")
      await changed(user.id);
      await sessions.endAll(user.id, 'account_changed', keepSessionId);
    },

    /** PUT /phone/byCode: the new number of a verified `update` phone code of this member. */
    async updatePhone(user: UserRow, phoneCodeId: number): Promise<void> {
      const pending = await codes.requireVerified('sms', phoneCodeId, { purpose: 'update', userId: user.id });
      if (pending.target === user.phone) {
        throw accountErrors.phoneSame();
      }
      await db.transaction(async (tx) => {
        const code = await codes.consume('sms', phoneCodeId, { purpose: 'update', userId: user.id }, tx);
        await users.update(user.id, { phone: code.target, updatedAt: clock.now() }, tx);
      });
      await changed(user.id);
    },

    /** PUT /change/profile: name, birth date, gender, marketing consent; clears status 11 and 14. */
    async changeProfile(
      user: UserRow,
      body: { name: string; birthDate: string; gender: Gender; marketing?: boolean | undefined },
    ): Promise<void> {
      await users.update(user.id, {
        name: body.name,
        birthDate: body.birthDate,
        gender: body.gender,
        ...(body.marketing !== undefined ? { marketingAgreed: body.marketing } : {}),
        status: fromStatus(user, STATUS.DETAILS),
        updatedAt: clock.now(),
      });
      await changed(user.id);
    },

    /**
     * PUT /change/nickname: at most once in 30 days (the nickname given at sign-up is not a change),
     * with a duplicate-check hold of this member (or unbound) for that nickname.
     */
    async changeNickname(user: UserRow, body: { nickname: string; checkToken: string }): Promise<void> {
      const now = clock.now();
      const next = nicknameChangeableAt(user, now);
      if (next) {
        throw new AppError(
          'NICKNAME_CHANGE_TOO_SOON',
          `The nickname can be changed again from ${next.toISOString()}.`,
          { fields: { nicknameChangeableAt: next.toISOString() } },
        );
      }
      try {
        await db.transaction(async (tx) => {
          await nicknames.takeHold(body.checkToken, body.nickname, user.id, tx);
          await users.update(
            user.id,
            { nickname: body.nickname, nicknameChangedAt: now, updatedAt: now },
            tx,
          );
        });
      } catch (error) {
        throw asConflict(error);
      }
      await changed(user.id);
    },

    /**
     * DELETE /withdraw: in one transaction every personal field is cleared (the row stays, status 99),
     * social links, nickname holds, codes and e-mails to the address are deleted; then the member's
     * passes end (nothing renews) and every session ends. Inquiries keep their rows (the support
     * history of what was asked and answered).
     */
    async withdraw(
      user: UserRow,
      query: { reason: (typeof WITHDRAW_REASONS)[number]; detail?: string | undefined },
    ): Promise<void> {
      const now = clock.now();
      const reason = query.detail ? `${query.reason}: ${query.detail}` : query.reason;
      await db.transaction(async (tx) => {
        await users.anonymise(user.id, now, reason, tx);
        await users.releaseHolds({ userId: user.id }, tx);
        await codesRepo.deleteFor(user.id, user.email, tx);
        if (user.email) await outbox.deleteFor(user.email, tx);
      });
      await passes.endAll(user.id);
      await changed(user.id);
      await sessions.endAll(user.id, 'withdrawn');
    },

    /** PUT /activate/account: a dormant member (21) proves their name and birth date and is active again. */
    async activate(user: UserRow, body: { name: string; birthDate: string }): Promise<void> {
      if (user.status !== STATUS.DORMANT) throw new AppError('NOT_DORMANT', 'This account is not dormant.');
      const same =
        user.name !== null &&
        comparableName(user.name) === comparableName(body.name) &&
        user.birthDate === body.birthDate;
      if (!same) {
        throw new AppError('PROFILE_MISMATCH', 'The name or birth date does not match the account.');
      }
      const now = clock.now();
      await users.update(user.id, { status: STATUS.ACTIVE, lastActiveAt: now, updatedAt: now });
      await changed(user.id);
    },
  };
}
