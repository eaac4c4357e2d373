import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, factories, loginAs } from '../../../test/factories.js';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/harness.js';
import { fixedClock } from '../../clock.js';
import type { DatabaseHandle } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import { DEMO_PASSWORD, seedAccounts } from '../../demo/accounts.js';
import { createMailer } from './mailer.js';
import { createOutboxRepo } from './outbox.repo.js';

const label = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`mailer without SMTP (${label})`, () => {
  let database: DatabaseHandle;
  const clock = fixedClock('2026-11-23T03:00:00Z');
  const log = () =>
    ({ info: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & { info: ReturnType<typeof vi.fn> };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps the e-mail in the outbox and logs the code line for a local demo user', async () => {
    const logger = log();
    const mailer = createMailer({
      repo: createOutboxRepo(database.db),
      clock,
      config: {
        SMTP_URL: undefined,
        SMTP_FROM: 'KICKOFF <no-reply@kickoff.example>',
        NODE_ENV: 'development',
      },
      log: logger,
    });
    expect(mailer.smtp).toBe(false);
    await mailer.sendEmail({
      to: 'demo@example.com',
      subject: 'Code',
      text: 'Code: 123456',
      devHint: 'code for demo: 123456',
    });
    await mailer.sendSms({ to: '09012345678', text: 'SMS 654321', devHint: 'sms code: 654321' });
    const rows = await database.db.select().from(outbox);
    expect(rows).toMatchObject([
      {
        channel: 'email',
        recipient: 'demo@example.com',
        subject: 'Code',
        body: 'Code: 123456',
        sentAt: null,
      },
      { channel: 'sms', recipient: '09012345678', subject: null, body: 'SMS 654321', sentAt: null },
    ]);
    expect(logger.info).toHaveBeenCalledWith(expect.anything(), '[outbox] code for demo: 123456');
    expect(logger.info).toHaveBeenCalledWith(expect.anything(), '[outbox] sms code: 654321');
  });

  it('never logs codes in production', async () => {
    const logger = log();
    const mailer = createMailer({
      repo: createOutboxRepo(database.db),
      clock,
      config: { SMTP_URL: undefined, SMTP_FROM: 'x@example.com', NODE_ENV: 'production' },
      log: logger,
    });
    await mailer.sendEmail({
      to: 'prod@example.com',
      subject: 'Code',
      text: 'Code: 123456',
      devHint: 'secret',
    });
    await mailer.sendSms({ to: '09012345678', text: 'SMS', devHint: 'secret' });
    expect(logger.info).not.toHaveBeenCalled();
  });
});

describe(`sign-up code through a real SMTP server (${label})`, () => {
  let t: TestApp;
  let server: SMTPServer;
  const received: { to: string; subject: string; text: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address).join(','),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    t = await createTestApp({ config: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the code by SMTP, marks the outbox row sent, and the code verifies', async () => {
    const api = apiClient(t.app);
    const sent = await api.endpoint('codes.sendEmail', {
      body: { email: 'Smtp.User@Example.com', purpose: 'signup' },
      headers: { 'accept-language': 'en' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = received.find((m) => m.to === 'smtp.user@example.com');
    expect(mail?.subject).toBe('[KICKOFF] Your sign-up verification code');
    const code = /Verification code: (\d{6})/.exec(mail!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'smtp.user@example.com'));
    expect(row!.sentAt).toEqual(t.clock.now());
    expect(row!.error).toBeNull();
    const verified = await api.endpoint('codes.verifyEmail', {
      body: { emailCodeId: sent.data, code: code! },
    });
    expect(verified.json()).toEqual({ data: { verified: true } });
  });

  it('keeps the message with its error when the SMTP server cannot be reached, and still answers', async () => {
    const down = await createTestApp({ config: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const sent = await apiClient(down.app).post('/emailCodes', {
        body: { email: 'down@example.com', purpose: 'signup' },
      });
      expect(sent.statusCode).toBe(200);
      const [row] = await down.database.db.select().from(outbox);
      expect(row).toMatchObject({
        recipient: 'down@example.com',
        sentAt: null,
        error: expect.stringMatching(/ECONNREFUSED|connect/i),
      });
    } finally {
      await down.close();
    }
  });
});

describe(`GET /outbox (${label})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts({ db: t.database.db, clock: t.clock });
  });
  afterAll(() => t.close());

  it('is for staff only: the demo operator reads the codes, filtered by recipient', async () => {
    const api = apiClient(t.app);
    await api.endpoint('codes.sendEmail', { body: { email: 'reader@example.com', purpose: 'signup' } });
    await api.endpoint('codes.sendPhone', { body: { phone: '090-7777-8888', purpose: 'findEmail' } });
    expect((await api.endpoint('messaging.outbox')).statusCode).toBe(401);
    const member = await loginAs(t.app, 'free@example.com', DEMO_PASSWORD);
    const forbidden = await api.endpoint('messaging.outbox', { cookie: member });
    expect(forbidden.statusCode).toBe(403);
    const operator = await loginAs(t.app, 'operator@example.com', DEMO_PASSWORD);
    const mails = await api.endpoint('messaging.outbox', {
      query: { recipient: 'Reader@Example.com' },
      cookie: operator,
    });
    expect(mails.statusCode).toBe(200);
    expect(mails.data).toMatchObject([{ channel: 'email', recipient: 'reader@example.com', sentAt: null }]);
    expect(mails.data[0]!.body).toMatch(/\d{6}/);
    const sms = await api.endpoint('messaging.outbox', {
      query: { recipient: '090-7777-8888' },
      cookie: operator,
    });
    expect(sms.data).toMatchObject([{ channel: 'sms', recipient: '09077778888', subject: null }]);
    const all = await api.endpoint('messaging.outbox', { query: { limit: 1 }, cookie: operator });
    expect(all.data).toHaveLength(1);
  });

  it('lets the demo members log in', async () => {
    for (const email of [
      'free@example.com',
      'basic@example.com',
      'premium@example.com',
      'dormant@example.com',
    ]) {
      await loginAs(t.app, email, DEMO_PASSWORD);
    }
    const f = factories(t.database.db);
    expect(await f.lastCode('reader@example.com')).toMatch(/^\d{6}$/);
  });
});
