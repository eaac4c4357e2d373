import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, factories, loginAs } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { browserKeys, scheduleFixtures } from '../../../test/schedule-fixtures.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { PUSH_SUBSCRIPTIONS_PER_MEMBER } from './push.service.js';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let s: ReturnType<typeof scheduleFixtures>;

async function newMember() {
  const member = await factories(t.database.db).member();
  return { id: member.id, cookie: await loginAs(t.app, member.email!) };
}
const subscription = (endpoint: string) => {
  const { p256dh, auth } = browserKeys();
  return { endpoint, expirationTime: null, keys: { p256dh, auth } };
};
/** The same key with one character of y changed: no longer a point on the curve. */
const offCurve = (p256dh: string) =>
  `${p256dh.slice(0, 60)}${p256dh[60] === 'A' ? 'B' : 'A'}${p256dh.slice(61)}`;
const rowsOf = (userId: number) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  s = scheduleFixtures(t.database.db);
});
afterAll(() => t.close());

describe(`push (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('GET /push/key answers the VAPID public key to anyone', async () => {
    const response = await api.endpoint('push.key');
    expect(response.statusCode).toBe(200);
    expect(response.data.publicKey).toBe(t.config.VAPID_PUBLIC_KEY);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('stores my subscription (201); the same browser for another member moves to them', async () => {
    const me = await newMember();
    const body = subscription('https://fcm.googleapis.com/fcm/send/abc123');
    const response = await api.endpoint('push.subscribe', { cookie: me.cookie, body });
    expect(response.statusCode, response.body).toBe(201);
    expect(await rowsOf(me.id)).toEqual([
      expect.objectContaining({ endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth }),
    ]);
    expect((await api.endpoint('push.subscribe', { cookie: me.cookie, body })).statusCode).toBe(201);
    expect(await rowsOf(me.id)).toHaveLength(1);

    const other = await newMember();
    expect((await api.endpoint('push.subscribe', { cookie: other.cookie, body })).statusCode).toBe(201);
    expect(await rowsOf(me.id)).toHaveLength(0);
    expect(await rowsOf(other.id)).toHaveLength(1);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_PER_MEMBER} browsers per member, the newest`, async () => {
    const me = await newMember();
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_MEMBER + 2; i++) {
      t.clock.advance(1000);
      const body = subscription(`https://updates.push.services.mozilla.com/wpush/v2/many-${i}`);
      expect((await api.endpoint('push.subscribe', { cookie: me.cookie, body })).statusCode).toBe(201);
    }
    const rows = await rowsOf(me.id);
    expect(rows).toHaveLength(PUSH_SUBSCRIPTIONS_PER_MEMBER);
    expect(rows.map((r) => r.endpoint)).not.toContain(
      'https://updates.push.services.mozilla.com/wpush/v2/many-0',
    );
  });

  it('refuses endpoints that are not https push services and keys that are not P-256 (400)', async () => {
    const me = await newMember();
    const good = subscription('https://web.push.apple.com/QGx');
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'http://fcm.googleapis.com/x' }, 'VALIDATION_FAILED'],
      [{ ...good, endpoint: 'not a url' }, 'VALIDATION_FAILED'],
      [{ ...good, endpoint: 'https://localhost/push' }, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ ...good, endpoint: 'https://127.0.0.1/push' }, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ ...good, endpoint: 'https://[::1]/push' }, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ ...good, endpoint: 'https://intranet/push' }, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ ...good, keys: { ...good.keys, auth: 'short' } }, 'VALIDATION_FAILED'],
      [{ ...good, keys: { ...good.keys, p256dh: `B${'A'.repeat(86)}` } }, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ ...good, keys: { ...good.keys, p256dh: offCurve(good.keys.p256dh) } }, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ endpoint: good.endpoint }, 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of cases) {
      const response = await api.post('/push/subscriptions', { cookie: me.cookie, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code, JSON.stringify(body)).toBe(code);
    }
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('DELETE /push/subscriptions removes one endpoint or all of mine, never anyone else’s', async () => {
    const me = await newMember();
    const other = await newMember();
    for (const n of [1, 2, 3]) {
      await api.endpoint('push.subscribe', {
        cookie: me.cookie,
        body: subscription(`https://fcm.googleapis.com/fcm/send/me-${n}`),
      });
    }
    await api.endpoint('push.subscribe', {
      cookie: other.cookie,
      body: subscription('https://fcm.googleapis.com/fcm/send/other'),
    });
    const one = await api.endpoint('push.unsubscribe', {
      query: { endpoint: 'https://fcm.googleapis.com/fcm/send/me-1' },
      cookie: me.cookie,
    });
    expect(one.data).toEqual({ removed: 1 });
    const theirs = await api.endpoint('push.unsubscribe', {
      query: { endpoint: 'https://fcm.googleapis.com/fcm/send/other' },
      cookie: me.cookie,
    });
    expect(theirs.data).toEqual({ removed: 0 });
    expect((await api.endpoint('push.unsubscribe', { cookie: me.cookie })).data).toEqual({
      removed: 2,
    });
    expect(await rowsOf(other.id)).toHaveLength(1);
  });

  it('answers 401 to the member calls when logged out', async () => {
    const body = subscription('https://fcm.googleapis.com/fcm/send/anon');
    expect((await api.endpoint('push.subscribe', { body })).statusCode).toBe(401);
    expect((await api.endpoint('push.unsubscribe')).statusCode).toBe(401);
    expect((await api.endpoint('alerts.list')).statusCode).toBe(401);
    expect((await api.endpoint('alerts.read', { params: { id: 1 } })).statusCode).toBe(401);
  });
});

