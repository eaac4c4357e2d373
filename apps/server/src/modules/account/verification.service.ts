import { type EmailCodePurpose, type Locale, maskPhone, starEmail } from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { accountErrors } from './account.errors.js';
import type { CodesService } from './codes.service.js';
import { checkPassword, hashPassword, type LoginLock, lockKeyOf } from './passwords.js';
import type { UserRow } from './session.repo.js';
import { hashToken, type SessionService } from './session.service.js';
import type { UserRepo } from './user.repo.js';

export interface VerificationServiceDeps {
  db: Database;
  users: UserRepo;
  codes: CodesService;
  sessions: SessionService;
  lock: LoginLock;
  clock: Clock;
}

/**
 * The public code flows of spec §2 /account: sending and verifying e-mail and phone codes for each
 * purpose, the social sign-up e-mail, password reset by e-mail and finding an e-mail by phone.
 */
export function createVerificationService({
  db,
  users,
  codes,
  sessions,
  lock,
  clock,
}: VerificationServiceDeps) {
  return {
    /**
     * POST /emailCodes. signup/sns: the address must be free. update: the logged-in member's new address
     * (different, free). reset: an unknown address gets the same answer but nothing is sent.
     */
    async sendEmailCode(
      purpose: EmailCodePurpose,
      email: string,
      caller: { member: UserRow | null; locale: Locale },
    ): Promise<number> {
      const { member, locale } = caller;
      if (purpose === 'signup' || purpose === 'sns') {
        if (await users.emailInUse(email)) throw accountErrors.emailInUse();
        return codes.sendEmailCode(purpose, email, { locale });
      }
      if (purpose === 'update') {
        if (!member) throw new AppError('UNAUTHORIZED', 'Login required');
        if (member.email === email) {
          throw accountErrors.emailSame();
        }
        if (await users.emailInUse(email)) throw accountErrors.emailInUse();
        return codes.sendEmailCode(purpose, email, { locale, userId: member.id });
      }
      const owner = await users.findByEmail(email);
      return codes.sendEmailCode(purpose, email, { locale, deliver: owner !== null, userId: owner?.id });
    },

    /** POST /emailCodes/verifySnsEmail: verifies a `sns` code and binds it to the social token. */
    async verifySnsEmail(
      emailCodeId: number,
      code: string,
      accessToken: string,
    ): Promise<{ email: string; snsCodeId: number }> {
      const tokenId = hashToken(accessToken);
      const token = await users.usableSnsToken(tokenId, clock.now());
      if (!token) {
        throw accountErrors.snsTokenInvalid();
      }
      const row = await codes.verify('email', emailCodeId, code, { purpose: 'sns', snsTokenId: tokenId });
      return { email: row.target, snsCodeId: row.id };
    },

    /**
     * POST /emailCodes/reset: a verified `reset` code sets a new password (different from the old one),
     * ends every session of the member, clears the login lock and a forced password change (6 → 1).
     */
    async resetPassword(emailCodeId: number, password: string): Promise<void> {
      const code = await codes.requireVerified('email', emailCodeId, { purpose: 'reset' });
      const user = await users.findByEmail(code.target);
      if (!user) throw new AppError('EMAIL_CODE_EXPIRED', 'This code has expired or was already used.');
      if (await checkPassword(user.passwordHash, password)) {
        throw accountErrors.passwordSame();
      }
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await codes.consume('email', emailCodeId, { purpose: 'reset' }, tx);
        await users.update(
          user.id,
          { passwordHash, status: user.status === 6 ? 1 : user.status, updatedAt: clock.now() },
          tx,
        );
      });
      await sessions.endAll(user.id, 'password_changed');
      await lock.succeeded(lockKeyOf(user));
    },

    /** POST /phoneCodes: update is for the logged-in member's new number (different from the current). */
    async sendPhoneCode(
      purpose: 'findEmail' | 'update',
      phone: string,
      caller: { member: UserRow | null; locale: Locale },
    ): Promise<number> {
      const { member, locale } = caller;
      if (purpose === 'update') {
        if (!member) throw new AppError('UNAUTHORIZED', 'Login required');
        if (member.phone === phone) {
          throw accountErrors.phoneSame();
        }
        return codes.sendPhoneCode(purpose, phone, { locale, userId: member.id });
      }
      return codes.sendPhoneCode(purpose, phone, { locale });
    },

    /** POST /phoneCodes/findEmail: uses a verified `findEmail` code; the starred e-mails on that phone. */
    async findEmail(phoneCodeId: number) {
      const code = await db.transaction((tx) =>
        codes.consume('sms', phoneCodeId, { purpose: 'findEmail' }, tx),
      );
      const accounts = await users.accountsByPhone(code.target);
      const withEmail = accounts.filter((a) => a.email !== null);
      if (withEmail.length === 0) {
        throw new AppError('ACCOUNT_NOT_FOUND', 'No account uses this phone number.');
      }
      return {
        phone: maskPhone(code.target),
        accounts: withEmail.map((a) => ({
          email: starEmail(a.email),
          createdAt: a.createdAt.toISOString(),
          sns: a.sns,
        })),
      };
    },
  };
}
