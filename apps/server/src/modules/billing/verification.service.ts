import { type Locale, starEmail } from '@kickoff/contract';
import { AppError } from '../../shared/app-error.js';
import type { CodesService } from '../account/index.js';
import type { BillingDeps } from './deps.js';

const PURPOSE = 'purchase';

const expired = (cause?: unknown) =>
  new AppError('PURCHASE_CODE_EXPIRED', 'This code has expired or was already used. Send a new one.', {
    cause,
  });

/**
 * Purchase verification (spec §9): an e-mail code valid 30 minutes, sent and checked through the same
 * code service as sign-up (6 digits, 5 wrong tries, the daily limit of the address); once checked, the
 * member stays verified (`users.purchase_verified_at`).
 */
export function createPurchaseVerification(
  deps: Pick<BillingDeps, 'db' | 'clock' | 'repo'> & {
    codes: Pick<CodesService, 'sendEmailCode' | 'latestFor' | 'verify' | 'consume'>;
  },
) {
  const { db, clock, repo, codes } = deps;
  return {
    /** Sends the code to the member's e-mail; answers where (starred) and until when it is valid. */
    async send(member: { id: number; email: string | null }, locale: Locale) {
      if (!member.email) {
        throw new AppError('BAD_REQUEST', 'Your account has no e-mail address to send the code to.');
      }
      await codes.sendEmailCode(PURPOSE, member.email, { userId: member.id, locale });
      const sent = await codes.latestFor('email', PURPOSE, member.id);
      if (!sent) throw new Error('a purchase code was sent but not stored');
      return { sentTo: starEmail(member.email), expiresAt: sent.expiresAt.toISOString() };
    },

    /** Checks the newest code sent to the member: right → verified for good; wrong → MISMATCH, tries left. */
    async verify(userId: number, code: string): Promise<void> {
      const sent = await codes.latestFor('email', PURPOSE, userId);
      if (!sent) throw expired();
      try {
        await codes.verify('email', sent.id, code, { purpose: PURPOSE });
      } catch (error) {
        if (error instanceof AppError && error.code === 'EMAIL_CODE_MISMATCH') {
          throw new AppError('PURCHASE_CODE_MISMATCH', error.message, {
            ...(error.fields ? { fields: error.fields } : {}),
          });
        }
        if (error instanceof AppError && error.code.startsWith('EMAIL_CODE_')) throw expired(error);
        throw error;
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        try {
          await codes.consume('email', sent.id, { purpose: PURPOSE, userId }, tx);
        } catch (error) {
          // a second verify of the same code at once: the first one used it and verified the member
          if (!(await repo.purchaseVerifiedAt(userId, tx))) throw expired(error);
          return;
        }
        await repo.markPurchaseVerified(userId, now, tx);
      });
    },
  };
}
