import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, factories } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let f: ReturnType<typeof factories>;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-23T03:00:00Z' });
  f = factories(t.database.db);
  api = apiClient(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe(`notices (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let categoryId: number;
  let otherCategoryId: number;
  const ids: number[] = [];

  beforeAll(async () => {
    categoryId = (await f.noticeCategory()).id;
    otherCategoryId = (await f.noticeCategory({ name: { ja: 'メンテナンス', en: 'Maintenance' } })).id;
    for (let i = 0; i < 23; i++) {
      ids.push((await f.notice({ categoryId, pinned: i === 3 })).id);
    }
    await f.notice({
      categoryId: otherCategoryId,
      title: { ja: '緊急メンテナンス 100%', en: 'Urgent maintenance' },
    });
    await f.notice({ categoryId, published: false, title: { ja: '下書き' } });
  });

  it('lists categories in the member language with Japanese fallback', async () => {
    const ja = await api.endpoint('notice.categories');
    expect(ja.statusCode).toBe(200);
    const names = ja.data.map((c: { name: string }) => c.name);
    expect(names).toContain('メンテナンス');
    const ko = await api.endpoint('notice.categories', { headers: { 'accept-language': 'ko-KR,ko;q=0.9' } });
    expect(ko.data.map((c: { name: string }) => c.name)).toContain('メンテナンス');
    const en = await api.endpoint('notice.categories', { lang: 'en' });
    expect(en.data.map((c: { name: string }) => c.name)).toContain('Maintenance');
  });

  it('pages 10 at a time, pinned first, newest next, drafts never shown', async () => {
    const first = (await api.endpoint('notice.list', { query: { pageNo: 1 } })).data;
    expect(first.total).toBe(24);
    expect(first.totalPage).toBe(3);
    expect(first.list).toHaveLength(10);
    expect(first.list[0]!.id).toBe(ids[3]);
    expect(first.list[0]!.pinned).toBe(true);
    const times = first.list.slice(1).map((n: { createdAt: string }) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const third = (await api.endpoint('notice.list', { query: { pageNo: 3 } })).data;
    expect(third.list).toHaveLength(4);
    const all = new Set([...first.list, ...third.list].map((n: { id: number }) => n.id));
    expect(all.size).toBe(14);
    expect(JSON.stringify([first, third])).not.toContain('下書き');
  });

  it('treats a page that is not a number, below 1 or too large as the first page size rules say', async () => {
    expect((await api.get('/notice/list?pageNo=abc')).json().data.pageNo).toBe(1);
    expect((await api.endpoint('notice.list', { query: { pageNo: 0 } })).data.pageNo).toBe(1);
    const beyond = (await api.endpoint('notice.list', { query: { pageNo: 99 } })).data;
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(24);
  });

  it('filters by category and by keyword, matching % literally', async () => {
    const byCategory = (await api.endpoint('notice.list', { query: { categoryId: otherCategoryId } })).data;
    expect(byCategory.total).toBe(1);
    const byKeyword = (await api.endpoint('notice.list', { query: { keyword: '100%' } })).data;
    expect(byKeyword.list.map((n: { title: string }) => n.title)).toEqual(['緊急メンテナンス 100%']);
    expect((await api.endpoint('notice.list', { query: { keyword: '%' } })).data.total).toBe(1);
    const tooLong = await api.endpoint('notice.list', { query: { keyword: 'a'.repeat(31) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('VALIDATION_FAILED');
  });

  it('shows a notice with line breaks intact, neighbours, images and downloadable files', async () => {
    const file = await f.attachment('schedule.csv', 'date,match\n2026-11-24,A vs B\n', 'text/csv');
    const image = await f.attachment(
      'banner.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'image/svg+xml',
    );
    const notice = await f.notice({
      categoryId,
      content: { ja: '一行目\n二行目' },
      files: [f.ref(file.id, 'schedule.csv')],
      images: [f.ref(image.id, 'banner.svg')],
      publishedAt: new Date('2026-10-01T00:00:30Z'),
    });
    const res = await api.endpoint('notice.detail', {
      query: { id: notice.id },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const detail = res.data;
    expect(detail.content).toBe('一行目\n二行目');
    expect(detail.files).toEqual([
      { name: 'schedule.csv-en', url: `/api/v2/files/${file.id}/schedule.csv-en` },
    ]);
    expect(detail.hasFiles).toBe(true);
    expect(detail.prevId).not.toBe(detail.nextId);

    const download = await get(detail.files[0]!.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="schedule.csv-en"/);
    expect(download.body).toContain('A vs B');
    const img = await get(detail.images[0]!.url);
    expect(img.headers['content-disposition']).toMatch(/^inline/);
    expect(img.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers NOTICE_NOT_FOUND, and VALIDATION_FAILED for a malformed id', async () => {
    const missing = await api.endpoint('notice.detail', { query: { id: 999999 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOTICE_NOT_FOUND' });
    const bad = await api.get('/notice/detail?id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
    expect((await api.get('/notice/detail')).statusCode).toBe(400);
    expect((await api.endpoint('files.get', { params: { id: 999999, name: 'x.pdf' } })).json().code).toBe(
      'FILE_NOT_FOUND',
    );
  });
});

describe('events', () => {
  it('derives the status from the clock and lists winner announcements once announced', async () => {
    const upcoming = await f.event({
      startAt: new Date('2026-12-01T00:00:00Z'),
      endAt: new Date('2026-12-31T00:00:00Z'),
    });
    const ended = await f.event({
      startAt: new Date('2026-09-01T00:00:00Z'),
      endAt: new Date('2026-10-01T00:00:00Z'),
      winners: { ja: '当選者: t***a 様' },
      winnersAnnouncedAt: new Date('2026-10-10T00:00:00Z'),
    });
    const soon = await f.event({
      startAt: new Date('2026-10-01T00:00:00Z'),
      endAt: new Date('2026-11-01T00:00:00Z'),
      winners: { ja: 'まだ秘密' },
      winnersAnnouncedAt: new Date('2026-12-05T00:00:00Z'),
    });
    const ongoing = await f.event();

    const all = (await api.endpoint('events.list', { query: { pageItem: 50 } })).data.list as {
      id: number;
      status: string;
    }[];
    const status = Object.fromEntries(all.map((e) => [e.id, e.status]));
    expect(status[upcoming.id]).toBe('upcoming');
    expect(status[ongoing.id]).toBe('ongoing');
    expect(status[ended.id]).toBe('ended');

    const winners = (await api.endpoint('events.list', { query: { tab: 'winners', pageItem: 50 } })).data
      .list as {
      id: number;
    }[];
    expect(winners.map((e) => e.id)).toContain(ended.id);

    const detail = (await api.endpoint('events.detail', { query: { id: ended.id } })).data;
    expect(detail.winners).toBe('当選者: t***a 様');
    const secret = (await api.endpoint('events.detail', { query: { id: soon.id } })).data;
    expect(secret.winners).toBeNull();
    expect(secret.winnersAnnounced).toBe(false);

    t.clock.set('2026-12-06T00:00:00Z');
    expect((await api.endpoint('events.detail', { query: { id: soon.id } })).data.winners).toBe('まだ秘密');
    t.clock.set('2026-11-23T03:00:00Z');
    expect((await api.endpoint('events.detail', { query: { id: 424242 } })).json().code).toBe(
      'EVENT_NOT_FOUND',
    );
  });
});

describe('FAQ', () => {
  it('lists categories and questions, filtered by category and by keyword in question or answer', async () => {
    const account = await f.faqCategory();
    const payment = await f.faqCategory();
    await f.faq({
      categoryId: account.id,
      question: { ja: 'パスワードを忘れました' },
      answer: { ja: '再設定できます' },
    });
    await f.faq({
      categoryId: payment.id,
      question: { ja: '支払い方法' },
      answer: { ja: 'クレジットカードで再設定' },
    });
    const categories = (await api.endpoint('faq.categories')).data;
    expect(categories.length).toBeGreaterThanOrEqual(2);
    const list = (await api.endpoint('faq.list', { query: { categoryId: account.id } })).data;
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ question: 'パスワードを忘れました', answer: '再設定できます' });
    const found = (await api.endpoint('faq.list', { query: { keyword: '再設定' } })).data;
    expect(found.total).toBe(2);
  });
});

describe('terms', () => {
  it('serves the version in force by kind, older versions by id, never a future one', async () => {
    const old = await f.terms({ kind: 'privacy', effectiveAt: new Date('2025-04-01T00:00:00Z') });
    const current = await f.terms({
      kind: 'privacy',
      effectiveAt: new Date('2026-09-01T00:00:00Z'),
      content: { ja: '第1条\n第2条', en: 'Article 1\nArticle 2' },
    });
    const future = await f.terms({ kind: 'privacy', effectiveAt: new Date('2027-01-01T00:00:00Z') });

    const byKind = (await api.endpoint('terms.get', { params: { id: 'privacy' }, lang: 'en' })).data;
    expect(byKind).toMatchObject({
      id: current.id,
      kind: 'privacy',
      current: true,
      content: 'Article 1\nArticle 2',
    });
    expect(byKind.versions.map((v: { id: number }) => v.id)).toEqual([current.id, old.id]);

    const older = (await api.endpoint('terms.get', { params: { id: old.id } })).data;
    expect(older.current).toBe(false);
    expect((await api.endpoint('terms.get', { params: { id: future.id } })).json().code).toBe(
      'TERMS_NOT_FOUND',
    );
    expect((await api.endpoint('terms.title', { params: { id: current.id } })).data).toMatchObject({
      kind: 'privacy',
    });
    expect((await api.endpoint('terms.get', { params: { id: 'youth' } })).json().code).toBe(
      'TERMS_NOT_FOUND',
    );
    expect((await api.get('/terms/cookies')).statusCode).toBe(400);
  });
});

describe('inquiries', () => {
  const inquiry = (email: string) => ({
    category: 'playback' as const,
    title: '再生が止まります',
    content: 'ライブ中に10秒ごとに止まります。環境は Chrome です。',
    name: '山田 太郎',
    email,
    agreePrivacy: true as const,
  });

  it('stores a 1:1 inquiry and a partnership inquiry', async () => {
    const res = await api.endpoint('qna.create', { body: inquiry('member@example.com') });
    expect(res.statusCode).toBe(201);
    expect(res.data).toMatchObject({ kind: 'inquiry' });
    const coop = await api.endpoint('qna.cooperate', {
      body: {
        company: '株式会社サンプル',
        name: '佐藤',
        email: 'biz@example.com',
        phone: '03-1234-5678',
        title: 'スポンサーのご相談',
        content: '来季のリーグ中継でのスポンサー枠についてご相談させてください。',
        agreePrivacy: true,
      },
    });
    expect(coop.statusCode).toBe(201);
    expect(coop.data.kind).toBe('cooperation');
  });

  it.each([
    ['no privacy agreement', { agreePrivacy: false }, 'agreePrivacy'],
    ['body too short', { content: '短い' }, 'content'],
    ['bad e-mail', { email: 'not-an-email' }, 'email'],
    ['unknown category', { category: 'refund-now' }, 'category'],
    ['empty title', { title: '   ' }, 'title'],
    ['title too long', { title: 'x'.repeat(101) }, 'title'],
  ])('refuses %s with VALIDATION_FAILED naming the field', async (_name, change, field) => {
    const res = await api.post('/qna', { body: { ...inquiry('v@example.com'), ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().fields).toHaveProperty(field);
  });

  it('refuses malformed JSON and a body that is not JSON', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v2/qna',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('BAD_REQUEST');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v2/qna',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('accepts at most 10 a day per address, even when 14 arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 14 }, () => api.endpoint('qna.create', { body: inquiry('Flood@Example.com') })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(refused.json().code).toBe('INQUIRY_LIMIT_REACHED');
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await api.endpoint('qna.create', { body: inquiry('flood@example.com') })).statusCode).toBe(201);
    t.clock.set('2026-11-23T03:00:00Z');
  });

  it('limits one address to 5 inquiries a minute', async () => {
    const send = () => api.endpoint('qna.create', { body: inquiry('ip@example.com'), ip: '10.9.9.9' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send()).statusCode);
    expect(statuses.slice(0, 5).every((s) => s === 201)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
