import { LIMITS } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import type { EmailMessage, Mailer, SmsMessage } from '../messaging/mailer.js';
import type { CodeRow, CodesRepo } from './codes.repo.js';
import { CODE_RULES, createCodesService } from './codes.service.js';

const NOW = '2026-11-23T03:00:00.000Z';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const EMAIL = 'a@example.com';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    (value) => value,
    (error: unknown) => error,
  );
const codeOf = (error: unknown) => (error instanceof AppError ? error.code : error);

/**
 * The repository in memory, with the guards its SQL holds: a code is triable while unused, unexpired and
 * under `maxTries` wrong tries; a right guess binds a social token only when none (or the same) is bound;
 * using a code needs it verified after `verifiedAfter`, unused, and of the purpose, member and token asked.
 */
function memoryRepo() {
  const rows: CodeRow[] = [];
  const triable = (row: CodeRow, now: Date, maxTries: number) =>
    row.consumedAt === null && row.expiresAt > now && row.attempts < maxTries;
  const find = (id: number, channel: CodeRow['channel']) =>
    rows.find((r) => r.id === id && r.channel === channel);
  const repo: CodesRepo = {
    lockTarget: async () => {},
    countSince: async (channel, target, since) =>
      rows.filter((r) => r.channel === channel && r.target === target && r.createdAt > since).length,
    insert: async (values) => {
      const row: CodeRow = {
        id: rows.length + 1,
        channel: values.channel,
        purpose: values.purpose,
        target: values.target,
        codeHash: values.codeHash,
        userId: values.userId ?? null,
        snsTokenId: values.snsTokenId ?? null,
        attempts: values.attempts ?? 0,
        expiresAt: values.expiresAt,
        verifiedAt: values.verifiedAt ?? null,
        consumedAt: values.consumedAt ?? null,
        createdAt: values.createdAt ?? new Date(0),
      };
      rows.push(row);
      return { ...row };
    },
    findById: async (id, channel) => {
      const row = find(id, channel);
      return row ? { ...row } : null;
    },
    latestFor: async (channel, purpose, userId) => {
      const row = rows.findLast((r) => r.channel === channel && r.purpose === purpose && r.userId === userId);
      return row ? { ...row } : null;
    },
    markVerified: async (id, channel, now, maxTries, snsTokenId) => {
      const row = find(id, channel);
      if (!row || !triable(row, now, maxTries)) return null;
      if (snsTokenId && row.snsTokenId !== null && row.snsTokenId !== snsTokenId) return null;
      row.verifiedAt ??= now;
      if (snsTokenId) row.snsTokenId = snsTokenId;
      return { ...row };
    },
    addWrongTry: async (id, channel, now, maxTries) => {
      const row = find(id, channel);
      if (!row || !triable(row, now, maxTries)) return null;
      row.attempts += 1;
      return row.attempts;
    },
    consume: async (id, channel, match, now) => {
      const row = find(id, channel);
      if (
        !row ||
        row.purpose !== match.purpose ||
        (match.userId !== undefined && row.userId !== match.userId) ||
        (match.snsTokenId !== undefined && row.snsTokenId !== match.snsTokenId) ||
        row.consumedAt !== null ||
        row.verifiedAt === null ||
        !(row.verifiedAt > match.verifiedAfter)
      ) {
        return null;
      }
      row.consumedAt = now;
      return { ...row };
    },
    deleteFor: async () => {
      throw new Error('not used by the codes service');
    },
  };
  return { repo, rows };
}

function setup(options: { secret?: string; memory?: ReturnType<typeof memoryRepo> } = {}) {
  const clock = fixedClock(NOW);
  const memory = options.memory ?? memoryRepo();
  const emails: EmailMessage[] = [];
  const sms: SmsMessage[] = [];
  const mailer: Mailer = {
    smtp: false,
    sendEmail: async (message) => {
      emails.push(message);
    },
    sendSms: async (message) => {
      sms.push(message);
    },
    close: () => {},
  };
  // drizzle's Database is the whole client; the service calls only transaction(fn), which this runs at once
  const db = { transaction: (run: (tx: object) => Promise<unknown>) => run({}) } as unknown as Database;
  const service = createCodesService({
    db,
    repo: memory.repo,
    clock,
    mailer,
    secret: options.secret ?? 'pepper',
  });
  /** The code of the last message sent (read from the developer hint, which ends with it). */
  const lastCode = () => {
    const hint = [...emails, ...sms].at(-1)?.devHint ?? '';
    return /(\d{6})$/.exec(hint)?.[1] ?? 'no code sent';
  };
  /** Sends a sign-up code and answers its id and the code. */
  const signupCode = async (email = EMAIL) => {
    const id = await service.sendEmailCode('signup', email, { locale: 'ja' });
    return { id, code: lastCode() };
  };
  return { clock, service, db, rows: memory.rows, memory, emails, sms, lastCode, signupCode };
}

