import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type ErrorCode, LIMITS, type Locale } from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import type { EmailCodeUse, Mailer } from '../messaging/index.js';
import { emailCodeMessage, smsCodeMessage } from '../messaging/index.js';
import type { CodeChannel, CodeRow, CodesRepo } from './codes.repo.js';

const MINUTE = 60_000;

/**
 * Verification code rules (decisions.md): 6 digits, valid 10 minutes, 5 wrong tries void a code, at most
 * 10 e-mail codes per address and 5 SMS codes per phone in any rolling 24 hours. A verified code must be
 * used (sign-up, reset, change) within an hour of its verification, and only once.
 */
export const CODE_RULES = {
  validMinutes: LIMITS.emailCode.signupValidMinutes,
  maxTries: LIMITS.emailCode.maxWrongTries,
  useWithinMs: 60 * MINUTE,
  dailyWindowMs: 24 * 60 * MINUTE,
  perDay: { email: LIMITS.emailCodesPerDay, sms: LIMITS.phoneCodesPerDay },
} as const;

/** How long a code of this purpose is valid: 10 minutes, the purchase code 30 (spec §9). */
const validMinutesOf = (purpose: string): number =>
  purpose === 'purchase' ? LIMITS.emailCode.purchaseValidMinutes : CODE_RULES.validMinutes;

/** The stored hash of a code that was never sent (password reset for an unknown address): nothing matches it. */
const NEVER_MATCHES = '-';

const PREFIX = { email: 'EMAIL', sms: 'PHONE' } as const;
type CodeError = 'MISMATCH' | 'EXPIRED' | 'NOT_VERIFIED' | 'DAILY_LIMIT';
const codeError = (channel: CodeChannel, kind: CodeError, message: string, fields?: Record<string, string>) =>
  new AppError(`${PREFIX[channel]}_CODE_${kind}` as ErrorCode, message, fields ? { fields } : {});
/** Expired, used, voided by wrong tries, of another purpose or member, or unknown: all look alike. */
const expired = (channel: CodeChannel) =>
  codeError(channel, 'EXPIRED', 'This code has expired or was already used. Send a new one.');

export interface CodeMatch {
  purpose: string;
  /** The member the code was sent for (changes of e-mail or phone). */
  userId?: number;
  /** The social token the code was verified with (social sign-up). */
  snsTokenId?: string;
}

export interface CodesServiceDeps {
  db: Database;
  repo: CodesRepo;
  clock: Clock;
  mailer: Mailer;
  /** Pepper of the code hashes (the session secret). */
  secret: string;
}

