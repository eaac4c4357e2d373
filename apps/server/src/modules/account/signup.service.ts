import type { Locale, SignupBody, SnsProvider } from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { accountErrors, asConflict } from './account.errors.js';
import type { CodesService } from './codes.service.js';
import type { NicknameService } from './nickname.service.js';
import { hashPassword } from './passwords.js';
import type { UserRow } from './session.repo.js';
import { hashToken } from './session.service.js';
import type { SnsTokenRow, UserRepo } from './user.repo.js';

export interface SignupServiceDeps {
  db: Database;
  users: UserRepo;
  codes: CodesService;
  nicknames: NicknameService;
  clock: Clock;
}

export function createSignupService({ db, users, codes, nicknames, clock }: SignupServiceDeps) {
  return {
    /** POST /email: free for a new account, or 409 EMAIL_IN_USE. */
    async assertEmailAvailable(email: string): Promise<void> {
      if (await users.emailInUse(email)) {
        throw accountErrors.emailInUse();
      }
    },

    /**
     * POST /accounts. One transaction: the verified code is used (so two requests with one code make
     * one member), the nickname hold is taken, the member is inserted and, for a social sign-up, linked
     * and the social token used. A unique race becomes 409, never a 500.
     */
    async signup(body: SignupBody, locale: Locale): Promise<{ user: UserRow; provider: SnsProvider | null }> {
      const { agreements } = body;
      const missing = (['terms', 'privacy', 'paid'] as const).filter((k) => !agreements[k]);
      if (missing.length > 0) {
        throw new AppError(
          'TERMS_NOT_AGREED',
          'Agree to the terms of use, privacy policy and paid-service terms.',
          {
            fields: Object.fromEntries(missing.map((k) => [`agreements.${k}`, 'required'])),
          },
        );
      }
      const passwordHash = body.sns || !body.password ? null : await hashPassword(body.password);
      const snsTokenId = body.sns ? hashToken(body.sns.accessToken) : undefined;
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          let token: SnsTokenRow | null = null;
          let email: string;
          if (body.sns && snsTokenId) {
            token = await users.usableSnsToken(snsTokenId, now, tx);
            if (!token) throw accountErrors.snsTokenInvalid();
            email = (await codes.consume('email', body.sns.snsCodeId, { purpose: 'sns', snsTokenId }, tx))
              .target;
          } else {
            email = (await codes.consume('email', body.emailCodeId ?? 0, { purpose: 'signup' }, tx)).target;
          }
          await nicknames.takeHold(body.nicknameCheckToken, body.nickname, null, tx);
          const user = await users.insert(
            {
              email,
              passwordHash,
              name: body.name,
              birthDate: body.birthDate,
              gender: body.gender,
              phone: body.phone,
              nickname: body.nickname,
              status: 1,
              locale,
              marketingAgreed: agreements.marketing,
              termsAgreedAt: now,
              lastLoginAt: now,
              lastActiveAt: now,
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
          if (token) {
            await users.linkSns(
              {
                userId: user.id,
                provider: token.provider,
                providerUserId: token.providerUserId,
                email: token.email,
                createdAt: now,
              },
              tx,
            );
            if (!(await users.useSnsToken(token.id, now, tx))) {
              throw accountErrors.snsTokenInvalid();
            }
          }
          return { user, provider: (token?.provider as SnsProvider | undefined) ?? null };
        });
      } catch (error) {
        throw asConflict(error);
      }
    },
  };
}
