import { randomBytes } from 'node:crypto';
import { type EmailCodePurpose, type EndpointInput, LIMITS } from '@kickoff/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { apiClient, factories, loginAs, MEMBER_PASSWORD } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

type PhoneCodePurpose = EndpointInput<'codes.sendPhone'>['body']['purpose'];

/**
 * The steps the account tests repeat (send and verify a code, check a nickname, log a fresh member in),
 * through the real API of one test app. Each step asserts that it succeeded.
 */
export function accountFlows(t: TestApp) {
  const f = factories(t.database.db);
  const api = apiClient(t.app);
  let seq = 0;
  const tag = () => `${++seq}${randomBytes(2).toString('hex')}`;

  const flows = {
    f,
    api,
    freshEmail: (prefix = 'member') => `${prefix}-${tag()}@example.com`,
    /** Letters and digits, at most LIMITS.nickname.max, unique in the test process. */
    freshNickname: () => `nk${tag()}`.slice(0, LIMITS.nickname.max),

    /** A fresh factory member and their session cookie. */
    async loggedIn(overrides: Parameters<typeof f.member>[0] = {}) {
      const member = await f.member(overrides);
      const cookie = await loginAs(t.app, member.email!, member.password ?? MEMBER_PASSWORD);
      return { member, cookie };
    },

    async userRow(id: number) {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
      return row!;
    },

    /** Sends an e-mail code; answers its id and the code read from the outbox. */
    async sendEmailCode(
      email: string,
      purpose: EmailCodePurpose = 'signup',
      options: { cookie?: string; headers?: Record<string, string> } = {},
    ) {
      const sent = await api.endpoint('codes.sendEmail', { body: { email, purpose }, ...options });
      expect(sent.statusCode, sent.body).toBe(200);
      return { id: sent.data, code: await f.lastCode(email.trim().toLowerCase()) };
    },

    /** Sends and verifies an e-mail code; answers its id. */
    async verifiedEmailCode(email: string, purpose: EmailCodePurpose = 'signup', cookie?: string) {
      const { id, code } = await flows.sendEmailCode(email, purpose, cookie ? { cookie } : {});
      const verified = await api.endpoint('codes.verifyEmail', { body: { emailCodeId: id, code } });
      expect(verified.statusCode, verified.body).toBe(200);
      return id;
    },

    /** Sends a phone code (and verifies it unless told not to); answers its id. */
    async phoneCode(
      phone: string,
      purpose: PhoneCodePurpose,
      options: { cookie?: string; verify?: boolean } = {},
    ) {
      const sent = await api.endpoint('codes.sendPhone', {
        body: { phone, purpose },
        cookie: options.cookie,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const id = sent.data;
      if (options.verify ?? true) {
        const code = await f.lastCode(phone.replace(/\D/g, ''));
        const verified = await api.endpoint('codes.verifyPhone', { body: { phoneCodeId: id, code } });
        expect(verified.statusCode, verified.body).toBe(200);
      }
      return id;
    },

    /** Passes the nickname duplicate check; answers the check token. */
    async holdNickname(nickname: string, cookie?: string) {
      const res = await api.endpoint('account.checkNickname', { body: { nickname }, cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.data.checkToken;
    },
  };
  return flows;
}

export type AccountTestContext = { t: TestApp } & ReturnType<typeof accountFlows>;

/**
 * One test app for the file (fresh database, fixed clock), created before its tests and closed after,
 * with the account flows on it: `const ctx = useAccountTestApp()`, then `ctx.api`, `ctx.t.clock` …
 */
export function useAccountTestApp(options?: Parameters<typeof createTestApp>[0]): AccountTestContext {
  const ctx = {} as AccountTestContext;
  beforeAll(async () => {
    const t = await createTestApp(options);
    Object.assign(ctx, accountFlows(t), { t });
  });
  afterAll(() => ctx.t.close());
  return ctx;
}
