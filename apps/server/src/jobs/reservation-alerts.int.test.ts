import { createDecipheriv, type createECDH, createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.js';
import { createTestDatabase } from '../../test/harness.js';
import { minutes, type Sport, scheduleFixtures } from '../../test/schedule-fixtures.js';
import { fixedClock } from '../clock.js';
import { testConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { memberAlerts, pushSubscriptions, users } from '../db/schema/index.js';
import { ALERTS_LOCK_KEY } from '../modules/reservations/alerts.service.js';
import { createAlertsOfReservations } from '../modules/reservations/index.js';
import {
  createRecordingPushSender,
  createWebPushSender,
  type PushSender,
} from '../modules/reservations/push-sender.js';
import { runReservationAlerts, scheduleReservationAlerts } from './reservation-alerts.js';

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);
const NOW = new Date('2026-11-23T03:00:00Z');
const at = (m: number) => new Date(NOW.getTime() + minutes(m));
const config = testConfig();

/** What the stand-in push service received. */
interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let database: DatabaseHandle;
let s: ReturnType<typeof scheduleFixtures>;
let f: ReturnType<typeof factories>;
let sport: Sport;
let server: Server;
let base: string;
const received: Received[] = [];
/** Paths the stand-in answers with this status instead of 201. */
const answers = new Map<string, number>();
const clock = fixedClock(NOW);
/** The job's context: the alert run of the reservations module, built on this file's database. */
const jobWith = (through: PushSender) => ({
  alerts: createAlertsOfReservations({ db: database.db, sender: through }),
  clock,
});
const sender = createWebPushSender({
  publicKey: config.VAPID_PUBLIC_KEY,
  privateKey: config.VAPID_PRIVATE_KEY,
  subject: config.VAPID_SUBJECT,
});

/** RFC 8291 (aes128gcm) decryption, as the browser does it with its private key and auth secret. */
function decrypt(body: Buffer, browser: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  expect(recordSize).toBeGreaterThanOrEqual(ciphertext.length);
  const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
  const shared = browser.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.getPublicKey(), serverKey]);
  const ikm = hmac(hmac(authSecret, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return padded.subarray(0, end).toString('utf8');
}

beforeAll(async () => {
  database = await createTestDatabase();
  s = scheduleFixtures(database.db);
  f = factories(database.db);
  sport = await s.sport({ teamCount: 4 });
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({
        method: request.method ?? '',
        path,
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});
beforeEach(() => {
  received.length = 0;
  clock.set(NOW);
});

const alertsOf = (userId: number) =>
  database.db.select().from(memberAlerts).where(eq(memberAlerts.userId, userId));

describe(`reservation alert job (${isPostgres ? 'postgres' : 'pglite'})`, () => {
  it('alerts members of reserved lives once, by Web Push encrypted for their browser', async () => {
    const [home, away, third] = sport.teams;
    const game = await s.game(sport, { beginAt: at(-5) });
    const live = await s.live({
      gameId: game.id,
      beginAt: at(-5),
      title: { ja: '開幕戦', en: 'Opening match' },
    });
    const byLive = await f.member({ locale: 'en' });
    const byTeam = await f.member();
    const byLeague = await f.member();
    const byAll = await f.member();
    const unrelated = await f.member();
    await s.reservation({ userId: byLive.id, type: 'live', destId: live.id });
    await s.reservation({ userId: byTeam.id, type: 'team', destId: away!.id });
    await s.reservation({ userId: byLeague.id, type: 'league', destId: sport.league.id });
    for (const [type, destId] of [
      ['live', live.id],
      ['team', home!.id],
      ['league', sport.league.id],
    ] as const) {
      await s.reservation({ userId: byAll.id, type, destId });
    }
    await s.reservation({ userId: unrelated.id, type: 'team', destId: third!.id });
    const phone = await s.pushSubscription(byLive.id, `${base}/push/live-member-phone`);
    const laptop = await s.pushSubscription(byLive.id, `${base}/push/live-member-laptop`);
    await s.pushSubscription(byAll.id, `${base}/push/all-member`);

    const run = await runReservationAlerts(jobWith(sender));
    expect(run).toMatchObject({ alerts: 4, pushed: 3, failed: 0, removed: 0 });
    for (const member of [byLive, byTeam, byLeague, byAll]) {
      const rows = await alertsOf(member.id);
      expect(rows, `member ${member.id}`).toHaveLength(1);
      expect(rows[0]).toMatchObject({ liveId: live.id, readAt: null, title: live.title });
    }
    expect(await alertsOf(unrelated.id)).toEqual([]);

    expect(received.map((r) => r.path).sort()).toEqual(
      ['/push/all-member', '/push/live-member-laptop', '/push/live-member-phone'].sort(),
    );
    const message = received.find((r) => r.path === '/push/live-member-phone')!;
    expect(message.method).toBe('POST');
    expect(message.headers.ttl).toBe('900');
    expect(message.headers.urgency).toBe('high');
    expect(message.headers.topic).toBe(`live-${live.id}`);
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers['content-type']).toBe('application/octet-stream');
    expect(Number(message.headers['content-length'])).toBe(message.body.length);

    // VAPID (RFC 8292): a JWT for the push service's origin, signed with our key, and our public key
    const authorization = String(message.headers.authorization);
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
    expect(k).toBe(config.VAPID_PUBLIC_KEY);
    const point = Buffer.from(k!, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(jwt!, key, { audience: base });
    expect(claims.sub).toBe(config.VAPID_SUBJECT);

    // only the browser can read it
    const payload = JSON.parse(decrypt(message.body, phone.browser.ecdh, phone.browser.authSecret));
    const [alert] = await alertsOf(byLive.id);
    expect(payload).toEqual({
      kind: 'live-started',
      alertId: alert!.id,
      liveId: live.id,
      title: 'A match you reserved is live now',
      body: 'Opening match',
      url: `/live?type=live&id=${live.id}`,
    });
    const laptopMessage = received.find((r) => r.path === '/push/live-member-laptop')!;
    expect(() => decrypt(laptopMessage.body, phone.browser.ecdh, phone.browser.authSecret)).toThrow();
    expect(
      JSON.parse(decrypt(laptopMessage.body, laptop.browser.ecdh, laptop.browser.authSecret)).liveId,
    ).toBe(live.id);
    const japanese = received.find((r) => r.path === '/push/all-member')!;
    expect(japanese.body.length).toBeGreaterThan(0);

    // a minute later: nothing twice
    received.length = 0;
    clock.advance(minutes(1));
    expect(await runReservationAlerts(jobWith(sender))).toMatchObject({
      alerts: 0,
      pushed: 0,
    });
    expect(received).toEqual([]);
    expect(await alertsOf(byAll.id)).toHaveLength(1);
  });

  it('alerts a live marked on air before its time, not lives long begun, ended, cancelled, off air or to come', async () => {
    const member = await f.member();
    const lives = {
      early: await s.live({ beginAt: at(10), status: 1 }),
      due: await s.live({ beginAt: at(0) }),
      upcoming: await s.live({ beginAt: at(1) }),
      // begun within the look-back and past its end, never marked: off air (isLiveOnAir), not alerted
      overAlready: await s.live({ beginAt: at(-5), endAt: at(-1) }),
      longAgo: await s.live({ beginAt: at(-16), status: 1 }),
      ended: await s.live({ beginAt: at(-3), status: 2 }),
      cancelled: await s.live({ beginAt: at(-3), status: 3 }),
    };
    for (const live of Object.values(lives))
      await s.reservation({ userId: member.id, type: 'live', destId: live.id });
    await runReservationAlerts(jobWith(sender));
    const alerted = (await alertsOf(member.id)).map((a) => a.liveId).sort();
    expect(alerted).toEqual([lives.early.id, lives.due.id].sort());
  });

  it('does not alert withdrawn members', async () => {
    const member = await f.member();
    const live = await s.live({ beginAt: at(-1) });
    await s.reservation({ userId: member.id, type: 'live', destId: live.id });
    await database.db
      .update(users)
      .set({ status: 99, withdrawnAt: at(-60) })
      .where(eq(users.id, member.id));
    await runReservationAlerts(jobWith(sender));
    expect(await alertsOf(member.id)).toEqual([]);
  });

  it('forgets a subscription the push service says is gone (404/410), keeps one that failed otherwise', async () => {
    const member = await f.member();
    const live = await s.live({ beginAt: at(-2) });
    await s.reservation({ userId: member.id, type: 'live', destId: live.id });
    const gone = await s.pushSubscription(member.id, `${base}/push/gone`);
    const missing = await s.pushSubscription(member.id, `${base}/push/missing`);
    const busy = await s.pushSubscription(member.id, `${base}/push/busy`);
    const unreachable = await s.pushSubscription(member.id, 'http://127.0.0.1:1/push/closed');
    answers.set('/push/gone', 410);
    answers.set('/push/missing', 404);
    answers.set('/push/busy', 503);
    const run = await runReservationAlerts(jobWith(sender));
    expect(run).toMatchObject({ alerts: 1, pushed: 0, failed: 4, removed: 2 });
    const left = await database.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.id, [gone.row.id, missing.row.id, busy.row.id, unreachable.row.id]));
    expect(left.map((r) => r.id).sort()).toEqual([busy.row.id, unreachable.row.id].sort());
    expect(await alertsOf(member.id)).toHaveLength(1);
  });

  it('never writes or pushes an alert twice when runs overlap', async () => {
    const member = await f.member();
    const live = await s.live({ beginAt: at(-1) });
    await s.reservation({ userId: member.id, type: 'live', destId: live.id });
    await s.pushSubscription(member.id, 'https://push.example.com/recorded');
    const recording = createRecordingPushSender();
    const runs = await Promise.all([0, 1, 2].map(() => runReservationAlerts(jobWith(recording.sender))));
    const written = runs.reduce((sum, r) => sum + (r?.alerts ?? 0), 0);
    expect(written).toBe(1);
    expect(recording.sent).toHaveLength(1);
    expect(recording.sent[0]!.options).toEqual({ ttlSeconds: 900, topic: `live-${live.id}` });
  });

  it('runs at once and then every interval, reporting each run', async () => {
    const member = await f.member();
    const live = await s.live({ beginAt: at(-1) });
    await s.reservation({ userId: member.id, type: 'live', destId: live.id });
    const outcomes: unknown[] = [];
    const job = scheduleReservationAlerts(jobWith(sender), (o) => outcomes.push(o), 50);
    await job.ran;
    expect(outcomes[0]).toMatchObject({ run: { alerts: 1 } });
    await new Promise((r) => setTimeout(r, 300));
    await job.stop();
    expect(outcomes.length).toBeGreaterThan(1);
    expect(outcomes.slice(1).every((o) => (o as { run: { alerts: number } }).run.alerts === 0)).toBe(true);
  });

  it.runIf(isPostgres)(
    'skips a run while another instance holds the job lock (PostgreSQL only)',
    async () => {
      const member = await f.member();
      const live = await s.live({ beginAt: at(-1) });
      await s.reservation({ userId: member.id, type: 'live', destId: live.id });
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ALERTS_LOCK_KEY})`);
        locked();
        await held;
      });
      await isLocked;
      expect(await runReservationAlerts(jobWith(sender))).toBeNull();
      release();
      await holder;
      expect(await runReservationAlerts(jobWith(sender))).toMatchObject({ alerts: 1 });
    },
  );
});