/** Sends, verifies and uses e-mail and SMS verification codes. */
export function createCodesService({ db, repo, clock, mailer, secret }: CodesServiceDeps) {
  const hashCode = (channel: CodeChannel, target: string, code: string) =>
    createHmac('sha256', secret).update(`${channel}:${target}:${code}`).digest('base64url');

  const matches = (row: CodeRow, code: string) => {
    const stored = Buffer.from(row.codeHash);
    const given = Buffer.from(hashCode(row.channel, row.target, code));
    return stored.length === given.length && timingSafeEqual(stored, given);
  };

  const triable = (row: CodeRow, now: Date) =>
    row.consumedAt === null && row.expiresAt > now && row.attempts < CODE_RULES.maxTries;

  /** Creates a code row unless the address had its daily share; the count and insert hold one lock. */
  async function issue(
    channel: CodeChannel,
    purpose: string,
    target: string,
    options: { userId?: number | undefined; deliverable: boolean },
  ): Promise<{ id: number; code: string }> {
    const code = String(randomInt(0, 1_000_000)).padStart(LIMITS.emailCode.digits, '0');
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      await repo.lockTarget(channel, target, tx);
      const since = new Date(now.getTime() - CODE_RULES.dailyWindowMs);
      if ((await repo.countSince(channel, target, since, tx)) >= CODE_RULES.perDay[channel]) return null;
      return repo.insert(
        {
          channel,
          purpose,
          target,
          codeHash: options.deliverable ? hashCode(channel, target, code) : NEVER_MATCHES,
          userId: options.userId ?? null,
          expiresAt: new Date(now.getTime() + validMinutesOf(purpose) * MINUTE),
          createdAt: now,
        },
        tx,
      );
    });
    if (!row) {
      throw codeError(
        channel,
        'DAILY_LIMIT',
        `At most ${CODE_RULES.perDay[channel]} codes a day can be sent to this ${channel === 'email' ? 'e-mail address' : 'phone'}. Please try again tomorrow.`,
      );
    }
    return { id: row.id, code };
  }

  /** Why a code cannot be used for `match` now (the error to throw), or null when it can. */
  function refusal(row: CodeRow | null, match: CodeMatch, now: Date, channel: CodeChannel): AppError | null {
    if (!row || row.purpose !== match.purpose) return expired(channel);
    if (match.userId !== undefined && row.userId !== match.userId) return expired(channel);
    if (row.consumedAt) return expired(channel);
    if (!row.verifiedAt) {
      return triable(row, now)
        ? codeError(channel, 'NOT_VERIFIED', 'Verify the code first.')
        : expired(channel);
    }
    if (row.verifiedAt.getTime() <= now.getTime() - CODE_RULES.useWithinMs) return expired(channel);
    if (match.snsTokenId !== undefined && row.snsTokenId !== match.snsTokenId) {
      return codeError(channel, 'NOT_VERIFIED', 'This code was not verified for this social account.');
    }
    return null;
  }

  return {
    /**
     * Sends an e-mail code. With `deliver: false` (password reset for an address no member has) the
     * answer looks the same and counts alike, but nothing is sent and the code can never verify.
     */
    async sendEmailCode(
      purpose: EmailCodeUse,
      email: string,
      options: { userId?: number | undefined; locale: Locale; deliver?: boolean },
    ): Promise<number> {
      const deliver = options.deliver ?? true;
      const { id, code } = await issue('email', purpose, email, {
        userId: options.userId,
        deliverable: deliver,
      });
      if (deliver) {
        const message = emailCodeMessage(purpose, code, validMinutesOf(purpose), options.locale);
        await mailer.sendEmail({ to: email, ...message, devHint: `${purpose} code for ${email}: ${code}` });
      }
      return id;
    },

    async sendPhoneCode(
      purpose: string,
      phone: string,
      options: { userId?: number | undefined; locale: Locale },
    ): Promise<number> {
      const { id, code } = await issue('sms', purpose, phone, { userId: options.userId, deliverable: true });
      const message = smsCodeMessage(code, CODE_RULES.validMinutes, options.locale);
      await mailer.sendSms({ to: phone, ...message, devHint: `${purpose} SMS code for ${phone}: ${code}` });
      return id;
    },

    /**
     * Checks a guess. Right: the code is verified (again: verifying twice is harmless) and, for social
     * sign-up, bound to the social token. Wrong: one try is used (MISMATCH with `fields.remainingTries`);
     * expired, used, voided or unknown: EXPIRED.
     */
    async verify(
      channel: CodeChannel,
      id: number,
      code: string,
      options: { purpose?: string; snsTokenId?: string } = {},
    ): Promise<CodeRow> {
      const now = clock.now();
      const row = await repo.findById(id, channel);
      if (!row || !triable(row, now) || (options.purpose && row.purpose !== options.purpose)) {
        throw expired(channel);
      }
      if (matches(row, code)) {
        const verified = await repo.markVerified(id, channel, now, CODE_RULES.maxTries, options.snsTokenId);
        if (!verified) throw expired(channel);
        return verified;
      }
      const used = await repo.addWrongTry(id, channel, now, CODE_RULES.maxTries);
      if (used === null) throw expired(channel);
      const remaining = CODE_RULES.maxTries - used;
      throw codeError(
        channel,
        'MISMATCH',
        remaining > 0
          ? `The code does not match. ${remaining} ${remaining === 1 ? 'try' : 'tries'} left.`
          : 'The code does not match. It is now void: send a new one.',
        { code: 'mismatch', remainingTries: String(remaining) },
      );
    },

    /** The newest code of `purpose` sent for the member over `channel`, or null (the purchase code). */
    latestFor(channel: CodeChannel, purpose: string, userId: number): Promise<CodeRow | null> {
      return repo.latestFor(channel, purpose, userId);
    },

    /** The verified, unused code for `match`, without using it (to check more before committing). */
    async requireVerified(
      channel: CodeChannel,
      id: number,
      match: CodeMatch,
      tx: Executor = db,
    ): Promise<CodeRow> {
      const row = await repo.findById(id, channel, tx);
      const refused = refusal(row, match, clock.now(), channel);
      if (refused) throw refused;
      return row as CodeRow;
    },

    /**
     * Uses the verified code for `match` inside the caller's transaction (one guarded UPDATE), so two
     * requests with one code cannot both go on. Throws EXPIRED or NOT_VERIFIED otherwise.
     */
    async consume(channel: CodeChannel, id: number, match: CodeMatch, tx: Executor): Promise<CodeRow> {
      const now = clock.now();
      const used = await repo.consume(
        id,
        channel,
        { ...match, verifiedAfter: new Date(now.getTime() - CODE_RULES.useWithinMs) },
        now,
        tx,
      );
      if (used) return used;
      // not usable: say why (or EXPIRED when it changed in between)
      throw refusal(await repo.findById(id, channel, tx), match, now, channel) ?? expired(channel);
    },
  };
}
export type CodesService = ReturnType<typeof createCodesService>;
