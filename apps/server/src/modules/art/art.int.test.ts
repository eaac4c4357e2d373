import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixtures, names } from '../../../test/catalogue-fixtures.js';
import { apiClient } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  const f = catalogueFixtures(t.database.db);
  const sport = await f.gameType({ key: 'basketball', name: names('バスケ', '농구', 'Basketball') });
  await f.league({
    gameTypeId: sport.id,
    key: 'hoops',
    shortName: names('フープス', '훕스', 'Hoops'),
    colors: ['#2b1055', '#d53a9d'],
  });
});
afterAll(() => t.close());

describe(`GET /art/* (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('draws a banner as SVG, to anyone, cacheable for a day', async () => {
    const res = await api.get('/art/banner/spring-cup-2026');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{20}"$/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain('>SPRING<');
    expect(res.body).toContain('>CUP 2026<');
  });

  it('answers the same bytes and ETag every time, and 304 to a browser that holds them', async () => {
    const first = await api.get('/art/popup/premium');
    const second = await api.get('/art/popup/premium');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const cached = await api.get('/art/popup/premium', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const other = await api.get('/art/popup/neo-final');
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it("draws a league in its colours, with its sport's motif and short name", async () => {
    const res = await api.get('/art/league/hoops');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('#2b1055');
    expect(res.body).toContain('#d53a9d');
    expect(res.body).toContain('>HOOPS<');
    expect(res.body).toContain('>BASKETBALL<');
  });

  it("gives a banner about a league that league's colours", async () => {
    const res = await api.get('/art/banner/hoops-final');
    expect(res.body).toContain('#2b1055');
    expect(res.body).toContain('>HOOPS FINAL<');
  });

  it('draws intro art without a title (the page writes its own text over it)', async () => {
    const res = await api.get('/art/intro/hero');
    expect(res.statusCode).toBe(200);
    // the brand mark is the only text
    expect(res.body.match(/<text /g)).toHaveLength(1);
    expect(res.body).toContain('KICK<tspan');
  });

  it.each([
    ['an unknown kind', '/art/poster/neo-final'],
    ['a league that does not exist', '/art/league/no-such-league'],
    ['a kind without a name', '/art/banner'],
    ['nothing at all', '/art/'],
    ['capitals', '/art/banner/Neo-Final'],
    ['a file extension', '/art/banner/neo.svg'],
    ['an escape from the folder', '/art/banner/..%2F..%2Fetc%2Fpasswd'],
    ['markup', '/art/banner/%3Cscript%3E'],
    ['an empty segment', '/art/banner//neo'],
    ['too long a name', `/art/banner/${'a'.repeat(130)}`],
  ])('answers 404 NOT_FOUND in the JSON error shape for %s', async (_case, url) => {
    const res = await api.get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });
});
