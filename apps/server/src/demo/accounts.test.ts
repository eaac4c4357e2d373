import {
  validateBirthDate,
  validateEmail,
  validateName,
  validateNickname,
  validatePhone,
} from '@kickoff/contract';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.js';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedAccounts } from './accounts.js';

const NOW = new Date('2026-11-23T03:00:00Z');
let handle: DatabaseHandle;
let summary: string;

beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  await handle.migrate();
  summary = await handle.db.transaction((tx) =>
    seedAccounts({ db: tx as unknown as Database, clock: fixedClock(NOW) }),
  );
}, 60_000);
afterAll(() => handle.close());

describe('demo accounts', () => {
  it('follows the sign-up rules, with unique e-mails and nicknames', () => {
    for (const a of DEMO_ACCOUNTS) {
      for (const result of [
        validateEmail(a.email),
        validateName(a.name),
        validateNickname(a.nickname),
        validatePhone(a.phone),
        validateBirthDate(a.birthDate, NOW),
      ]) {
        expect(result, a.email).toEqual({ ok: true });
      }
    }
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.email)).size).toBe(DEMO_ACCOUNTS.length);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.nickname.toLowerCase())).size).toBe(DEMO_ACCOUNTS.length);
  });

  it('seeds each pass member, the operator and the guard demos with the argon2id demo password', async () => {
    expect(summary).toBe(`7 members and 1 operator (password ${DEMO_PASSWORD})`);
    const rows = await handle.db.select().from(users);
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    for (const email of ['free@example.com', 'basic@example.com', 'premium@example.com']) {
      expect(byEmail.get(email)).toMatchObject({ role: 'member', status: 1 });
    }
    expect(byEmail.get('operator@example.com')!.role).toBe('operator');
    expect([6, 11, 12, 21].map((s) => rows.filter((r) => r.status === s).length)).toEqual([1, 1, 1, 1]);
    const dormant = byEmail.get('dormant@example.com')!;
    expect(NOW.getTime() - dormant.lastActiveAt!.getTime()).toBeGreaterThan(365 * 86_400_000);
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(row.passwordHash!, DEMO_PASSWORD)).toBe(true);
    }
  });
});