/** The other guess of the same length: always wrong. */
const wrong = (code: string) => code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));

describe('sending a code', () => {
  it('stores a 6-digit code hashed, valid 10 minutes from the clock, and e-mails it in the language asked', async () => {
    const { service, rows, emails, lastCode } = setup();
    const id = await service.sendEmailCode('signup', EMAIL, { locale: 'en', userId: 3 });
    const code = lastCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(rows).toEqual([
      expect.objectContaining({
        id,
        channel: 'email',
        purpose: 'signup',
        target: EMAIL,
        userId: 3,
        createdAt: new Date(NOW),
        expiresAt: new Date(Date.parse(NOW) + 10 * MINUTE),
      }),
    ]);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: EMAIL });
    expect(emails[0]!.text).toContain(code);
    expect(emails[0]!.text).toContain('10');
  });

  it("a purchase code (spec §9) is valid 30 minutes, says so, and is found as the member's newest", async () => {
    const { service, rows, emails, lastCode, clock } = setup();
    await service.sendEmailCode('purchase', EMAIL, { locale: 'en', userId: 5 });
    const id = await service.sendEmailCode('purchase', EMAIL, { locale: 'ja', userId: 5 });
    expect(rows.at(-1)).toMatchObject({
      purpose: 'purchase',
      expiresAt: new Date(Date.parse(NOW) + 30 * MINUTE),
    });
    expect(emails[0]!.subject).toContain('purchase');
    expect(emails[0]!.text).toContain('30 minutes');
    expect((await service.latestFor('email', 'purchase', 5))?.id).toBe(id);
    expect(await service.latestFor('email', 'purchase', 6)).toBeNull();
    expect(await service.latestFor('email', 'signup', 5)).toBeNull();
    const code = lastCode();
    clock.advance(30 * MINUTE - 1);
    expect((await service.verify('email', id, code, { purpose: 'purchase' })).verifiedAt).toEqual(
      clock.now(),
    );
    const late = setup();
    const lateId = await late.service.sendEmailCode('purchase', EMAIL, { locale: 'ja', userId: 5 });
    late.clock.advance(30 * MINUTE);
    expect(codeOf(await failure(late.service.verify('email', lateId, late.lastCode())))).toBe(
      'EMAIL_CODE_EXPIRED',
    );
  });

  it('sends the 10th e-mail code of a rolling day, refuses the 11th (429), and counts the first no more exactly 24 hours after it', async () => {
    expect(CODE_RULES.perDay.email).toBe(10);
    const { service, clock, emails } = setup();
    const send = () => failure(service.sendEmailCode('signup', EMAIL, { locale: 'ja' }));
    expect(typeof (await send())).toBe('number');
    clock.advance(MINUTE);
    for (let i = 2; i <= 10; i++) expect(typeof (await send()), `code ${i}`).toBe('number');
    const eleventh = await send();
    expect(codeOf(eleventh)).toBe('EMAIL_CODE_DAILY_LIMIT');
    expect((eleventh as AppError).status).toBe(429);

    clock.set(new Date(Date.parse(NOW) + 24 * HOUR - 1));
    expect(codeOf(await send())).toBe('EMAIL_CODE_DAILY_LIMIT');
    clock.set(new Date(Date.parse(NOW) + 24 * HOUR));
    expect(typeof (await send())).toBe('number');
    expect(codeOf(await send())).toBe('EMAIL_CODE_DAILY_LIMIT');
    expect(emails).toHaveLength(11);
  });

  it('counts each address apart', async () => {
    const { service } = setup();
    for (let i = 0; i < 10; i++) await service.sendEmailCode('signup', EMAIL, { locale: 'ja' });
    await expect(service.sendEmailCode('signup', 'b@example.com', { locale: 'ja' })).resolves.toBeTypeOf(
      'number',
    );
  });

  it('sends the 5th SMS code of a day and refuses the 6th with 429 PHONE_CODE_DAILY_LIMIT', async () => {
    expect(CODE_RULES.perDay.sms).toBe(LIMITS.phoneCodesPerDay);
    const { service, sms } = setup();
    for (let i = 1; i <= 5; i++) await service.sendPhoneCode('findEmail', '09012345678', { locale: 'ko' });
    const sixth = await failure(service.sendPhoneCode('findEmail', '09012345678', { locale: 'ko' }));
    expect(codeOf(sixth)).toBe('PHONE_CODE_DAILY_LIMIT');
    expect((sixth as AppError).status).toBe(429);
    expect(sms).toHaveLength(5);
    expect(sms[0]!.to).toBe('09012345678');
  });

  it('answers a reset for an unknown address alike: it counts for the day, sends nothing, and never verifies', async () => {
    const { service, emails } = setup();
    const id = await service.sendEmailCode('reset', EMAIL, { locale: 'ja', deliver: false });
    expect(emails).toEqual([]);
    for (const guess of ['000000', '123456', '999999']) {
      expect(codeOf(await failure(service.verify('email', id, guess)))).toBe('EMAIL_CODE_MISMATCH');
    }
    for (let i = 2; i <= 10; i++)
      await service.sendEmailCode('reset', EMAIL, { locale: 'ja', deliver: false });
    expect(codeOf(await failure(service.sendEmailCode('reset', EMAIL, { locale: 'ja' })))).toBe(
      'EMAIL_CODE_DAILY_LIMIT',
    );
  });

  it('peppers the hash with the secret: a code does not verify under another secret', async () => {
    const memory = memoryRepo();
    const { signupCode } = setup({ memory, secret: 'one' });
    const { id, code } = await signupCode();
    const other = setup({ memory, secret: 'two' });
    expect(codeOf(await failure(other.service.verify('email', id, code)))).toBe('EMAIL_CODE_MISMATCH');
  });
});

