import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { scheduleFixtures } from '../../../test/schedule-fixtures.js';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
const ids = {} as Record<'image' | 'notice' | 'future' | 'past' | 'inactive', number>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-23T03:00:00Z' });
  api = apiClient(t.app);
  const s = scheduleFixtures(t.database.db);
  ids.image = (
    await s.popup({
      kind: 1,
      days: 3,
      title: null,
      content: null,
      imgUrlTop: '/media/popup/top.png',
      imgUrlBottom: '/media/popup/bottom.png',
      link1: 'vod',
      link1Id: '12',
      link2: 'purchase',
      paths: ['/'],
    })
  ).id;
  ids.notice = (
    await s.popup({ kind: 2, days: 7, title: { ja: 'お知らせ', en: 'Notice' }, paths: ['/', '/intro'] })
  ).id;
  ids.future = (await s.popup({ startAt: new Date('2026-11-24T00:00:00Z') })).id;
  ids.past = (await s.popup({ endAt: new Date('2026-11-23T03:00:00Z') })).id;
  ids.inactive = (await s.popup({ active: false })).id;
});
afterAll(() => t.close());

describe(`GET /popup (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('answers the popups active now for the path, to anyone', async () => {
    const home = await api.endpoint('popups.list', { query: { path: '/' }, lang: 'en' });
    expect(home.statusCode).toBe(200);
    const list = home.data;
    expect(list.map((p: { id: number }) => p.id)).toEqual([ids.image, ids.notice]);
    expect(list[0]).toEqual({
      id: ids.image,
      kind: 1,
      days: 3,
      title: null,
      content: null,
      imgUrlTop: '/media/popup/top.png',
      imgUrlBottom: '/media/popup/bottom.png',
      link1: 'vod',
      link1Id: '12',
      link2: 'purchase',
      link2Id: null,
    });
    expect(list[1]).toMatchObject({ kind: 2, days: 7, title: 'Notice' });
    expect((await api.endpoint('popups.list')).data).toHaveLength(2);
    const intro = (await api.endpoint('popups.list', { query: { path: '/intro/' } })).data;
    expect(intro.map((p: { id: number }) => p.id)).toEqual([ids.notice]);
    expect((await api.endpoint('popups.list', { query: { path: '/schedule' } })).data).toEqual([]);
  });

  it('refuses a path that is not one', async () => {
    for (const path of ['intro', '/a?b', '/%3Cscript%3E', `/${'a'.repeat(200)}`]) {
      expect((await api.endpoint('popups.list', { query: { path } })).statusCode, path).toBe(400);
    }
  });
});

describe('GET /popup/{id}/count', () => {
  it('counts each view atomically, also when views arrive together', async () => {
    const first = await api.endpoint('popups.count', { params: { id: ids.notice } });
    expect(first.statusCode).toBe(200);
    expect(first.data).toEqual({ id: ids.notice, views: 1 });
    await Promise.all(
      Array.from({ length: 20 }, () => api.endpoint('popups.count', { params: { id: ids.notice } })),
    );
    expect((await api.endpoint('popups.count', { params: { id: ids.notice } })).data.views).toBe(22);
  });

  it('answers 404 for an unknown popup and 400 for a bad id', async () => {
    const missing = await api.endpoint('popups.count', { params: { id: 999999 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('POPUP_NOT_FOUND');
    expect((await api.get('/popup/abc/count')).statusCode).toBe(400);
    expect((await api.endpoint('popups.count', { params: { id: 0 } })).statusCode).toBe(400);
  });

  it('limits counting per address', async () => {
    const ip = '10.9.9.9';
    const statuses = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await api.endpoint('popups.count', { params: { id: ids.image }, ip })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
