import { hash } from '@node-rs/argon2';
import { users } from '../db/schema/index.js';
import type { SeedContext } from './seed.js';

/** The password of every demo account (decisions.md, "Demo content"). */
export const DEMO_PASSWORD = 'Passw0rd!';

const DAY = 24 * 60 * 60 * 1000;

interface DemoAccount {
  email: string;
  name: string;
  nickname: string;
  phone: string;
  birthDate: string;
  gender: 'male' | 'female' | 'none';
  role?: 'member' | 'operator' | 'admin';
  /** Spec §4 status: the guard demos (6, 11, 12, 21). */
  status?: number;
  /** Days since the member was last seen (dormant members: over 365). */
  idleDays?: number;
}

/**
 * Fictional members for each pass and each onboarding guard, plus an operator. Passes themselves come
 * with the payment work: until then basic@ and premium@ are free members with their own names.
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'free@example.com',
    name: '田中 翔太',
    nickname: 'ショウタ',
    phone: '09012340001',
    birthDate: '19920314',
    gender: 'male',
  },
  {
    email: 'basic@example.com',
    name: '佐藤 美咲',
    nickname: 'みさきFC',
    phone: '09012340002',
    birthDate: '19950708',
    gender: 'female',
  },
  {
    email: 'premium@example.com',
    name: '鈴木 大輔',
    nickname: 'ダイスケ10',
    phone: '09012340003',
    birthDate: '19880122',
    gender: 'male',
  },
  {
    email: 'operator@example.com',
    name: '高橋 健',
    nickname: 'KICKOFF運営',
    phone: '0312340004',
    birthDate: '19850930',
    gender: 'male',
    role: 'operator',
  },
  // onboarding guards of spec §2: 6 → change password, 11 → details, 12 → e-mail, 21 → reactivation
  {
    email: 'pwchange@example.com',
    name: '伊藤 さくら',
    nickname: 'さくら桜',
    phone: '09012340006',
    birthDate: '19990401',
    gender: 'female',
    status: 6,
  },
  {
    email: 'details@example.com',
    name: '渡辺 蓮',
    nickname: 'レンレン',
    phone: '09012340011',
    birthDate: '20010612',
    gender: 'none',
    status: 11,
  },
  {
    email: 'newemail@example.com',
    name: '山本 陽菜',
    nickname: 'ひなたん',
    phone: '09012340012',
    birthDate: '19970225',
    gender: 'female',
    status: 12,
  },
  {
    email: 'dormant@example.com',
    name: '中村 悠真',
    nickname: 'ユウマ99',
    phone: '09012340021',
    birthDate: '19900817',
    gender: 'male',
    status: 21,
    idleDays: 400,
  },
];

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
