import { hash } from '@node-rs/argon2';
import { z } from 'zod';
import { users } from '../db/schema/index.js';
import { readContent } from './content.js';
import type { SeedContext } from './seed-context.js';

/** The password of every demo account (decisions.md, "Demo content"). */
export const DEMO_PASSWORD = 'Passw0rd!';

const DAY = 24 * 60 * 60 * 1000;

const accountSchema = z.strictObject({
  email: z.string(),
  name: z.string(),
  nickname: z.string(),
  phone: z.string(),
  birthDate: z.string(),
  gender: z.enum(['male', 'female', 'none']),
  role: z.enum(['member', 'operator', 'admin']).optional(),
  /** Spec §4 status: the guard demos (6, 11, 12, 21). */
  status: z.int().optional(),
  /** Days since the member was last seen (dormant members: over 365). */
  idleDays: z.int().positive().optional(),
});

/**
 * members/accounts.json: fictional members for each pass and each onboarding guard (spec §2: 6 → change
 * password, 11 → details, 12 → e-mail, 21 → reactivation), plus an operator. Their passes are the
 * `passes` step's (passes.ts).
 */
export const DEMO_ACCOUNTS = readContent('members/accounts.json', z.array(accountSchema));

export async function seedAccounts({ db, clock }: SeedContext): Promise<string> {
  const now = clock.now();
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (a) => {
      const seen = new Date(now.getTime() - (a.idleDays ?? 0) * DAY);
      return {
        email: a.email,
        passwordHash: await hash(DEMO_PASSWORD),
        name: a.name,
        birthDate: a.birthDate,
        gender: a.gender,
        phone: a.phone,
        nickname: a.nickname,
        status: a.status ?? 1,
        role: a.role ?? 'member',
        termsAgreedAt: seen,
        lastActiveAt: a.idleDays ? seen : null,
        createdAt: a.idleDays ? new Date(seen.getTime() - 30 * DAY) : now,
        updatedAt: now,
      };
    }),
  );
  await db.insert(users).values(rows);
  const staff = DEMO_ACCOUNTS.filter((a) => a.role && a.role !== 'member').length;
  return `${rows.length - staff} members and ${staff} operator (password ${DEMO_PASSWORD})`;
}