describe('verifying a code', () => {
  it('verifies the right code; verifying again is harmless and keeps the first time', async () => {
    const { service, clock, signupCode } = setup();
    const { id, code } = await signupCode();
    clock.advance(MINUTE);
    const first = await service.verify('email', id, code, { purpose: 'signup' });
    expect(first.verifiedAt).toEqual(new Date(Date.parse(NOW) + MINUTE));
    clock.advance(MINUTE);
    const again = await service.verify('email', id, code);
    expect(again.verifiedAt).toEqual(first.verifiedAt);
  });

  it('answers each wrong guess with the tries left, and the 5th voids the code even for the right code after', async () => {
    expect(CODE_RULES.maxTries).toBe(5);
    const { service, signupCode } = setup();
    const { id, code } = await signupCode();
    const left: string[] = [];
    for (let i = 0; i < 5; i++) {
      const error = await failure(service.verify('email', id, wrong(code)));
      expect(codeOf(error)).toBe('EMAIL_CODE_MISMATCH');
      expect((error as AppError).status).toBe(400);
      left.push((error as AppError).fields?.remainingTries ?? '?');
    }
    expect(left).toEqual(['4', '3', '2', '1', '0']);
    expect(codeOf(await failure(service.verify('email', id, code)))).toBe('EMAIL_CODE_EXPIRED');
  });

  it('takes the right code after 4 wrong guesses', async () => {
    const { service, signupCode } = setup();
    const { id, code } = await signupCode();
    for (let i = 0; i < 4; i++) await failure(service.verify('email', id, wrong(code)));
    await expect(service.verify('email', id, code)).resolves.toMatchObject({ id, attempts: 4 });
  });

  it('accepts a code until the millisecond before its 10 minutes end and refuses it from then on, without counting a try', async () => {
    const { service, clock, rows, signupCode } = setup();
    const first = await signupCode();
    const second = await signupCode();
    clock.advance(10 * MINUTE - 1);
    await expect(service.verify('email', first.id, first.code)).resolves.toMatchObject({ id: first.id });
    clock.advance(1);
    expect(codeOf(await failure(service.verify('email', second.id, second.code)))).toBe('EMAIL_CODE_EXPIRED');
    expect(codeOf(await failure(service.verify('email', second.id, wrong(second.code))))).toBe(
      'EMAIL_CODE_EXPIRED',
    );
    expect(rows[1]!.attempts).toBe(0);
  });

  it('answers EXPIRED for an unknown id, an id of the other channel and a code of another purpose', async () => {
    const { service, signupCode } = setup();
    const { id, code } = await signupCode();
    expect(codeOf(await failure(service.verify('email', 999, code)))).toBe('EMAIL_CODE_EXPIRED');
    expect(codeOf(await failure(service.verify('sms', id, code)))).toBe('PHONE_CODE_EXPIRED');
    expect(codeOf(await failure(service.verify('email', id, code, { purpose: 'reset' })))).toBe(
      'EMAIL_CODE_EXPIRED',
    );
  });

  it('binds a social sign-up code to the first social token that verifies it', async () => {
    const { service, signupCode } = setup();
    const { id, code } = await signupCode();
    await expect(service.verify('email', id, code, { snsTokenId: 'token-a' })).resolves.toMatchObject({
      snsTokenId: 'token-a',
    });
    expect(codeOf(await failure(service.verify('email', id, code, { snsTokenId: 'token-b' })))).toBe(
      'EMAIL_CODE_EXPIRED',
    );
    const otherToken = await failure(
      service.requireVerified('email', id, { purpose: 'signup', snsTokenId: 'token-b' }),
    );
    expect(codeOf(otherToken)).toBe('EMAIL_CODE_NOT_VERIFIED');
    await expect(
      service.requireVerified('email', id, { purpose: 'signup', snsTokenId: 'token-a' }),
    ).resolves.toMatchObject({ id });
  });
});