describe('GET /alerts, PUT /alerts/{id}/read', () => {
  it('lists my alerts newest first with the unread count, and marks one read', async () => {
    const me = await newMember();
    const other = await newMember();
    const live = await s.live({
      beginAt: new Date('2026-11-23T02:00:00Z'),
      title: { ja: '決勝', en: 'Final' },
    });
    const older = await s.live({ beginAt: new Date('2026-11-22T02:00:00Z') });
    const first = await s.alert({
      userId: me.id,
      liveId: older.id,
      createdAt: new Date('2026-11-22T02:00:00Z'),
    });
    const second = await s.alert({
      userId: me.id,
      liveId: live.id,
      createdAt: new Date('2026-11-23T02:00:00Z'),
    });
    const theirs = await s.alert({ userId: other.id, liveId: live.id });

    const list = (await api.endpoint('alerts.list', { cookie: me.cookie })).data;
    expect(list).toMatchObject({ total: 2, unread: 2, pageNo: 1 });
    expect(list.list.map((a: { id: number }) => a.id)).toEqual([second.id, first.id]);
    expect(list.list[0]).toMatchObject({
      liveId: live.id,
      url: `/live?type=live&id=${live.id}`,
      readAt: null,
    });

    const read = await api.endpoint('alerts.read', { params: { id: second.id }, cookie: me.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.data).toEqual({ unread: 1 });
    const after = (await api.endpoint('alerts.list', { query: { pageItem: 1 }, cookie: me.cookie })).json()
      .data;
    expect(after).toMatchObject({ total: 2, unread: 1, totalPage: 2 });
    expect(after.list[0].readAt).toBe(t.clock.now().toISOString());
    expect(
      (await api.endpoint('alerts.read', { params: { id: second.id }, cookie: me.cookie })).data,
    ).toEqual({
      unread: 1,
    });

    const notMine = await api.endpoint('alerts.read', { params: { id: theirs.id }, cookie: me.cookie });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('ALERT_NOT_FOUND');
    expect((await api.put('/alerts/abc/read', { cookie: me.cookie })).statusCode).toBe(400);
  });
});