describe('using a verified code', () => {
  it('answers NOT_VERIFIED for a code not yet verified, and EXPIRED once it could no longer be', async () => {
    const { service, clock, db, signupCode } = setup();
    const { id } = await signupCode();
    const match = { purpose: 'signup' };
    expect(codeOf(await failure(service.requireVerified('email', id, match)))).toBe(
      'EMAIL_CODE_NOT_VERIFIED',
    );
    expect(codeOf(await failure(service.consume('email', id, match, db)))).toBe('EMAIL_CODE_NOT_VERIFIED');
    clock.advance(10 * MINUTE);
    expect(codeOf(await failure(service.requireVerified('email', id, match)))).toBe('EMAIL_CODE_EXPIRED');
    expect(codeOf(await failure(service.consume('email', id, match, db)))).toBe('EMAIL_CODE_EXPIRED');
  });

  it('is usable until the millisecond before an hour after its verification, even past its 10 minutes', async () => {
    expect(CODE_RULES.useWithinMs).toBe(HOUR);
    const { service, clock, db, signupCode } = setup();
    const first = await signupCode();
    const second = await signupCode();
    clock.advance(9 * MINUTE);
    await service.verify('email', first.id, first.code);
    await service.verify('email', second.id, second.code);
    clock.advance(HOUR - 1);
    const match = { purpose: 'signup' };
    await expect(service.requireVerified('email', first.id, match)).resolves.toMatchObject({ id: first.id });
    const used = await service.consume('email', first.id, match, db);
    expect(used.consumedAt).toEqual(clock.now());
    clock.advance(1);
    expect(codeOf(await failure(service.requireVerified('email', second.id, match)))).toBe(
      'EMAIL_CODE_EXPIRED',
    );
    expect(codeOf(await failure(service.consume('email', second.id, match, db)))).toBe('EMAIL_CODE_EXPIRED');
  });

  it('is used once: the second use answers EXPIRED', async () => {
    const { service, db, signupCode } = setup();
    const { id, code } = await signupCode();
    await service.verify('email', id, code);
    await service.consume('email', id, { purpose: 'signup' }, db);
    expect(codeOf(await failure(service.consume('email', id, { purpose: 'signup' }, db)))).toBe(
      'EMAIL_CODE_EXPIRED',
    );
    expect(codeOf(await failure(service.requireVerified('email', id, { purpose: 'signup' })))).toBe(
      'EMAIL_CODE_EXPIRED',
    );
  });

  it('answers EXPIRED for a code of another purpose or sent for another member, and leaves it unused', async () => {
    const { service, db, rows, lastCode } = setup();
    const id = await service.sendEmailCode('update', EMAIL, { locale: 'ja', userId: 3 });
    await service.verify('email', id, lastCode());
    for (const match of [{ purpose: 'signup' }, { purpose: 'update', userId: 4 }]) {
      expect(codeOf(await failure(service.requireVerified('email', id, match))), JSON.stringify(match)).toBe(
        'EMAIL_CODE_EXPIRED',
      );
      expect(codeOf(await failure(service.consume('email', id, match, db))), JSON.stringify(match)).toBe(
        'EMAIL_CODE_EXPIRED',
      );
    }
    expect(rows[0]!.consumedAt).toBeNull();
    await expect(service.consume('email', id, { purpose: 'update', userId: 3 }, db)).resolves.toMatchObject({
      id,
    });
  });
});
